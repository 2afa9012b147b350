import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_BLOCK_MESSAGES, RGS_ERROR_CODES } from '@fortuna/contracts';
import { buildRgsTestApp, type RgsTestApp } from '../../../test/round-app';
import { asPlayer, fundedPlayer, launchAndOpen, spin } from '../rgs/test/rgs.test-support';
import { BUILTIN_GAMES, type LimitsPort, type PlayerFacts } from '../rgs';

/** The refusals and the player gates, with ports that say no: one gate, whichever transport brings the bet. */
describe('game-blocked messages and player gates', () => {
  const facts = new Map<string, Partial<PlayerFacts>>();
  const limited = new Set<string>();
  const withBonus = new Set<string>();
  const limitChecks: Parameters<LimitsPort['checkBet']>[0][] = [];
  const games = [
    ...BUILTIN_GAMES,
    { ...BUILTIN_GAMES[0], id: 'closed', url: 'closed', blocked: true },
    { ...BUILTIN_GAMES[0], id: 'usd-only', url: 'usd-only', currencies: ['USD'] },
    { ...BUILTIN_GAMES[0], id: 'no-de', url: 'no-de', blockedCountries: ['DE'] },
    { ...BUILTIN_GAMES[0], id: 'no-bonus', url: 'no-bonus', blockedWithBonus: true },
  ];
  const ports = {
    games,
    players: {
      facts: async (id: string) => ({
        blocked: false,
        selfExcluded: false,
        profileComplete: true,
        country: 'DE',
        currency: 'EUR',
        ...facts.get(id),
      }),
    },
    limits: {
      checkBet: async (input: Parameters<LimitsPort['checkBet']>[0]) => {
        limitChecks.push(input);
        return limited.has(input.playerId) ? ('limit_exceeded' as const) : null;
      },
    },
    bonuses: { hasActiveBonus: async (id: string) => withBonus.has(id) },
  };
  let t: RgsTestApp;
  let http: RgsTestApp;
  let app: RgsTestApp['app'];

  beforeAll(async () => {
    t = await buildRgsTestApp(ports);
    http = await buildRgsTestApp({ ...ports, http: true });
    app = t.app;
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await http.close();
  });

  const launch = (url: string, player: string) =>
    app.inject({ method: 'POST', url: `/api/game/real/${url}`, headers: { 'content-type': 'application/json', ...asPlayer(player) } });

  it('refuses a blocked game with the spec message for each reason', async () => {
    const player = randomUUID();
    withBonus.add(player);
    for (const [url, reason] of [
      ['closed', 'technical'],
      ['usd-only', 'currency'],
      ['no-de', 'country'],
      ['no-bonus', 'bonus'],
    ] as const) {
      const res = await launch(url, player);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: RGS_ERROR_CODES[`game_blocked_${reason}`], message: GAME_BLOCK_MESSAGES[reason] });
    }
    expect((await launch('pharaoh-lines', player)).statusCode).toBe(200);
    // demo play stays open except for technical reasons
    expect(
      (await app.inject({ method: 'POST', url: '/api/game/demo/usd-only', headers: { 'content-type': 'application/json' } })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'POST', url: '/api/game/demo/closed', headers: { 'content-type': 'application/json' } })).statusCode,
    ).toBe(403);
  });

  it('refuses blocked, self-excluded and incomplete-profile players', async () => {
    const cases: [Partial<PlayerFacts>, number][] = [
      [{ blocked: true }, RGS_ERROR_CODES.player_blocked],
      [{ selfExcluded: true }, RGS_ERROR_CODES.self_excluded],
      [{ profileComplete: false }, RGS_ERROR_CODES.profile_incomplete],
    ];
    for (const [f, code] of cases) {
      const player = randomUUID();
      facts.set(player, f);
      const res = await launch('pharaoh-lines', player);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(code);
    }
  });

  it('a bet over a responsible-gaming limit is refused and takes nothing', async () => {
    const player = randomUUID();
    const session = await launchAndOpen(t, 'pharaoh-lines', player);
    limited.add(player);
    const res = await app.inject({
      method: 'POST',
      url: '/api/rgs/play',
      payload: { sessionId: session.sessionId, bet: { amount: 20 } },
      headers: asPlayer(player),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(RGS_ERROR_CODES.limit_exceeded);
  });

  for (const transport of ['in-process', 'http'] as const) {
    it(`${transport}: the gate runs once per bet, on the casino side, and a refusal changes nothing`, async () => {
      const a = transport === 'http' ? http : t;
      const player = await fundedPlayer(a.wallet, 10_000);
      const session = await launchAndOpen(a, 'no-bonus', player);
      limitChecks.length = 0;
      const ok = await spin(a, session.sessionId, player, { bet: { amount: 20 } });
      expect(ok.statusCode).toBe(200);
      expect(limitChecks).toEqual([{ playerId: player, currency: 'EUR', amount: 20, gameId: 'no-bonus' }]);
      let round = ok.json().round;
      while (round.status === 'open') round = (await spin(a, session.sessionId, player, { action: { type: 'spin' } })).json().round;
      const balance = (await a.wallet.balance(player, 'EUR')).real;
      for (const [set, code] of [
        [() => limited.add(player), RGS_ERROR_CODES.limit_exceeded],
        [() => facts.set(player, { blocked: true }), RGS_ERROR_CODES.player_blocked],
        [() => facts.set(player, { selfExcluded: true }), RGS_ERROR_CODES.self_excluded],
        [() => withBonus.add(player), RGS_ERROR_CODES.game_blocked_bonus],
      ] as const) {
        limited.delete(player);
        facts.delete(player);
        withBonus.delete(player);
        set();
        const refused = await spin(a, session.sessionId, player, { bet: { amount: 20 } });
        expect(refused.statusCode).toBe(403);
        expect(refused.json().code).toBe(code);
      }
      limited.delete(player);
      facts.delete(player);
      withBonus.delete(player);
      expect((await a.wallet.balance(player, 'EUR')).real).toBe(balance);
      expect(await a.wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: [], unbalancedTransactions: 0 });
    });
  }
});
