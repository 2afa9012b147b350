import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ERROR_CODES } from '@fortuna/contracts';
import { readMailbox } from './helpers';
import { playerSuite } from './suite';
import { makeFundedWallet, makePlayer, makeWallet } from './factories';
import { asPlayer } from './test-sessions';
import { seamless } from '../src/modules/rgs/test/rgs.test-support';
import { createTournamentsRepository } from '../src/modules/tournaments/tournaments.repository';
import { createTournamentsService } from '../src/modules/tournaments/tournaments.service';
import { createTournament, operatorHeaders, SLOT, SLOT_GAME_ID, tournamentInput } from './tournaments.test-support';

const CLEAN = { unbalancedCurrencies: [], driftedAccounts: [], unbalancedTransactions: 0 };

describe('awarding survives a crash between two prize payments', () => {
  const t = playerSuite();

  /** a second instance of the module's service on the same database, whose process can "die" after a payment */
  function instance(crashAfterPlace: number | null) {
    return createTournamentsService({
      repository: createTournamentsRepository(t.database.db),
      clock: t.clock,
      events: t.events,
      wallet: makeWallet(t),
      playerOf: async () => null,
      gamesOf: async (urls) => urls.map((url) => ({ url, name: url, icon: null, gameId: SLOT_GAME_ID })),
      afterPrizePaid: async (_id, place) => {
        if (place === crashAfterPlace) throw new Error('the process died after paying this place');
      },
    });
  }

  it('pays place 1, dies, and the next run pays places 2 and 3 only; a third run pays nothing; winners get a message and a mail; join then refuses with code 3', async () => {
    const prizes = [
      { place: 1, amount: 10_000 },
      { place: 2, amount: 5_000 },
      { place: 3, amount: 1_000 },
    ];
    const id = await createTournament(t, { games: [SLOT], prizes }, 1_000, 600_000);
    const players = [];
    // the second winner reads German; the third turned service mail off
    for (const [win, language] of [
      [900, 'en'],
      [500, 'de'],
      [100, 'en'],
    ] as const) {
      const p = (await makePlayer(t, { language })).id;
      await makeFundedWallet(t, p, { amount: 10_000 });
      const join = await t.app.inject({
        method: 'POST',
        url: `/api/tournament/${id}/join`,
        headers: { 'content-type': 'application/json', ...asPlayer(p) },
      });
      expect(join.statusCode).toBe(200);
      players.push({ id: p, win });
    }
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/emailService/unsubscribe',
      headers: { 'content-type': 'application/json', ...asPlayer(players[2].id) },
    });
    expect(off.statusCode).toBe(200);
    t.clock.advance(1_000);
    expect(await instance(null).tick()).toBeGreaterThan(0);
    for (const p of players) {
      await seamless(t, '/bet', {
        playerId: p.id,
        currency: 'EUR',
        gameId: SLOT_GAME_ID,
        roundId: `r-${p.id}`,
        transactionId: `b-${p.id}`,
        amount: 100,
      });
      await seamless(t, '/win', {
        playerId: p.id,
        currency: 'EUR',
        gameId: SLOT_GAME_ID,
        roundId: `r-${p.id}`,
        transactionId: `w-${p.id}`,
        amount: p.win,
      });
    }
    const wallet = makeWallet(t);
    const before = await Promise.all(players.map(async (p) => (await wallet.balance(p.id, 'EUR')).real));

    t.clock.advance(700_000);
    await expect(instance(1).tick()).rejects.toThrow('the process died');
    const paidAfterCrash = await Promise.all(players.map(async (p, i) => (await wallet.balance(p.id, 'EUR')).real - before[i]));
    expect(paidAfterCrash).toEqual([10_000, 0, 0]);

    // the restarted instance (after the dead one's lease ran out) finishes the job
    t.clock.advance(60_000);
    await instance(null).tick();
    await instance(null).tick();
    const paid = await Promise.all(players.map(async (p, i) => (await wallet.balance(p.id, 'EUR')).real - before[i]));
    expect(paid).toEqual([10_000, 5_000, 1_000]);
    const rows = (await t.database.db.execute(
      sql`select count(*)::int as n from wallet_transactions where kind = 'tournament_prize' and reference = ${`tournament:${id}`}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0].n).toBe(3);
    expect(await wallet.audit()).toEqual(CLEAN);
    // each winner got one inbox message (through the messages module's events seam)
    const messages = (await t.database.db.execute(
      sql`select player_id, params from messages where template = 'tournament.prizeWon' order by player_id`,
    )) as unknown as { rows: { player_id: string; params: { place: number; amount: number } }[] };
    expect(messages.rows.map((m) => [m.player_id, m.params.place, m.params.amount]).sort()).toEqual(
      [
        [players[0].id, 1, 10_000],
        [players[1].id, 2, 5_000],
        [players[2].id, 3, 1_000],
      ].sort(),
    );

    // and one mail each, in their own language, with an absolute link; none to who turned service mail off
    const { mails } = await readMailbox(t.app);
    const prizeMails = mails.filter((m) => m.template === 'message.tournament.prizeWon');
    const emails = await Promise.all(
      players.map(
        async (p) =>
          ((await t.database.db.execute(sql`select email from players where id = ${p.id}`)) as unknown as { rows: { email: string }[] })
            .rows[0].email,
      ),
    );
    expect(prizeMails.map((m) => m.to).sort()).toEqual([emails[0], emails[1]].sort());
    const german = prizeMails.find((m) => m.to === emails[1])!;
    expect(german.subject).not.toBe(prizeMails.find((m) => m.to === emails[0])!.subject);
    expect(german.subject).toBe('Turnierpreis gewonnen');
    expect(german.links.length).toBe(1);
    expect(german.links[0]).toMatch(/^https?:\/\/[^/]+\/de\//);
    expect(german.text).toContain(german.links[0]);

    const detail = (await t.app.inject({ url: `/api/tournament/${id}` })).json();
    expect(detail).toMatchObject({ status: 'awarded' });
    const late = (await makePlayer(t)).id;
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/tournament/${id}/join`,
      headers: { 'content-type': 'application/json', ...asPlayer(late) },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: ERROR_CODES.tournamentStatusControl });
  });

  it('only one instance drives the lifecycle: the lease', async () => {
    const a = instance(null);
    const b = instance(null);
    await createTournament(t, {}, 1_000, 600_000);
    t.clock.advance(120_000);
    const movedA = await a.tick();
    const movedB = await b.tick();
    expect(movedA).toBeGreaterThan(0);
    expect(movedB).toBe(0);
  });
});

describe('bonus and free-spin prizes', () => {
  const t = playerSuite();

  const template = (id: string, body: object) =>
    t.app.inject({ method: 'PUT', url: `/api/operator/bonus-templates/${id}`, headers: operatorHeaders(), payload: body });

  it('are granted once through the bonus engine (also when awarding runs again), refused when the template or value is wrong', async () => {
    expect((await template('prize-bonus', { name: 'Prize bonus', kind: 'fixed', amount: 2_000, wagerRatio: 10 })).statusCode).toBe(200);
    expect(
      (
        await template('prize-spins', {
          name: 'Prize spins',
          kind: 'free_spins',
          freeSpinsGame: SLOT_GAME_ID,
          freeSpinsCount: 10,
          freeSpinsBet: 50,
        })
      ).statusCode,
    ).toBe(200);
    const prizes = [
      { place: 1, amount: 10_000 },
      { place: 2, amount: 2_000, bonusTemplate: 'prize-bonus' },
      { place: 3, amount: 500, bonusTemplate: 'prize-spins' },
    ];
    // the value must be the template's, and the template a fixed or free-spins one
    const create = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/operator/tournaments',
        headers: operatorHeaders(),
        payload: tournamentInput(t, body, 1_000, 600_000),
      });
    const wrongValue = await create({ prizes: [prizes[0], { ...prizes[1], amount: 1_999 }] });
    expect(wrongValue.statusCode).toBe(400);
    expect(wrongValue.json().errors.prizes[0]).toContain('2000');
    expect((await create({ prizes: [prizes[0], { place: 2, amount: 100, bonusTemplate: 'welcome-100' }] })).statusCode).toBe(400);
    expect((await create({ prizes: [prizes[0], { place: 2, amount: 100, bonusTemplate: 'no-such-template' }] })).statusCode).toBe(400);

    const id = await createTournament(t, { games: [SLOT], prizes }, 1_000, 600_000);
    // the operator edits both templates afterwards: the prizes already promised keep their values and wagering
    expect((await template('prize-bonus', { name: 'Prize bonus', kind: 'fixed', amount: 5_000, wagerRatio: 40 })).statusCode).toBe(200);
    expect(
      (
        await template('prize-spins', {
          name: 'Prize spins',
          kind: 'free_spins',
          freeSpinsGame: SLOT_GAME_ID,
          freeSpinsCount: 30,
          freeSpinsBet: 50,
        })
      ).statusCode,
    ).toBe(200);
    const shown = (await t.app.inject({ url: `/api/tournament/${id}` })).json();
    expect(shown.conditions.prizes).toEqual([
      { place: 1, amount: 10_000, kind: 'cash' },
      { place: 2, amount: 2_000, kind: 'bonus', wagerRatio: 10 },
      { place: 3, amount: 500, kind: 'freeSpins', wagerRatio: 0 },
    ]);
    const players: string[] = [];
    for (let i = 0; i < 3; i++) {
      const p = (await makePlayer(t)).id;
      await makeFundedWallet(t, p, { amount: 10_000 });
      await t.app.inject({
        method: 'POST',
        url: `/api/tournament/${id}/join`,
        headers: { 'content-type': 'application/json', ...asPlayer(p) },
      });
      players.push(p);
    }
    t.clock.advance(1_000);
    await t.app.inject({ method: 'POST', url: '/api/operator/tournaments/lifecycle', headers: operatorHeaders() });
    for (const [i, p] of players.entries()) {
      const round = { playerId: p, currency: 'EUR', gameId: SLOT_GAME_ID, roundId: `bp-${p}` };
      await seamless(t, '/bet', { ...round, transactionId: `bpb-${p}`, amount: 100 });
      await seamless(t, '/win', { ...round, transactionId: `bpw-${p}`, amount: [900, 500, 100][i] });
    }
    t.clock.advance(700_000);
    for (let run = 0; run < 3; run++)
      await t.app.inject({ method: 'POST', url: '/api/operator/tournaments/lifecycle', headers: operatorHeaders() });

    const count = async (q: ReturnType<typeof sql>) => ((await t.database.db.execute(q)) as unknown as { rows: { n: number }[] }).rows[0].n;
    expect(
      await count(
        sql`select count(*)::int as n from wallet_transactions where kind = 'tournament_prize' and reference = ${`tournament:${id}`}`,
      ),
    ).toBe(1);
    expect(
      await count(
        sql`select count(*)::int as n from player_bonuses where player_id = ${players[1]} and template_id = 'prize-bonus' and initial_amount = 2000 and wager_ratio = 10`,
      ),
    ).toBe(1);
    expect(
      await count(
        sql`select count(*)::int as n from bonus_free_spins where player_id = ${players[2]} and template_id = 'prize-spins' and total = 10 and bet = 50`,
      ),
    ).toBe(1);
    expect(await count(sql`select count(*)::int as n from tournament_payouts where tournament_id = ${id} and paid_at is not null`)).toBe(3);
    const templates = (
      (await t.database.db.execute(
        sql`select player_id, template from messages where template like 'tournament.%' and player_id in (${sql.join(
          players.map((p) => sql`${p}::uuid`),
          sql`, `,
        )})`,
      )) as unknown as { rows: { player_id: string; template: string }[] }
    ).rows;
    expect(Object.fromEntries(templates.map((m) => [m.player_id, m.template]))).toEqual({
      [players[0]]: 'tournament.prizeWon',
      [players[1]]: 'tournament.bonusPrizeWon',
      [players[2]]: 'tournament.freeSpinsPrizeWon',
    });
    expect(await makeWallet(t).audit()).toEqual(CLEAN);
  });
});
