import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, onPostgres, type TestApp } from '../../../test/helpers';
import { nullPublisher } from '../../platform/realtime';
import { createWalletRepository } from './wallet.repository';
import { createWalletService, type WalletService } from './wallet.service';

/**
 * Random sequences of deposits, bets, wins, withdrawals, cancels, settlements, rollbacks and retries
 * (same key, same or different parameters), checked against a plain in-memory model. After every step:
 * the ledger sums to zero per currency, every account balance equals the sum of its entries, every
 * transaction balances, and each player's balance is what the model says.
 */
const PLAYERS = 3;
const amount = fc.integer({ min: 1, max: 5_000 });
const player = fc.integer({ min: 0, max: PLAYERS - 1 });
const index = fc.nat({ max: 1_000 });

const op = fc.oneof(
  { weight: 3, arbitrary: fc.record({ t: fc.constant('deposit' as const), p: player, amount }) },
  { weight: 4, arbitrary: fc.record({ t: fc.constant('bet' as const), p: player, amount }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('win' as const), p: player, amount }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('withdraw' as const), p: player, amount }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('cancel' as const), i: index }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('settle' as const), i: index }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('rollback' as const), i: index }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('retry' as const), i: index }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('conflict' as const), i: index }) },
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

type Call =
  | { type: 'move'; key: string; p: number; delta: number; kind: string; refuse: boolean }
  | { type: 'system'; key: string; amount: number }
  | { type: 'reverse'; key: string; originalKey: string };

describe('ledger invariants under random operation sequences (fast-check)', () => {
  let t: TestApp;
  let wallet: WalletService;
  beforeAll(async () => {
    t = await buildTestApp();
    wallet = createWalletService({
      repository: createWalletRepository(t.database.db),
      clock: t.clock,
      events: t.events,
      realtime: nullPublisher,
      projectId: 'fortuna',
    });
  });
  afterAll(() => t.close());

  it('holds after every step', async () => {
    let steps = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: onPostgres ? 40 : 30 }), async (ops: Op[]) => {
        const players = Array.from({ length: PLAYERS }, () => randomUUID());
        const real = players.map(() => 0);
        const committed = new Map<string, { p: number | null; delta: number; call: Call }>();
        const reversed = new Set<string>();
        const reversalKeys = new Map<string, string>();
        const history: Call[] = [];
        const bets: string[] = [];
        const withdrawals: { key: string; amount: number }[] = [];
        let n = 0;
        const key = (prefix: string) => `${prefix}-${players[0]}-${n++}`;

        const run = async (call: Call) => {
          if (call.type === 'move') {
            const account = { playerId: players[call.p], kind: 'real' as const };
            const counter = {
              system:
                call.kind === 'deposit'
                  ? ('provider_clearing' as const)
                  : call.kind === 'withdrawal'
                    ? ('withdrawal_pending' as const)
                    : ('house' as const),
            };
            const attempt = wallet.post({
              kind: call.kind,
              idempotencyKey: call.key,
              currency: 'EUR',
              refuseIfRolledBack: call.refuse,
              legs: [
                { account, amount: call.delta },
                { account: counter, amount: -call.delta },
              ],
            });
            const prior = committed.get(call.key);
            if (prior) {
              if (prior.delta === call.delta && prior.p === call.p) expect(await attempt).toMatchObject({ replayed: true });
              else await expect(attempt).rejects.toMatchObject({ reason: 'idempotency_conflict' });
            } else if (call.refuse && reversed.has(call.key)) {
              await expect(attempt).rejects.toMatchObject({ reason: 'already_rolled_back' });
            } else if (real[call.p] + call.delta < 0) {
              await expect(attempt).rejects.toMatchObject({ reason: 'insufficient_funds' });
            } else {
              expect(await attempt).toMatchObject({ replayed: false });
              real[call.p] += call.delta;
              committed.set(call.key, { p: call.p, delta: call.delta, call });
            }
          } else if (call.type === 'system') {
            const result = await wallet.transfer({
              kind: 'withdrawal_settled',
              idempotencyKey: call.key,
              currency: 'EUR',
              amount: call.amount,
              from: { system: 'withdrawal_pending' },
              to: { system: 'provider_clearing' },
            });
            expect(result.replayed).toBe(committed.has(call.key));
            committed.set(call.key, { p: null, delta: 0, call });
          } else {
            const attempt = wallet.reverse({
              originalKey: call.originalKey,
              idempotencyKey: call.key,
              playerId: players[0],
              currency: 'EUR',
            });
            const original = committed.get(call.originalKey);
            if (reversalKeys.has(call.key) || reversed.has(call.originalKey)) {
              expect(await attempt).toMatchObject({ replayed: true });
            } else if (original && original.p !== null && real[original.p] - original.delta < 0) {
              await expect(attempt).rejects.toMatchObject({ reason: 'insufficient_funds' });
            } else {
              expect(await attempt).toMatchObject({ replayed: false });
              if (original && original.p !== null) real[original.p] -= original.delta;
              reversed.add(call.originalKey);
              reversalKeys.set(call.key, call.originalKey);
            }
          }
          history.push(call);
        };

        for (const o of ops) {
          switch (o.t) {
            case 'deposit':
              await run({ type: 'move', key: key('dep'), p: o.p, delta: o.amount, kind: 'deposit', refuse: false });
              break;
            case 'bet': {
              const k = key('bet');
              bets.push(k);
              await run({ type: 'move', key: k, p: o.p, delta: -o.amount, kind: 'bet', refuse: true });
              break;
            }
            case 'win':
              await run({ type: 'move', key: key('win'), p: o.p, delta: o.amount, kind: 'win', refuse: false });
              break;
            case 'withdraw': {
              const k = key('wd');
              await run({ type: 'move', key: k, p: o.p, delta: -o.amount, kind: 'withdrawal', refuse: true });
              if (committed.has(k)) withdrawals.push({ key: k, amount: o.amount });
              break;
            }
            case 'cancel':
              if (withdrawals.length)
                await run({ type: 'reverse', key: key('cancel'), originalKey: withdrawals[o.i % withdrawals.length].key });
              break;
            case 'settle':
              if (withdrawals.length) {
                const w = withdrawals[o.i % withdrawals.length];
                if (!reversed.has(w.key)) await run({ type: 'system', key: `settle-${w.key}`, amount: w.amount });
              }
              break;
            case 'rollback':
              if (bets.length) await run({ type: 'reverse', key: key('rb'), originalKey: bets[o.i % bets.length] });
              break;
            case 'retry':
              if (history.length) await run(history[o.i % history.length]);
              break;
            case 'conflict': {
              const moves = history.filter((c): c is Extract<Call, { type: 'move' }> => c.type === 'move' && committed.has(c.key));
              if (moves.length) {
                const c = moves[o.i % moves.length];
                await run({ ...c, delta: c.delta + (c.delta > 0 ? 1 : -1) });
              }
              break;
            }
          }
          steps++;
          expect(await wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: [], unbalancedTransactions: 0 });
          for (let p = 0; p < PLAYERS; p++) {
            const b = await wallet.balance(players[p], 'EUR');
            expect(b.real).toBe(real[p]);
            expect(b.real).toBeGreaterThanOrEqual(0);
          }
        }
      }),
      { seed: 20261121, numRuns: onPostgres ? 40 : 20, endOnFailure: true },
    );
    expect(steps).toBeGreaterThan(200);
  }, 300_000);
});
