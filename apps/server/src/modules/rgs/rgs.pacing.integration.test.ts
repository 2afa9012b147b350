import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MIN_ROUND_INTERVAL_MS, RGS_ERROR_CODES } from '@fortuna/contracts';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import type { WalletService } from '../wallet';
import { countRows, fundedPlayer, headerSessions, launchAndOpen, ledgerOf, spin } from './test/rgs.test-support';

/** UKGC pacing on the server: a non-slot game session starts a new round at most every MIN_ROUND_INTERVAL_MS. */
describe('RGS pacing of non-slot rounds', () => {
  let t: TestApp;
  let wallet: WalletService;
  const urlOf: Record<string, string> = {};
  beforeAll(async () => {
    t = await buildTestApp({ sessionResolver: headerSessions });
    wallet = ledgerOf(t);
    for (const engine of ['roulette', 'dice', 'blackjack', 'scratch', 'line-slot']) {
      const { rows } = (await t.database.db.execute(
        sql`select url from games where engine = ${engine} order by url limit 1`,
      )) as unknown as { rows: { url: string }[] };
      urlOf[engine] = rows[0].url;
    }
  }, 180_000);
  afterAll(() => t.close());

  const red = { bet: { bets: [{ type: 'red', amount: 100 }] } };

  it('refuses a real-money round sooner than the interval with 429 / 6024, debiting nothing; allows it once the interval has passed', async () => {
    const player = await fundedPlayer(wallet, 10_000);
    const session = await launchAndOpen(t, urlOf.roulette, player);
    const first = await spin(t, session.sessionId, player, red);
    expect(first.statusCode).toBe(200);
    const balanceAfterFirst = first.json().balance;
    const ledgerRows = await countRows(t, 'wallet_transactions');

    t.clock.advance(MIN_ROUND_INTERVAL_MS - 1);
    const early = await spin(t, session.sessionId, player, red);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({
      code: RGS_ERROR_CODES.round_too_soon,
      message: expect.stringMatching(/wait/i),
      errors: { retryAfterMs: ['1'] },
    });
    expect(await countRows(t, 'wallet_transactions')).toBe(ledgerRows);
    expect((await wallet.balances(player)).find((b) => b.currency === 'EUR')?.balance).toBe(balanceAfterFirst);

    t.clock.advance(1);
    const next = await spin(t, session.sessionId, player, red);
    expect(next.statusCode, next.body).toBe(200);
    // the interval counts from the start of the accepted round, not from the refused attempt
    t.clock.advance(MIN_ROUND_INTERVAL_MS - 1000);
    expect((await spin(t, session.sessionId, player, red)).statusCode).toBe(429);
  });

  it('paces demo table and instant games; in-round actions are not paced', async () => {
    const dice = await launchAndOpen(t, urlOf.dice, null);
    const roll = { bet: { amount: 100, direction: 'under', target: 5000 } };
    expect((await spin(t, dice.sessionId, null, roll)).statusCode).toBe(200);
    expect((await spin(t, dice.sessionId, null, roll)).statusCode).toBe(429);
    const scratch = await launchAndOpen(t, urlOf.scratch, null);
    expect((await spin(t, scratch.sessionId, null, { bet: { amount: 100 } })).statusCode).toBe(200);
    const again = await spin(t, scratch.sessionId, null, { bet: { amount: 100 } });
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe(RGS_ERROR_CODES.round_too_soon);

    const blackjack = await launchAndOpen(t, urlOf.blackjack, null);
    let res = await spin(t, blackjack.sessionId, null, { bet: { amount: 100 } });
    expect(res.statusCode).toBe(200);
    // hit / stand / insurance straight away: actions of the same round
    for (let guard = 0; res.json().round.status === 'open' && guard < 10; guard++) {
      const actions = res.json().round.state.actions as string[];
      res = await spin(t, blackjack.sessionId, null, { action: { type: actions.includes('noInsurance') ? 'noInsurance' : 'stand' } });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(res.json().round.status).toBe('closed');
  });

  it('a bad bet or a refused bet does not use up the interval; slots are not paced', async () => {
    const player = await fundedPlayer(wallet, 150);
    const session = await launchAndOpen(t, urlOf.roulette, player);
    expect((await spin(t, session.sessionId, player, { bet: { bets: [{ type: 'nope', amount: 100 }] } })).statusCode).toBe(400);
    const broke = await spin(t, session.sessionId, player, { bet: { bets: [{ type: 'red', amount: 500 }] } });
    expect(broke.statusCode).toBe(409); // insufficient funds
    expect((await spin(t, session.sessionId, player, red)).statusCode).toBe(200);

    const slot = await launchAndOpen(t, urlOf['line-slot'], null);
    for (let i = 0; i < 3; i++) {
      let res = await spin(t, slot.sessionId, null, { bet: { amount: 100 } });
      expect(res.statusCode, res.body).toBe(200);
      while (res.json().round.status === 'open') res = await spin(t, slot.sessionId, null, { action: { type: 'spin' } });
    }
  });
});
