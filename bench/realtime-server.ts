/**
 * The server half of bench/realtime.ts: the embedded hub on Fastify + @fastify/websocket (as the
 * app mounts it), publishing on command from the parent process over IPC.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import Fastify from 'fastify';
import websocket from '@fastify/websocket';
import type { AddressInfo } from 'node:net';
import { realtimeChannel } from '@fortuna/contracts';
import { envSchema } from '../apps/server/src/config/env';
import { systemClock } from '../apps/server/src/platform/clock';
import { createRealtime } from '../apps/server/src/modules/realtime';
import { realtimeSocketRoutes } from '../apps/server/src/modules/realtime/realtime.routes';

type Command = { type: 'fanout'; count: number } | { type: 'perPlayer'; players: number; rounds: number } | { type: 'stats' };

const env = envSchema.parse({ ...process.env, LOG_LEVEL: 'silent' });
const app = Fastify({ logger: false });
await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
const realtime = await createRealtime({ env, clock: systemClock, log: app.log });
await app.register(realtimeSocketRoutes, { hub: realtime.hub! });
await app.listen({ port: 0, host: '127.0.0.1' });

const payload = (i: number) => ({ type: 'balanceChanged', payload: { real: 100_000 + i, bonus: 2_500, currency: 'EUR' } });

// Each publication (fan-out) or round (per player) in its own turn of the event loop, as real pushes
// come: else the in-process broker finishes them all in one turn, and the hub, which writes each
// connection's queued pushes once per turn, sends every client one frame for all of them.
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

// BENCH_HUB_CPU_PROF=<file>: a CPU profile of the hub over each command (the delivery phase only)
const profiler = process.env.BENCH_HUB_CPU_PROF ? new Session() : null;
profiler?.connect();

process.on('message', async (command: Command) => {
  await profiler?.post('Profiler.enable');
  await profiler?.post('Profiler.start');
  const started = performance.now();
  const cpu = process.cpuUsage();
  if (command.type === 'fanout') {
    const channel = realtimeChannel.maintenance(env.PROJECT_ID);
    for (let i = 0; i < command.count; i++) {
      await realtime.publisher.publish(channel, payload(i));
      await nextTurn();
    }
  } else if (command.type === 'perPlayer') {
    for (let r = 0; r < command.rounds; r++) {
      const batch: Promise<void>[] = [];
      for (let p = 0; p < command.players; p++)
        batch.push(realtime.publisher.publish(realtimeChannel.profile(env.PROJECT_ID, `p${p}`), payload(r)));
      await Promise.all(batch);
      await nextTurn();
    }
  }
  const used = process.cpuUsage(cpu);
  if (profiler) {
    // the deliveries of the last publications may still be queued: let them go out first
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(`${process.env.BENCH_HUB_CPU_PROF}.${command.type}.cpuprofile`, JSON.stringify(profile));
  }
  process.send!({
    type: 'done',
    publishMs: performance.now() - started,
    cpuMs: (used.user + used.system) / 1000,
    rssMb: process.memoryUsage().rss / 1e6,
    ...realtime.hub!.stats,
  });
});

process.send!({ type: 'ready', port: (app.server.address() as AddressInfo).port });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => realtime.close())
      .then(() => process.exit(0)),
);
