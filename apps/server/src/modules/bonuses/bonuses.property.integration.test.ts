import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../../../test/helpers';
import { AppError } from '../../platform/errors';
import { bonusHarness, deposit, makeFixedTemplate } from '../../../test/bonus-harness';
import { testSuite } from '../../../test/suite';

/**
 * Random sequences of deposits, bets, wins, grants, activations, cancels, expiries, commits (by
 * wagering) and rollbacks through the casino's own calls. After every step: the ledger sums to zero,
 * every account's balance equals its entries, each player's bonus account holds exactly the amount
 * of their active bonus, and no balance is negative. At the end: money crossed between a player's
 * real and bonus balances only by a commit (bonus -> real), never the other way.
 */
const PLAYERS = 2;
const player = fc.integer({ min: 0, max: PLAYERS - 1 });
const index = fc.nat({ max: 1_000 });
const op = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('deposit' as const),
      p: player,
      amount: fc.integer({ min: 100, max: 5_000 }),
      welcome: fc.boolean(),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      t: fc.constant('bet' as const),
      p: player,
      amount: fc.integer({ min: 1, max: 800 }),
      slot: fc.boolean(),
      win: fc.integer({ min: 0, max: 3_000 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('grant' as const), p: player, template: fc.constantFrom('prop-fixed', 'promo-10') }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('activate' as const), p: player, i: index }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('cancel' as const), p: player, i: index }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('expire' as const), days: fc.integer({ min: 1, max: 20 }) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('rollback' as const), i: index }) },
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

const refused = (err: unknown) => err instanceof AppError && err.status < 500;

describe('bonus money invariants under random sequences (fast-check)', () => {
  const h = testSuite(bonusHarness);
  beforeAll(async () => {
    // no max bet, a short wager so that commits happen, a conversion cap
    await makeFixedTemplate(h, {
      id: 'prop-fixed',
      name: 'Property',
      amount: 800,
      wagerRatio: 0.5,
      conversionRatio: 1.5,
      validityDays: 10,
    });
    await h.bonuses.service.operator.putTemplate({
      id: 'welcome-100',
      name: 'Welcome 100% (no max bet here)',
      kind: 'deposit_match',
      percent: 100,
      amount: 20_000,
      wagerRatio: 1,
      maxBet: null,
      conversionRatio: 10,
      validityDays: 30,
      freeSpinsGame: null,
      freeSpinsCount: null,
      freeSpinsBet: null,
      minDeposit: 100,
    });
  }, 120_000);

  const rows = async <T>(q: ReturnType<typeof sql>) => ((await h.database.db.execute(q)) as unknown as { rows: T[] }).rows;

  async function check(players: string[]) {
    expect(await h.wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: [], unbalancedTransactions: 0 });
    for (const p of players) {
      const b = await h.wallet.balance(p, 'EUR');
      const active = await h.bonuses.service.activeBonus(p, 'EUR');
      expect(b.bonus).toBe(active?.amount ?? 0);
      expect(b.real).toBeGreaterThanOrEqual(0);
    }
  }

  it('holds after every step', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 10, maxLength: 40 }), async (ops: Op[]) => {
        const players = Array.from({ length: PLAYERS }, () => randomUUID());
        const bets: { p: string; tx: string; roundId: string; gameId: string }[] = [];
        for (const o of ops) {
          n++;
          try {
            switch (o.t) {
              case 'deposit':
                if (o.welcome) await h.bonuses.service.activateCampaign(players[o.p], 'welcome');
                await deposit(h, players[o.p], o.amount);
                break;
              case 'bet': {
                const p = players[o.p];
                const roundId = `pr-${n}-${randomUUID().slice(0, 8)}`;
                const gameId = o.slot ? h.slot : h.roulette;
                const tx = `pb-${roundId}`;
                await h.seamless.service.bet({ transactionId: tx, playerId: p, gameId, roundId, currency: 'EUR', amount: o.amount });
                bets.push({ p, tx, roundId, gameId });
                await h.seamless.service.win({
                  transactionId: `pw-${roundId}`,
                  playerId: p,
                  gameId,
                  roundId,
                  currency: 'EUR',
                  amount: o.win,
                });
                break;
              }
              case 'grant':
                await h.bonuses.service.grant({
                  playerId: players[o.p],
                  currency: 'EUR',
                  templateId: o.template,
                  grantKey: `pg-${n}-${randomUUID()}`,
                });
                break;
              case 'activate':
              case 'cancel': {
                const live = await h.bonuses.service.live(players[o.p]);
                if (!live.length) break;
                const b = live[o.i % live.length];
                if (o.t === 'activate') await h.bonuses.service.activate(players[o.p], b.id);
                else await h.bonuses.service.cancel(players[o.p], b.id);
                break;
              }
              case 'expire':
                h.clock.advance(o.days * 86_400_000);
                await h.bonuses.service.expireDue();
                break;
              case 'rollback': {
                if (!bets.length) break;
                const b = bets[o.i % bets.length];
                await h.seamless.service.rollback({
                  transactionId: `prb-${b.tx}`,
                  originalTransactionId: b.tx,
                  playerId: b.p,
                  gameId: b.gameId,
                  roundId: b.roundId,
                  currency: 'EUR',
                });
                break;
              }
            }
          } catch (err) {
            // refusals (insufficient funds, a bonus that ended) move nothing; anything else fails
            if (!refused(err)) throw err;
          }
          await check(players);
        }
      }),
      { numRuns: onPostgres ? 25 : 15, seed: 20_261_123 },
    );

    // real <-> bonus only through the documented steps: a transaction with a real and a bonus leg of
    // opposite signs is a commit (bonus -> real); bets take from both, wins and rollbacks give to both
    const crossings = await rows<{ kind: string; real: number; bonus: number }>(sql`
      select t.kind, sum(case when a.kind = 'real' then e.amount else 0 end)::bigint as real,
             sum(case when a.kind = 'bonus' then e.amount else 0 end)::bigint as bonus
      from wallet_transactions t
      join wallet_entries e on e.transaction_id = t.id
      join wallet_accounts a on a.id = e.account_id
      where a.player_id is not null
      group by t.id, t.kind, a.player_id
      having bool_or(a.kind = 'real') and bool_or(a.kind = 'bonus')`);
    expect(crossings.length).toBeGreaterThan(0);
    for (const c of crossings) {
      const real = Number(c.real);
      const bonus = Number(c.bonus);
      if (Math.sign(real) !== Math.sign(bonus))
        expect({ kind: c.kind, bonusToReal: bonus < 0 && real > 0 }).toEqual({ kind: 'bonus_commit', bonusToReal: true });
      else expect(['bet', 'win', 'rollback']).toContain(c.kind);
    }
    // every movement of a player's bonus account is one of the documented kinds
    const kinds = await rows<{ kind: string }>(sql`
      select distinct t.kind from wallet_transactions t
      join wallet_entries e on e.transaction_id = t.id
      join wallet_accounts a on a.id = e.account_id
      where a.player_id is not null and a.kind = 'bonus'`);
    for (const k of kinds)
      expect(['bonus_activate', 'bonus_park', 'bonus_forfeit', 'bonus_expire', 'bonus_commit', 'bet', 'win', 'rollback']).toContain(k.kind);
    expect(kinds.map((k) => k.kind)).toEqual(expect.arrayContaining(['bonus_activate', 'bet', 'bonus_commit']));
  }, 600_000);
});
