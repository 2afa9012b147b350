import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makePlayer, makeWallet } from '../factories';
import { adminSuite, signedInOperator } from './support';
import type { Client } from '../../src/modules/auth/test/support';

/**
 * The dashboard and the GGR reports are the ledger's figures: a seeded day of deposits, bets, wins,
 * a rolled-back bet, a cashback and a withdrawal (and activity the day before, which must not count),
 * and every figure equals what the ledger's own entries add up to.
 */
const DAY = '2026-03-10';
const BEFORE = '2026-03-09';
const BUILTIN = 'fortuna-pharaoh-lines';

describe('back-office dashboard and reports', () => {
  const t = adminSuite();
  let analyst: Client;
  let catalogueGame: { url: string; name: string; studio: string };
  const ids = {} as { a: string; b: string; c: string };

  beforeAll(async () => {
    const list = (await t.app.inject({ url: '/api/search/games?orderType=az' })).json() as {
      games: { url: string; name: string; provider: { name: string } }[];
    };
    const g = list.games[0];
    catalogueGame = { url: g.url, name: g.name, studio: g.provider.name };

    const wallet = makeWallet(t);
    const at = (when: string) => t.clock.set(new Date(when));
    const bet = (playerId: string, gameId: string, amount: number, key: string) =>
      wallet.post({
        kind: 'bet',
        idempotencyKey: key,
        playerId,
        currency: 'EUR',
        reference: `round-${key}`,
        legs: [
          { account: { playerId, kind: 'real' }, amount: -amount },
          { account: { system: 'house' }, amount },
        ],
        metadata: { gameId, roundId: `round-${key}` },
      });
    const win = (playerId: string, gameId: string, amount: number, key: string) =>
      wallet.post({
        kind: 'win',
        idempotencyKey: key,
        playerId,
        currency: 'EUR',
        legs: [
          { account: { system: 'house' }, amount: -amount },
          { account: { playerId, kind: 'real' }, amount },
        ],
        metadata: { gameId },
      });

    ids.a = (await makePlayer(t, { country: 'DE', registeredAt: new Date(`${BEFORE}T08:00:00Z`) })).id;
    ids.b = (await makePlayer(t, { country: 'FI', registeredAt: new Date(`${DAY}T09:00:00Z`) })).id;
    ids.c = (await makePlayer(t, { country: 'DE', registeredAt: new Date(`${DAY}T09:30:00Z`) })).id;

    // the day before: must not count for DAY
    at(`${BEFORE}T20:00:00Z`);
    await wallet.credit({ playerId: ids.a, currency: 'EUR', amount: 100_000, kind: 'deposit', idempotencyKey: 'dep-a-0' });
    await bet(ids.a, BUILTIN, 9_999, 'bet-a-0');

    // DAY
    at(`${DAY}T00:00:00Z`);
    await wallet.credit({ playerId: ids.b, currency: 'EUR', amount: 20_000, kind: 'deposit', idempotencyKey: 'dep-b-1' });
    at(`${DAY}T10:00:00Z`);
    await bet(ids.a, BUILTIN, 1_000, 'bet-a-1');
    await win(ids.a, BUILTIN, 2_500, 'win-a-1');
    await bet(ids.a, catalogueGame.url, 2_000, 'bet-a-2');
    await bet(ids.a, catalogueGame.url, 500, 'bet-a-3');
    await wallet.reverse({ originalKey: 'bet-a-3', idempotencyKey: 'rb-a-3', kind: 'rollback' });
    await bet(ids.b, catalogueGame.url, 3_000, 'bet-b-1');
    await wallet.credit({ playerId: ids.b, currency: 'EUR', amount: 700, kind: 'cashback', idempotencyKey: 'cb-b-1' });
    await wallet.transfer({
      kind: 'withdrawal',
      idempotencyKey: 'wd-a-1',
      currency: 'EUR',
      amount: 5_000,
      from: { playerId: ids.a, kind: 'real' },
      to: { system: 'withdrawal_pending' },
      playerId: ids.a,
    });
    await wallet.credit({ playerId: ids.c, currency: 'EUR', amount: 1_234, kind: 'deposit', idempotencyKey: 'dep-c-1' });
    at(`${DAY}T23:59:59Z`);
    await win(ids.b, catalogueGame.url, 400, 'win-b-1');

    // the next day (today on the clock): must not count for DAY either
    at('2026-03-11T00:00:00Z');
    await bet(ids.b, BUILTIN, 100, 'bet-b-2');
    analyst = (await signedInOperator(t, 'analyst')).client;
  }, 180_000);

  /** what the ledger's player entries of a kind add up to on a UTC day (the independent check) */
  async function ledgerSum(kinds: string[], day: string): Promise<number> {
    const result = (await t.database.db.execute(
      sql`select coalesce(sum(e.amount), 0)::bigint as total from wallet_entries e
          join wallet_transactions tr on tr.id = e.transaction_id
          join wallet_accounts a on a.id = e.account_id
          where a.player_id is not null and tr.kind in (${sql.join(
            kinds.map((k) => sql`${k}`),
            sql`, `,
          )})
            and tr.created_at >= ${`${day}T00:00:00Z`} and tr.created_at < ${`${day}T00:00:00Z`}::timestamptz + interval '1 day'`,
    )) as unknown as { rows: { total: string | number }[] };
    return Number(result.rows[0].total);
  }

  it("the day's figures equal the ledger's", async () => {
    const res = await analyst.req('GET', `/api/admin/dashboard?from=${DAY}&to=${DAY}`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();

    const ledger = {
      deposits: await ledgerSum(['deposit'], DAY),
      withdrawals: -(await ledgerSum(['withdrawal', 'withdrawal_return'], DAY)),
      bets: -(await ledgerSum(['bet', 'rollback'], DAY)),
      wins: await ledgerSum(['win', 'jackpot_win'], DAY),
      bonusCost: await ledgerSum(['cashback', 'bonus_commit', 'tournament_prize'], DAY),
    };
    // and what was seeded
    expect(ledger).toEqual({ deposits: 21_234, withdrawals: 5_000, bets: 6_000, wins: 2_900, bonusCost: 700 });
    expect(d.totals).toEqual([
      { currency: 'EUR', ...ledger, ggr: ledger.bets - ledger.wins, ngr: ledger.bets - ledger.wins - ledger.bonusCost },
    ]);
    expect(d.players).toEqual({ active: 2, new: 2 });
    expect(d.days).toEqual([{ day: DAY, ...d.totals[0], activePlayers: 2 }]);
    expect(d.newPlayers).toEqual([{ day: DAY, count: 2 }]);
    expect(d.topGames).toEqual([
      {
        gameId: catalogueGame.url,
        name: catalogueGame.name,
        studio: catalogueGame.studio,
        currency: 'EUR',
        bets: 5_000,
        wins: 400,
        ggr: 4_600,
        rounds: 2,
      },
      { gameId: BUILTIN, name: "Pharaoh's Lines", studio: 'Fortuna', currency: 'EUR', bets: 1_000, wins: 2_500, ggr: -1_500, rounds: 1 },
    ]);
    expect(d.topStudios).toEqual(
      catalogueGame.studio === 'Fortuna'
        ? [{ studio: 'Fortuna', currency: 'EUR', bets: 6_000, wins: 2_900, ggr: 3_100 }]
        : [
            { studio: catalogueGame.studio, currency: 'EUR', bets: 5_000, wins: 400, ggr: 4_600 },
            { studio: 'Fortuna', currency: 'EUR', bets: 1_000, wins: 2_500, ggr: -1_500 },
          ],
    );
    expect(d.pending).toEqual({ withdrawals: 0, kyc: 0, gdpr: 0, gdprOverdue: 0 });
  });

  it('a range adds the days up, each day on its own line; today is the default', async () => {
    const range = (await analyst.req('GET', `/api/admin/dashboard?from=${BEFORE}&to=${DAY}`)).json();
    expect(range.totals[0]).toMatchObject({ deposits: 121_234, bets: 15_999, wins: 2_900, ggr: 13_099, ngr: 12_399 });
    expect(range.days.map((x: { day: string; bets: number }) => [x.day, x.bets])).toEqual([
      [BEFORE, 9_999],
      [DAY, 6_000],
    ]);
    expect(range.players).toEqual({ active: 2, new: 3 });

    const today = (await analyst.req('GET', '/api/admin/dashboard')).json();
    expect(today).toMatchObject({ from: '2026-03-11', to: '2026-03-11', players: { active: 1, new: 0 } });
    expect(today.totals[0]).toMatchObject({ bets: 100, ggr: 100 });
  });

  it('bad ranges are 400, never 500', async () => {
    for (const q of ['from=2026-03-10&to=2026-03-01', 'from=2024-01-01&to=2026-03-10', 'from=10.03.2026', 'from=2026-02-31'])
      expect((await analyst.req('GET', `/api/admin/dashboard?${q}`)).statusCode, q).toBe(400);
  });

  it('reports GGR per day by game, studio, country and currency, sorted and paged on the server', async () => {
    const get = async (q: string) => {
      const res = await analyst.req('GET', `/api/admin/reports/ggr?from=${BEFORE}&to=${DAY}&${q}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const byGame = await get('by=game&sort=ggr&dir=desc');
    expect(byGame.total).toBe(3);
    expect(byGame.items.map((r: { day: string; key: string; ggr: number }) => [r.day, r.key, r.ggr])).toEqual([
      [BEFORE, BUILTIN, 9_999],
      [DAY, catalogueGame.url, 4_600],
      [DAY, BUILTIN, -1_500],
    ]);
    expect(byGame.items[0]).toMatchObject({ bonusCost: null, ngr: null, rounds: 1 });
    expect(byGame.totals).toEqual([{ currency: 'EUR', bets: 15_999, wins: 2_900, ggr: 13_099 }]);

    const paged = await get('by=game&sort=ggr&dir=asc&page=2&pageSize=2');
    expect(paged).toMatchObject({ total: 3, page: 2, items: [{ key: BUILTIN, day: BEFORE }] });

    const byCountry = await get('by=country&sort=key&dir=asc');
    expect(
      byCountry.items.map((r: { day: string; key: string; ggr: number; bonusCost: number }) => [r.day, r.key, r.ggr, r.bonusCost]),
    ).toEqual([
      [DAY, 'DE', 500, 0],
      [BEFORE, 'DE', 9_999, 0],
      [DAY, 'FI', 2_600, 700],
    ]);
    const byCurrency = await get('by=currency&sort=day&dir=asc');
    expect(byCurrency.items.map((r: { day: string; ngr: number }) => [r.day, r.ngr])).toEqual([
      [BEFORE, 9_999],
      [DAY, 2_400],
    ]);
    const byStudio = await get('by=studio&sort=bets&dir=desc');
    expect(byStudio.items[0]).toMatchObject({ day: BEFORE, key: 'Fortuna', bets: 9_999 });
  });

  it('exports the whole report as CSV, amounts in major units', async () => {
    const res = await analyst.req('GET', `/api/admin/reports/ggr.csv?from=${BEFORE}&to=${DAY}&by=country&sort=key&dir=asc`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment; filename="ggr-by-country-2026-03-09-2026-03-10.csv"');
    expect(res.body.split('\r\n')).toEqual([
      'day,country,currency,bets,wins,ggr,bonus_cost,ngr,rounds',
      `${DAY},DE,EUR,30.00,25.00,5.00,0.00,5.00,2`,
      `${BEFORE},DE,EUR,99.99,0.00,99.99,0.00,99.99,1`,
      `${DAY},FI,EUR,30.00,4.00,26.00,7.00,19.00,1`,
      '',
    ]);
  });
});
