import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BONUS_CODE_ERRORS, ERROR_CODES } from '@fortuna/contracts';
import { asPlayer } from '../../../test/test-sessions';
import { playerSuite } from '../../../test/suite';

const OPERATOR = { authorization: 'Bearer operator-token-for-tests-0123456789' };
const JSON_HEADERS = { 'content-type': 'application/json' };

/** The HTTP side: who may call what, the envelopes, the operator data routes. */
describe('bonus routes', () => {
  const t = playerSuite();

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, player: string | null, body?: unknown, headers = {}) =>
    t.app.inject({
      method,
      url,
      headers: { ...(player ? asPlayer(player) : {}), ...(body !== undefined ? JSON_HEADERS : {}), ...headers },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });

  it('/promo lists the seeded campaigns in the asked language, without a session', async () => {
    const res = await call('GET', '/api/promo?locale=fr', null);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { id: string; title: string }[];
    expect(items.map((i) => i.id)).toEqual(['welcome', 'reload', 'weekly-cashback', 'free-spins', 'daily-spins', 'promo-code']);
    expect(items[0].title).toBe("Bonus de bienvenue de 100 % jusqu'à 200 EUR");
    expect((await call('GET', '/api/promo/reload', null)).json()).toMatchObject({ id: 'reload', reward: { percent: 50 } });
    expect((await call('GET', '/api/promo/nope', null)).statusCode).toBe(404);
  });

  it('campaign activation, count and the player-only routes', async () => {
    const p = randomUUID();
    expect((await call('GET', '/api/bonus-campaign/active-list', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/bonus-campaign/activate/welcome', p, {})).json()).toEqual({ id: 'welcome', status: 'activated' });
    const list = (await call('GET', '/api/bonus-campaign/active-list?locale=en', p)).json();
    expect(list.items.find((c: { id: string }) => c.id === 'welcome').status).toBe('activated');
    expect((await call('GET', '/api/bonus-campaign/count', p)).json()).toEqual({ count: 6, newAmount: 5 });
    expect((await call('POST', '/api/bonus-campaign/deactivate/welcome', p, {})).json()).toEqual({
      id: 'welcome',
      status: 'not_activated',
    });
    expect((await call('GET', '/api/bonus-campaign/history-list?page=1', p)).json()).toEqual({ items: [] });
    expect((await call('GET', '/api/player/cashback', p)).json()).toMatchObject({ percent: 10, amount: 0, taken: false });
    expect((await call('POST', '/api/player/cashback/take', p, {})).statusCode).toBe(403);
  });

  it('operator grants; a player cancels only their own bonus', async () => {
    const p = randomUUID();
    const other = randomUUID();
    expect(
      (await call('POST', '/api/operator/bonuses/grant', null, { playerId: p, templateId: 'promo-10', currency: 'EUR', grantKey: 'x' }))
        .statusCode,
    ).toBe(403);
    const granted = await call(
      'POST',
      '/api/operator/bonuses/grant',
      null,
      { playerId: p, templateId: 'promo-10', currency: 'EUR', grantKey: `g:${p}` },
      OPERATOR,
    );
    expect(granted.json()).toMatchObject({ status: 'active', amount: 1_000, fullWager: 30_000 });
    const id = granted.json().id;
    expect((await call('POST', `/api/bonus/${id}/cancel`, other, {})).statusCode).toBe(404);
    const balance = (await call('GET', '/api/player/balances', p)).json();
    expect(balance[0]).toMatchObject({ bonus: 1_000, activeBonus: { id, amount: 1_000, wagerLeft: 30_000 } });
    expect((await call('POST', `/api/bonus/${id}/cancel`, p, {})).json()).toMatchObject({ status: 'cancelled' });
    expect((await call('GET', '/api/player/balances', p)).json()[0]).toMatchObject({ bonus: 0, activeBonus: null });
  });

  it('a wrong code 5 times answers the lock (1012)', async () => {
    const p = randomUUID();
    for (let i = 0; i < 4; i++) {
      const res = await call('POST', '/api/bonus-code/activate', p, { code: `WRONG${i}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: BONUS_CODE_ERRORS.unknown });
    }
    const locked = await call('POST', '/api/bonus-code/activate', p, { code: 'WRONG5' });
    expect(locked.json()).toEqual({
      code: ERROR_CODES.promoCodeBruteForce,
      message: 'Too many attempts: bonus codes are blocked for 5 hours',
    });
    expect((await call('POST', '/api/bonus-code/activate', p, { code: 'FORTUNA10' })).json().code).toBe(ERROR_CODES.promoCodeBruteForce);
  });
  it("a campaign's texts per language: players read their own, an empty language falls back to English", async () => {
    const campaign = {
      templateId: 'reload-50',
      type: 'manual',
      title: { en: 'Autumn reload', de: 'Herbst-Reload', fi: '  ', pl: 'Jesienny reload' },
      description: { en: 'Fifty percent more', de: 'Fünfzig Prozent mehr', fi: '' },
      sort: 999,
    };
    const saved = await call('PUT', '/api/operator/bonus-campaigns/autumn-texts', null, campaign, OPERATOR);
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = (await call('GET', '/api/operator/bonus-campaigns', null, undefined, OPERATOR)).json();
    expect(stored.find((c: { id: string }) => c.id === 'autumn-texts')).toMatchObject({
      title: { en: 'Autumn reload', de: 'Herbst-Reload', pl: 'Jesienny reload' },
      description: { en: 'Fifty percent more', de: 'Fünfzig Prozent mehr' },
    });
    const promo = async (locale: string) => (await call('GET', `/api/promo/autumn-texts?locale=${locale}`, null)).json();
    expect(await promo('de')).toMatchObject({ title: 'Herbst-Reload', description: 'Fünfzig Prozent mehr' });
    expect(await promo('pl')).toMatchObject({ title: 'Jesienny reload', description: 'Fifty percent more' });
    expect(await promo('fi')).toMatchObject({ title: 'Autumn reload', description: 'Fifty percent more' });
    for (const bad of [{ xx: 'Hi' }, { en: 'x'.repeat(501) }, { en: 42 }]) {
      const res = await call('PUT', '/api/operator/bonus-campaigns/autumn-texts', null, { ...campaign, title: bad }, OPERATOR);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(Number), message: expect.any(String) });
    }
  });
});
