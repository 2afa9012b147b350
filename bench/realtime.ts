/**
 * Real-time hub benchmark: connected clients held and deliveries per second, for 1,000 and 5,000
 * clients, on one fan-out channel and on per-player channels. Loopback only, bounded in time.
 *
 *   node --import tsx bench/realtime.ts [--sizes 1000,5000] [--fanout 40] [--rounds 10] [--redis redis://127.0.0.1:6379]
 *
 * The hub runs in a child process (so client work does not share its event loop); clients are raw
 * `ws` sockets speaking the Centrifugo JSON protocol (connect + subscribe in one frame, pong on
 * ping) and count publication pushes without parsing them. Each publication (fan-out) or round of
 * publications (per player) is made in its own turn of the hub's event loop, so each becomes its own
 * frame to each client, as real pushes do (before 2026-11-25 the in-process runs let them merge).
 * It prints the CPU the hub, the clients and redis-server used while delivering;
 * `BENCH_HUB_CPU_PROF=/tmp/hub` also writes the hub's CPU profile of each phase.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { realtimeChannel } from '@fortuna/contracts';
import { systemClock } from '../apps/server/src/platform/clock';
import { createTokenService, tokenSecret } from '../apps/server/src/modules/realtime/realtime.tokens';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,5000' },
    fanout: { type: 'string', default: '40' },
    rounds: { type: 'string', default: '10' },
    redis: { type: 'string' },
    'time-limit': { type: 'string', default: '60' },
  },
});
const SIZES = values.sizes!.split(',').map(Number);
const FANOUT_PUBLICATIONS = Number(values.fanout);
const PER_PLAYER_ROUNDS = Number(values.rounds);
const TIME_LIMIT_MS = Number(values['time-limit']) * 1000;
const PROJECT = 'fortuna';
const SESSION_SECRET = `bench-${randomUUID()}-${randomUUID()}`;

const tokens = createTokenService({ secret: tokenSecret({ SESSION_SECRET }, () => ''), clock: systemClock });

interface Result {
  scenario: string;
  clients: number;
  held: number;
  connectMs: number;
  publications: number;
  deliveries: number;
  deliverMs: number;
  deliveriesPerSec: number;
  serverRssMb: number;
  /** CPU spent while delivering: the hub's process, the clients' process (this one), redis-server */
  cpuMs: { hub: number; clients: number; redis: number | null };
  timedOut: boolean;
}

function startServer(): Promise<{ child: ChildProcess; port: number }> {
  const env = {
    ...process.env,
    SESSION_SECRET,
    PROJECT_ID: PROJECT,
    NODE_ENV: 'production',
    ...(values.redis ? { REDIS_URL: values.redis, REDIS_KEY_PREFIX: `bench-${randomUUID().slice(0, 8)}` } : {}),
  };
  const child = fork(new URL('./realtime-server.ts', import.meta.url).pathname, [], {
    env,
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { type: string; port: number }) =>
      m.type === 'ready' ? resolve({ child, port: m.port }) : reject(new Error('bad start')),
    );
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
}

type Done = { publishMs: number; rssMb: number; cpuMs: number; connections: number };
function ask(child: ChildProcess, command: object): Promise<Done> {
  return new Promise((resolve) => {
    child.once('message', (m: Done) => resolve(m));
    child.send(command);
  });
}

class Clients {
  sockets: WebSocket[] = [];
  subscribed = 0;
  received = 0;
  private waiters: { target: number; resolve: () => void }[] = [];

  async open(url: string, count: number, channelFor: (i: number) => string, playerFor: (i: number) => string | null) {
    const batch = 250;
    for (let start = 0; start < count; start += batch) {
      const opening: Promise<void>[] = [];
      for (let i = start; i < Math.min(count, start + batch); i++) opening.push(this.one(url, channelFor(i), playerFor(i)));
      await Promise.all(opening);
    }
    await this.wait(() => this.subscribed, count);
  }

  private async one(url: string, channel: string, playerId: string | null) {
    const token = await tokens.sign(playerId);
    const ws = new WebSocket(url, { perMessageDeflate: false });
    this.sockets.push(ws);
    ws.on('message', (data) => {
      const text = data.toString();
      for (const line of text.split('\n')) {
        if (line === '{}') ws.send('{}');
        else if (line.startsWith('{"push"')) {
          this.received++;
          this.check();
        } else if (line.startsWith('{"id":2,"subscribe"')) {
          this.subscribed++;
          this.check();
        } else if (line.includes('"error"')) console.error('error reply', line);
      }
    });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => {
        ws.send(`${JSON.stringify({ id: 1, connect: { token } })}\n${JSON.stringify({ id: 2, subscribe: { channel } })}`);
        resolve();
      });
      ws.once('error', reject);
    });
  }

  private check() {
    for (const w of this.waiters.splice(0)) {
      if (w.target <= 0) w.resolve();
      else this.waiters.push(w);
    }
  }

  /** resolves when counter() reaches target, false after the time limit */
  wait(counter: () => number, target: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), TIME_LIMIT_MS);
      const entry = {
        get target() {
          return target - counter();
        },
        resolve: () => {
          clearTimeout(timer);
          resolve(true);
        },
      };
      this.waiters.push(entry);
      this.check();
    });
  }

  held() {
    return this.sockets.filter((s) => s.readyState === WebSocket.OPEN).length;
  }

  async close() {
    await Promise.all(
      this.sockets.map(
        (s) =>
          new Promise<void>((resolve) =>
            s.readyState === WebSocket.CLOSED ? resolve() : (s.once('close', () => resolve()), s.terminate()),
          ),
      ),
    );
  }
}

/** redis-server's CPU time so far, user and system (INFO cpu); null without --redis */
async function redisCpuMs(): Promise<number | null> {
  if (!values.redis) return null;
  const redis = new Redis(values.redis);
  try {
    const info = await redis.info('cpu');
    const seconds = (name: string) => Number(new RegExp(`^${name}:([\\d.]+)`, 'm').exec(info)?.[1] ?? NaN);
    return (seconds('used_cpu_sys') + seconds('used_cpu_user')) * 1000;
  } finally {
    redis.disconnect();
  }
}

async function scenario(name: 'fan-out' | 'per-player', size: number): Promise<Result> {
  const { child, port } = await startServer();
  const url = `ws://127.0.0.1:${port}/connection/websocket`;
  const clients = new Clients();
  try {
    const t0 = performance.now();
    if (name === 'fan-out')
      await clients.open(
        url,
        size,
        () => realtimeChannel.maintenance(PROJECT),
        () => null,
      );
    else
      await clients.open(
        url,
        size,
        (i) => realtimeChannel.profile(PROJECT, `p${i}`),
        (i) => `p${i}`,
      );
    const connectMs = performance.now() - t0;

    const publications = name === 'fan-out' ? FANOUT_PUBLICATIONS : size * PER_PLAYER_ROUNDS;
    const deliveries = name === 'fan-out' ? FANOUT_PUBLICATIONS * size : size * PER_PLAYER_ROUNDS;
    const redisBefore = await redisCpuMs();
    const cpuBefore = process.cpuUsage();
    const t1 = performance.now();
    const arrived = clients.wait(() => clients.received, deliveries);
    const stats = await ask(
      child,
      name === 'fan-out' ? { type: 'fanout', count: FANOUT_PUBLICATIONS } : { type: 'perPlayer', players: size, rounds: PER_PLAYER_ROUNDS },
    );
    const complete = await arrived;
    const deliverMs = performance.now() - t1;
    const cpu = process.cpuUsage(cpuBefore);
    const redisAfter = await redisCpuMs();
    return {
      scenario: name,
      clients: size,
      held: clients.held(),
      connectMs: Math.round(connectMs),
      publications,
      deliveries: clients.received,
      deliverMs: Math.round(deliverMs),
      deliveriesPerSec: Math.round(clients.received / (deliverMs / 1000)),
      serverRssMb: Math.round(stats.rssMb),
      cpuMs: {
        // the hub's figure covers its publishing loop; its last deliveries after `done` are not in it
        hub: Math.round(stats.cpuMs),
        clients: Math.round((cpu.user + cpu.system) / 1000),
        redis: redisBefore === null || redisAfter === null ? null : Math.round(redisAfter - redisBefore),
      },
      timedOut: !complete,
    };
  } finally {
    await clients.close();
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const results: Result[] = [];
for (const size of SIZES) {
  for (const name of ['fan-out', 'per-player'] as const) {
    const r = await scenario(name, size);
    results.push(r);
    console.log(JSON.stringify(r));
  }
}
console.log(`\nbroker: ${values.redis ? 'redis' : 'in-process'}; node ${process.version}`);
console.table(
  results.map((r) => ({
    scenario: r.scenario,
    clients: r.clients,
    held: r.held,
    'connect+subscribe ms': r.connectMs,
    publications: r.publications,
    deliveries: r.deliveries,
    'deliver ms': r.deliverMs,
    'deliveries/s': r.deliveriesPerSec,
    'server RSS MB': r.serverRssMb,
    'CPU ms hub / clients / redis': `${r.cpuMs.hub} / ${r.cpuMs.clients} / ${r.cpuMs.redis ?? '-'}`,
    complete: !r.timedOut,
  })),
);
