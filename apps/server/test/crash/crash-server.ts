/**
 * The server the crash test kills: the whole app (buildApp) on PostgreSQL, with the test's header
 * sessions (x-test-player) and the same graceful shutdown as main.ts. Env: DATABASE_URL, PORT,
 * CLOCK_OFFSET_MS (the clock runs this far ahead: a restart "after" the round timeout).
 * Prints `ready <port>` once it listens.
 */
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/platform/db';
import { createEventBus } from '../../src/platform/events';
import { nullPublisher } from '../../src/platform/realtime';
import { installGracefulShutdown } from '../../src/platform/shutdown';
import { headerSessions } from '../../src/modules/rgs/test/rgs.test-support';
import { testEnv } from '../helpers';

const offset = Number(process.env.CLOCK_OFFSET_MS ?? 0);
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, poolSize: 30 });
const app = await buildApp({
  env: testEnv({ LOG_LEVEL: 'silent' }),
  database,
  sessionResolver: headerSessions,
  realtime: nullPublisher,
  clock: { now: () => new Date(Date.now() + offset) },
  events: createEventBus(),
});
installGracefulShutdown(app);
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
console.log(`ready ${typeof address === 'object' && address ? address.port : 0}`);
