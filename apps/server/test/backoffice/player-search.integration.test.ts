import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makePlayer } from '../factories';
import { adminSuite, playerWithWithdrawals, suiteOperator } from './support';

describe('the back office player search by address and device, and the shared-device risk flag', () => {
  const t = adminSuite();
  const support = suiteOperator(t, 'support');
  const payments = suiteOperator(t, 'payments');

  /** a login session of the player, as the auth module stores it at sign-in */
  const session = async (playerId: string, deviceId: string, ip: string) => {
    const at = t.clock.now();
    await t.database.db.execute(sql`
      insert into auth_sessions (player_id, token_hash, device_id, ip, user_agent, created_at, last_seen_at, expires_at)
      values (${playerId}, ${randomUUID()}, ${deviceId}, ${ip}, 'test', ${at}, ${at}, ${new Date(at.getTime() + 86_400_000)})`);
  };
  const search = async (q: string) => {
    const res = await support.client.req('GET', `/api/admin/players?q=${encodeURIComponent(q)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: string }[] | { items: { id: string }[] } as unknown;
  };
  const ids = (found: unknown) => (Array.isArray(found) ? found : (found as { items: { id: string }[] }).items).map((p) => p.id).sort();

  it('finds every player seen at an IP address or on a device id; loopback links nobody', async () => {
    const [a, b, c] = await Promise.all([makePlayer(t), makePlayer(t), makePlayer(t)]);
    const device = randomUUID();
    await session(a.id, device, '203.0.113.7');
    await session(b.id, device, '198.51.100.2');
    await session(c.id, randomUUID(), '127.0.0.1');

    expect(ids(await search('203.0.113.7'))).toEqual([a.id]);
    expect(ids(await search('198.51.100.2'))).toEqual([b.id]);
    expect(ids(await search(device))).toEqual([a.id, b.id].sort());
    // a player id still finds that one player
    expect(ids(await search(c.id))).toEqual([c.id]);
    expect(ids(await search('192.0.2.99'))).toEqual([]);
    // hostile text is a plain value of the query
    expect(ids(await search("' or 1=1 --"))).toEqual([]);
  });

  it('flags a withdrawal of a player who shares a device or a client address with another account', async () => {
    const shared = await playerWithWithdrawals(t, [3_000]);
    const alone = await playerWithWithdrawals(t, [3_000]);
    const other = await makePlayer(t);
    await session(shared.player, randomUUID(), '203.0.113.50');
    await session(other.id, randomUUID(), '203.0.113.50');
    // loopback (a local proxy, an internal call) is nobody's address
    await session(alone.player, randomUUID(), '127.0.0.1');
    await session(other.id, randomUUID(), '127.0.0.1');

    const queue = await payments.client.req('GET', '/api/admin/withdrawals');
    expect(queue.statusCode, queue.body).toBe(200);
    const items = queue.json().items as { playerId: string; flags: string[] }[];
    expect(items.find((w) => w.playerId === shared.player)?.flags).toContain('sharedDevice');
    expect(items.find((w) => w.playerId === alone.player)?.flags).not.toContain('sharedDevice');
  });
});
