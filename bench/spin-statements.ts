/**
 * The SQL statements of one real-money spin, in order, and the average per spin over 20 spins
 * (GAME=lucky-sevens by default), on a fresh PostgreSQL database:
 *   node --import tsx bench/spin-statements.ts
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { asPlayer } from '../apps/server/src/modules/rgs/test/rgs.test-support';
import { spinApp, withDatabase } from './spin-app';
const log: string[] = [];
let on = false;
const orig = pg.Client.prototype.query as any;
(pg.Client.prototype as any).query = function (this: any, q: any, ...rest: any[]) {
  if (on) log.push(typeof q === 'string' ? q : (q.text ?? JSON.stringify(q)));
  return orig.call(this, q, ...rest);
};
await withDatabase('trace', async (databaseUrl) => {
  const { app, wallet } = await spinApp(databaseUrl, 5);
  const player = randomUUID();
  await wallet.credit({
    playerId: player,
    currency: 'EUR',
    amount: 100_000_000,
    kind: 'deposit',
    idempotencyKey: `b-${player}`,
    from: 'provider_clearing',
  });
  const post = async (url: string, payload: unknown) => {
    const r = await app.inject({ method: 'POST', url, payload, headers: asPlayer(player) });
    return r.json();
  };
  const launch = await post(`/api/game/real/${process.env.GAME ?? 'lucky-sevens'}`, {});
  const session = await post('/api/rgs/session', { token: launch.token });
  for (let i = 0; i < 3; i++) await post('/api/rgs/play', { sessionId: session.sessionId, bet: { amount: 100 } });
  on = true;
  const N = 20;
  for (let i = 0; i < N; i++) {
    const r = await post('/api/rgs/play', { sessionId: session.sessionId, bet: { amount: 100 } });
    if (i === 0) log.push('----- end of spin 1 ' + JSON.stringify(r).slice(0, 100));
  }
  on = false;
  const first = log.indexOf(log.find((l) => l.startsWith('-----'))!);
  console.log(
    log
      .slice(0, first + 1)
      .map((l, i) => `${i + 1}: ${l.replace(/\s+/g, ' ').slice(0, 230)}`)
      .join('\n'),
  );
  console.log('avg statements per spin', (log.length - 1) / N);
  await app.close();
});
process.exit(0);
