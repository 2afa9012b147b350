import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { bonusListSchema } from '@fortuna/contracts';
import { asPlayer } from '../../../test/test-sessions';
import { playerBonuses } from './bonuses.tables';
import { playerSuite } from '../../../test/suite';

const STATUSES = ['active', 'queued', 'cancelled', 'committed'] as const;
const DAY = 86_400_000;
const START = Date.UTC(2026, 9, 1, 10, 30, 0); // 1 Oct 2026 10:30:00 UTC

describe('bonus history (GET /api/bonus)', () => {
  const alice = randomUUID();
  const bob = randomUUID();
  const t = playerSuite();
  beforeAll(async () => {
    // granting arrives with the bonus issue: rows go straight into the table, one per day
    const rows = Array.from({ length: 45 }, (_, i) => ({
      id: randomUUID(),
      playerId: alice,
      status: STATUSES[i % 4],
      // one active bonus per player and currency (a unique index): older active rows get their own currency
      currency: STATUSES[i % 4] === 'active' && i !== 44 ? `A${String(i).padStart(2, '0')}` : 'EUR',
      initialAmount: 10_000 + i,
      amount: 5_000 + i,
      winning: i * 10,
      fullWager: 350_000,
      wageredAmount: i === 44 ? 400_000 : i * 1_000,
      wagerRatio: 35,
      grantKey: `test:${alice}:${i}`,
      createdAt: new Date(START + i * DAY),
      cancelAfter: i % 5 === 0 ? null : new Date(START + (i + 30) * DAY),
      updatedAt: new Date(START + i * DAY),
    }));
    rows.push({ ...rows[0], id: randomUUID(), playerId: bob, grantKey: `test:${bob}:0` });
    await t.database.db.insert(playerBonuses).values(rows);
  });

  const get = async (player: string | null, query = '') => {
    const res = await t.app.inject({ url: `/api/bonus${query}`, headers: player ? asPlayer(player) : {} });
    return { status: res.statusCode, body: res.json() };
  };

  it('needs a signed-in player; a new player has an empty list', async () => {
    expect((await get(null)).status).toBe(401);
    expect((await get(randomUUID())).body).toEqual({ collection: [], total: 0 });
  });

  it('pages of 20 by offset, newest first, with the total; own rows only', async () => {
    const first = bonusListSchema.parse((await get(alice, '?pagination[limit]=20&order[name]=id&order[direction]=DESC')).body);
    expect(first.total).toBe(45);
    expect(first.collection).toHaveLength(20);
    expect(first.collection[0]).toEqual({
      id: expect.any(String),
      date: '14/11/2026 10:30:00',
      cancelAfter: '14/12/2026 10:30:00',
      initialAmount: 10_044,
      amount: 5_044,
      winning: 440,
      fullWager: 350_000,
      wagerLeft: 0,
      status: 'active',
      currency: 'EUR',
    });
    const second = (await get(alice, '?pagination[limit]=20&pagination[offset]=20')).body;
    const third = (await get(alice, '?pagination[limit]=20&pagination[offset]=40')).body;
    expect(second.collection).toHaveLength(20);
    expect(third.collection).toHaveLength(5);
    const ids = [...first.collection, ...second.collection, ...third.collection].map((b: { id: string }) => b.id);
    expect(new Set(ids).size).toBe(45);
    expect(third.collection.at(-1)).toMatchObject({ date: '01/10/2026 10:30:00', cancelAfter: null, wagerLeft: 350_000 });
    expect((await get(alice, '?order[direction]=ASC&pagination[limit]=1')).body.collection[0].date).toBe('01/10/2026 10:30:00');
    expect((await get(bob)).body.total).toBe(1);
  });

  it('filters by status (repeated or comma-separated) and by start date, whole UTC days', async () => {
    const live = (await get(alice, '?statuses[]=active&statuses[]=queued&pagination[limit]=100')).body;
    expect(live.total).toBe(23);
    expect(new Set(live.collection.map((b: { status: string }) => b.status))).toEqual(new Set(['active', 'queued']));
    expect((await get(alice, '?statuses=cancelled,committed')).body.total).toBe(22);
    expect((await get(alice, '?statuses[]=committed')).body.total).toBe(11);
    // the site's query builder percent-encodes the brackets
    const encoded = (await get(alice, '?pagination%5Blimit%5D=1&pagination%5Boffset%5D=2&statuses%5B%5D=committed')).body;
    expect(encoded.total).toBe(11);
    expect(encoded.collection).toHaveLength(1);

    const days = (await get(alice, '?fromDate=2026-10-03&toDate=2026-10-05')).body;
    expect(days.total).toBe(3);
    expect(days.collection.map((b: { date: string }) => b.date.slice(0, 10))).toEqual(['05/10/2026', '04/10/2026', '03/10/2026']);
    expect((await get(alice, '?fromDate=2026-11-14')).body.total).toBe(1);
    expect((await get(alice, '?toDate=2026-09-30')).body).toEqual({ collection: [], total: 0 });
    expect((await get(alice, '?fromDate=2026-10-03&toDate=2026-10-05&statuses[]=active')).body.total).toBe(1);
  });

  it('answers bad input with a 400 envelope, never a 500', async () => {
    for (const q of [
      '?fromDate=2026-10-05&toDate=2026-10-03',
      '?fromDate=05/10/2026',
      '?toDate=2026-02-31x',
      '?statuses[]=won',
      '?statuses=active,nope',
      '?pagination[limit]=0',
      '?pagination[limit]=101',
      '?pagination[offset]=-1',
      '?order[direction]=sideways',
      '?order[name]=amount',
    ]) {
      const res = await get(alice, q);
      expect(res.status, q).toBe(400);
      expect(res.body).toMatchObject({ code: expect.any(Number), message: expect.any(String) });
    }
  });
});
