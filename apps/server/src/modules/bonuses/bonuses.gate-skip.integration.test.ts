import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bonusHarness, makeFixedTemplate, makeFundedPlayer } from '../../../test/bonus-harness';
import { testSuite } from '../../../test/suite';

/**
 * A bet whose gate read "no active bonus" skips the bonus engine's lock and read, and its round's
 * win in the same transaction skips the wager lookup. A bonus granted while such bets are in flight
 * must still be handled exactly: each bet is either before the grant (real money only, no wager) or
 * after it (its wager recorded, bonus money used once real money is gone), the bonus account holds
 * exactly the bonus's amount, its wagered amount is the sum of its wagers, and the ledger is exact.
 * Parallel on PostgreSQL; serial on PGlite.
 */
describe('a bet whose gate saw no bonus, racing a bonus grant', () => {
  const h = testSuite(bonusHarness);
  beforeAll(async () => {
    await makeFixedTemplate(h, { id: 'gate-skip', name: 'Gate skip', amount: 5_000, wagerRatio: 100 });
  }, 120_000);

  const rows = async <T>(q: ReturnType<typeof sql>) => ((await h.database.db.execute(q)) as unknown as { rows: T[] }).rows;

  /** one in-process round step: the bet and its win in one transaction (as the in-house studio plays) */
  const spin = (playerId: string, n: number, amount: number, win: number) => {
    const roundId = `gs-${n}-${playerId}`;
    const base = { playerId, currency: 'EUR', gameId: h.slot };
    return h.seamless.service.play({ ...base, amount }, async (_tx, money) => {
      await money.bet({ ...base, roundId, transactionId: `${roundId}:bet`, amount });
      return money.win({ ...base, roundId, transactionId: `${roundId}:win`, amount: win, roundClosed: true });
    });
  };

  it('bets before the grant take real money only; bets after it wager and use bonus money; the money is exact', async () => {
    for (let i = 0; i < 8; i++) {
      const p = await makeFundedPlayer(h, { amount: 1_000 });
      const results = await Promise.allSettled([
        ...[0, 1, 2, 3, 4, 5].map((n) => spin(p, n, 300, n % 2 ? 450 : 0)),
        h.bonuses.service.grant({ playerId: p, currency: 'EUR', templateId: 'gate-skip', grantKey: `gs:${p}` }),
      ]);
      for (const r of results)
        if (r.status === 'rejected') {
          // only the protocol's refusal (not enough money), never a server error
          const status = (r.reason as { status?: number }).status;
          expect(status, String(r.reason)).toBeGreaterThanOrEqual(400);
          expect(status, String(r.reason)).toBeLessThan(500);
        }
      // a bet after the grant has committed always sees the bonus
      await spin(p, 99, 300, 0);

      const active = await h.bonuses.service.activeBonus(p, 'EUR');
      expect(active).toBeTruthy();
      const balances = await h.wallet.balance(p, 'EUR');
      expect(balances.bonus).toBe(active!.amount);
      expect(balances.real).toBeGreaterThanOrEqual(0);

      const wagers = await rows<{ bet_key: string; real_stake: string; bonus_stake: string; contribution: string; bonus_id: string }>(
        sql`select bet_key, real_stake, bonus_stake, contribution, bonus_id from bonus_wagers where player_id = ${p}`,
      );
      expect(wagers.every((w) => w.bonus_id === active!.id)).toBe(true);
      expect(wagers.map((w) => w.bet_key)).toContain(`sw:gs-99-${p}:bet`);
      expect(active!.wageredAmount).toBe(wagers.reduce((n, w) => n + Number(w.contribution), 0));

      // each bet's posting: real and bonus legs as its wager says, real only without a wager
      const legs = await rows<{ key: string; kind: string; amount: string }>(
        sql`select t.idempotency_key as key, a.kind, e.amount from wallet_transactions t
            join wallet_entries e on e.transaction_id = t.id join wallet_accounts a on a.id = e.account_id
            where t.player_id = ${p} and t.kind in ('bet', 'win') and a.player_id = ${p}`,
      );
      const byKey = new Map<string, { real: number; bonus: number }>();
      for (const l of legs) {
        const m = byKey.get(l.key) ?? { real: 0, bonus: 0 };
        m[l.kind as 'real' | 'bonus'] += Number(l.amount);
        byKey.set(l.key, m);
      }
      for (const [k, m] of byKey) {
        if (!k.endsWith(':bet')) continue;
        const w = wagers.find((x) => x.bet_key === k);
        if (w) expect(m).toEqual({ real: 0 - Number(w.real_stake), bonus: 0 - Number(w.bonus_stake) });
        else expect(m).toEqual({ real: -300, bonus: 0 });
        // a round whose bet took no bonus money pays its win to real money only
        const won = byKey.get(k.replace(/:bet$/, ':win'));
        if (won && (!w || Number(w.bonus_stake) === 0)) expect(won.bonus).toBe(0);
      }
    }
    expect(await h.wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: [], unbalancedTransactions: 0 });
  }, 120_000);
});
