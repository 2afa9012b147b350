import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeWalletRepository } from '../../../test/fakes/wallet-repository';
import { FakeClock } from '../../platform/clock';
import { createEventBus } from '../../platform/events';
import { recordingPublisher } from '../../platform/realtime';
import { createWalletService, type WalletService } from './wallet.service';
import { AlreadyRolledBackError, IdempotencyConflictError, InsufficientFundsError } from './wallet.errors';
import { WALLET_BALANCE_CHANGED, WALLET_EVENTS } from './wallet.events';

const ADA = '11111111-1111-4111-8111-111111111111';

/** The wallet's rules over an in-memory repository: no database, milliseconds per spec. */
describe('wallet service (unit, fake repository)', () => {
  let repository: ReturnType<typeof createFakeWalletRepository>;
  let wallet: WalletService;
  let emitted: string[];
  let pushes: ReturnType<typeof recordingPublisher>;

  beforeEach(() => {
    repository = createFakeWalletRepository();
    const events = createEventBus();
    emitted = [];
    events.on(WALLET_EVENTS.transactionPosted, async () => void emitted.push('posted'));
    events.on(WALLET_BALANCE_CHANGED, async () => void emitted.push('balance'));
    pushes = recordingPublisher();
    wallet = createWalletService({ repository, clock: new FakeClock(), events, realtime: pushes, projectId: 'fortuna' });
  });

  const deposit = (amount: number, key = `dep-${amount}`) =>
    wallet.credit({ playerId: ADA, currency: 'EUR', amount, kind: 'deposit', idempotencyKey: key });
  const bet = (amount: number, key = `bet-${amount}`, extra = {}) =>
    wallet.debit({ playerId: ADA, currency: 'EUR', amount, kind: 'bet', idempotencyKey: key, ...extra });

  it('double entry: a credit moves money from the house to the player, every transaction nets to zero', async () => {
    const result = await deposit(5_000);
    expect(result.entries.reduce((n, e) => n + e.amount, 0)).toBe(0);
    expect((await wallet.balance(ADA, 'EUR')).real).toBe(5_000);
    expect(await wallet.systemBalance('house', 'EUR')).toBe(-5_000);
  });

  it('never takes a player below zero; the refused debit leaves nothing behind and announces nothing', async () => {
    await deposit(1_000);
    emitted = [];
    await expect(bet(1_001)).rejects.toBeInstanceOf(InsufficientFundsError);
    expect((await wallet.balance(ADA, 'EUR')).real).toBe(1_000);
    expect(repository.state().transactions.map((t) => t.idempotencyKey)).toEqual(['dep-1000']);
    expect(emitted).toEqual([]);
  });

  it('an idempotency key moves money once: a retry replays the first result, other content under it is a conflict', async () => {
    const first = await deposit(2_000, 'dep-once');
    const retry = await deposit(2_000, 'dep-once');
    expect(retry.replayed).toBe(true);
    expect(retry.transactionId).toBe(first.transactionId);
    expect((await wallet.balance(ADA, 'EUR')).real).toBe(2_000);
    await expect(deposit(3_000, 'dep-once')).rejects.toBeInstanceOf(IdempotencyConflictError);
  });

  it('a reversal gives the money back once; a rollback that arrives first refuses its late bet', async () => {
    await deposit(10_000);
    await bet(4_000, 'bet-1');
    await wallet.reverse({ originalKey: 'bet-1', idempotencyKey: 'rb-1' });
    const again = await wallet.reverse({ originalKey: 'bet-1', idempotencyKey: 'rb-1-again' });
    expect(again.replayed).toBe(true);
    expect((await wallet.balance(ADA, 'EUR')).real).toBe(10_000);

    await wallet.reverse({ originalKey: 'bet-2', idempotencyKey: 'rb-2', playerId: ADA, currency: 'EUR' });
    await expect(bet(1_000, 'bet-2', { refuseIfRolledBack: true })).rejects.toBeInstanceOf(AlreadyRolledBackError);
    expect((await wallet.balance(ADA, 'EUR')).real).toBe(10_000);
  });

  it('after commit: one transactionPosted per movement, one balance change and one push per player', async () => {
    await deposit(700);
    expect(emitted).toEqual(['posted', 'balance']);
    expect(pushes.sent).toHaveLength(1);
    expect(pushes.sent[0].message).toMatchObject({ type: 'balanceChanged', payload: { real: 700, bonus: 0, currency: 'EUR' } });
    emitted = [];
    await deposit(700); // a replay moves nothing and says nothing
    expect(emitted).toEqual([]);
  });

  it('refuses amounts that are not positive whole minor units', async () => {
    for (const amount of [0, -1, 1.5, Number.MAX_SAFE_INTEGER + 1])
      await expect(deposit(amount, `bad-${amount}`)).rejects.toMatchObject({ status: 400 });
    expect(repository.state().transactions).toEqual([]);
  });
});
