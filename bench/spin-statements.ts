/**
 * The SQL statements of one real-money spin, in order, and the average per round over 20 rounds
 * (SPINS=20; a round a feature keeps open is played to its end; GAME=lucky-sevens by default), on a
 * fresh PostgreSQL database:
 *   node --import tsx bench/spin-statements.ts
 */
import pg from 'pg';
import { asPlayer } from '../apps/server/src/modules/rgs/test/rgs.test-support';
import { spinApp, withDatabase } from './spin-app';
const log: string[] = [];
let on = false;
const orig = pg.Client.prototype.query as any;
(pg.Client.prototype as any).query = function (this: any, q: any, ...rest: any[]) {
  // a named (prepared) statement is shown with its name
  if (on) log.push(typeof q === 'string' ? q : `${q.name ? `[${q.name}] ` : ''}${q.text ?? JSON.stringify(q)}`);
  return orig.call(this, q, ...rest);
};
await withDatabase('trace', async (databaseUrl) => {
  const { app, fundedPlayer } = await spinApp(databaseUrl, 5);
  const player = await fundedPlayer('b');
  const post = async (url: string, payload: unknown) => {
    const r = await app.inject({ method: 'POST', url, payload, headers: asPlayer(player) });
    return r.json();
  };
  const launch = await post(`/api/game/real/${process.env.GAME ?? 'lucky-sevens'}`, {});
  const session = await post('/api/rgs/session', { token: launch.token });
  // a round a feature keeps open (free spins) is played to its end, as a player would
  const spin = async () => {
    let r = await post('/api/rgs/play', { sessionId: session.sessionId, bet: { amount: 100 } });
    let requests = 1;
    while (r.round?.status === 'open') {
      r = await post('/api/rgs/play', { sessionId: session.sessionId, action: { type: 'spin' } });
      requests++;
    }
    return { r, requests };
  };
  for (let i = 0; i < 3; i++) await spin();
  on = true;
  const N = Number(process.env.SPINS ?? 20);
  let requests = 0;
  for (let i = 0; i < N; i++) {
    const s = await spin();
    requests += s.requests;
    if (i === 0) log.push(`----- end of spin 1 (${s.requests} request(s)) ` + JSON.stringify(s.r).slice(0, 100));
  }
  on = false;
  const first = log.indexOf(log.find((l) => l.startsWith('-----'))!);
  console.log(
    log
      .slice(0, first + 1)
      .map((l, i) => `${i + 1}: ${l.replace(/\s+/g, ' ').slice(0, 230)}`)
      .join('\n'),
  );
  console.log(
    'avg statements per round',
    (log.length - 1) / N,
    'per request',
    ((log.length - 1) / requests).toFixed(2),
    `(${requests} requests for ${N} rounds)`,
  );
  await app.close();
});
process.exit(0);
