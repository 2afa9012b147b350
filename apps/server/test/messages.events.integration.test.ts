import { beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, testEnv } from './helpers';
import { asPlayer } from './test-sessions';
import { makePlayer } from './factories';
import type { BonusExpiring, BonusGranted } from '../src/modules/bonuses/bonuses.events';
import type { LimitApplied } from '../src/modules/responsible-gaming/responsible-gaming.events';
import { playerSuite } from './suite';

const OPERATOR = { authorization: `Bearer ${testEnv().OPERATOR_TOKEN}`, 'content-type': 'application/json' };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The inbox messages that the bonuses' and responsible gaming's events create (issue 21). */
describe('inbox messages from bonus and limit events', () => {
  const granted: BonusGranted[] = [];
  const expiring: BonusExpiring[] = [];
  const applied: LimitApplied[] = [];
  const t = playerSuite();
  beforeAll(async () => {
    t.events.on('bonuses.granted', (e) => void granted.push(e));
    t.events.on('bonuses.expiring', (e) => void expiring.push(e));
    t.events.on('responsibleGaming.limitApplied', (e) => void applied.push(e));
  });

  const post = (url: string, payload: object, headers: Record<string, string> = OPERATOR) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload });
  const inbox = async (player: string, query = '') => {
    const res = await t.app.inject({ url: `/api/messages${query}`, headers: asPlayer(player) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { unread: number; list: { title: string; body: string; category: string }[] };
  };
  const grant = async (playerId: string, templateId: string, grantKey: string) => {
    const res = await post('/api/operator/bonuses/grant', { playerId, templateId, currency: 'EUR', grantKey });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: string } | null;
  };
  const scan = async () => {
    const res = await post('/api/operator/bonuses/expiry-notices', {});
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { noticed: number }).noticed;
  };
  const tick = () => post('/api/operator/responsible-gaming/tick', {});

  it('a granted bonus and granted free spins each make one message in the player language', async () => {
    const player = (await makePlayer(t, { language: 'de' })).id;
    // the same grant twice (a retried call): one bonus, one event, one message
    for (let i = 0; i < 2; i++) await grant(player, 'promo-10', `operator:msg-${player}`);
    await grant(player, 'free-spins-20', `operator:fs-${player}`);
    expect(granted.filter((g) => g.playerId === player).map((g) => [g.kind, g.origin])).toEqual([
      ['bonus', 'operator'],
      ['freeSpins', 'operator'],
    ]);
    const de = await inbox(player);
    expect(de.list.map((m) => m.title)).toEqual(['Freispiele erhalten', 'Bonus erhalten']);
    expect(de.list[1].body).toContain('10.00 EUR');
    expect(de.list[1].body).toContain('href="/de/player/bonus"');
    expect(de.list[0].body).toContain('20 Freispiele');
    // rendered when read: in English when the site asks in English
    expect((await inbox(player, '?locale=en')).list.map((m) => m.title)).toEqual(['Free spins received', 'Bonus received']);
  });

  it('a bonus expiring within 24 hours is told once, however often the scan runs', async () => {
    const player = (await makePlayer(t, { language: 'fr' })).id;
    const bonus = await grant(player, 'promo-10', `operator:exp-${player}`); // valid 14 days
    t.clock.advance(13 * DAY - HOUR);
    await scan();
    expect(expiring.filter((e) => e.bonusId === bonus!.id)).toHaveLength(0);
    t.clock.advance(2 * HOUR);
    await scan();
    await scan();
    expect(expiring.filter((e) => e.bonusId === bonus!.id)).toEqual([
      expect.objectContaining({ playerId: player, amount: 1_000, currency: 'EUR' }),
    ]);
    const fr = await inbox(player);
    expect(fr.list.map((m) => m.title)).toEqual(['Votre bonus expire bientôt', 'Bonus reçu']);
    expect(fr.list[0].body).toContain('10.00 EUR');
  });

  it('a raised, a removed and a longer session limit each make one message when they take effect', async () => {
    const player = (await makePlayer(t, { language: 'de' })).id;
    const me = asPlayer(player);
    await post('/api/profile/metrics/deposit/save', { period: 'daily', amount: 20 }, me);
    await post('/api/profile/metrics/deposit/save', { period: 'daily', amount: 100 }, me);
    await post('/api/profile/metrics/loss/save', { period: 'weekly', amount: 50 }, me);
    await post('/api/profile/metrics/loss/delete', { period: 'weekly' }, me);
    await post('/api/profile/metrics/session/save', { minutes: 60 }, me);
    await post('/api/profile/metrics/session/save', { minutes: 120 }, me);
    // a lower limit applies at once: no message for it
    expect((await inbox(player)).list).toEqual([]);
    t.clock.advance(DAY);
    await tick();
    await tick();
    expect(applied.filter((a) => a.playerId === player).map((a) => [a.kind, a.value])).toEqual(
      expect.arrayContaining([
        ['deposit_daily', 10_000],
        ['loss_weekly', null],
        ['session', 120],
      ]),
    );
    const de = await inbox(player);
    expect(de.list).toHaveLength(3);
    const bodies = de.list.map((m) => m.body).join('\n');
    expect(bodies).toContain('dein tägliches Einzahlungslimit jetzt 100.00 EUR');
    expect(bodies).toContain('wurde dein wöchentliches Verlustlimit aufgehoben');
    expect(bodies).toContain('dein Sitzungszeitlimit jetzt 120 Minuten');
    expect(bodies).toContain('href="/de/player/exclusion"');
    expect(de.list.map((m) => m.title).sort()).toEqual([
      'Dein Limit wurde aufgehoben',
      'Dein Limit wurde geändert',
      'Dein Limit wurde geändert',
    ]);
  });

  it.runIf(onPostgres)('parallel scans and ticks on PostgreSQL tell each bonus and each limit change exactly once', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => makePlayer(t, { language: 'pl' })));
    const bonuses: string[] = [];
    for (const p of players) bonuses.push((await grant(p.id, 'promo-10', `operator:par-${p.id}`))!.id);
    for (const p of players) {
      await post('/api/profile/metrics/wager/save', { period: 'monthly', amount: 10 }, asPlayer(p.id));
      await post('/api/profile/metrics/wager/save', { period: 'monthly', amount: 500 }, asPlayer(p.id));
    }
    t.clock.advance(14 * DAY - HOUR);
    const counts = await Promise.all(Array.from({ length: 8 }, () => scan()));
    await Promise.all(Array.from({ length: 8 }, () => tick()));
    const mine = expiring.filter((e) => bonuses.includes(e.bonusId));
    expect(mine.map((e) => e.bonusId).sort()).toEqual([...bonuses].sort());
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(bonuses.length);
    const ids = new Set(players.map((p) => p.id));
    expect(applied.filter((a) => ids.has(a.playerId) && a.kind === 'wager_monthly')).toHaveLength(players.length);
    for (const p of players) {
      const pl = await inbox(p.id);
      expect(pl.list.map((m) => m.title).sort()).toEqual(['Otrzymano bonus', 'Twój bonus wkrótce wygaśnie', 'Twój limit się zmienił']);
    }
  });
});
