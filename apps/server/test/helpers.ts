import { Writable } from 'node:stream';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../src/app';
import { envSchema, type Env } from '../src/config/env';
import { FakeClock } from '../src/platform/clock';
import type { Database } from '../src/platform/db';
import { createEventBus, type EventBus } from '../src/platform/events';
import type { SessionResolver } from '../src/platform/http/auth-context';
import type { RealtimePublisher } from '../src/platform/realtime';
import { createMemoryStorage, type FileStorage } from '../src/platform/storage';

/**
 * Integration-test helpers (the fastify/demo `build()` + `inject()` shape). Each call gets its own
 * database (test-database.ts).
 */
import { createTestDatabase } from './test-database';

export { createTestDatabase, onPostgres } from './test-database';

/**
 * `post(url, headers, payload?)`: a JSON POST through `inject`, on the app `app()` returns when it is
 * called (so a suite can make its poster before `beforeAll` has built the app).
 */
export const jsonPoster = (app: () => FastifyInstance) => (url: string, headers: Record<string, string>, payload?: object) =>
  app().inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, ...(payload ? { payload } : {}) });

/** the developer mailbox's key in tests; read mail with `readMailbox(app)` */
export const TEST_MAILBOX_KEY = 'test-mailbox-key-0123456789abcdef';

/** the sandbox mailbox, read the documented way: the key in the x-mailbox-key header */
export async function readMailbox<
  T = { mails: { to: string; subject: string; text: string; links: string[]; template: string }[]; sms: { to: string; text: string }[] },
>(app: FastifyInstance): Promise<T> {
  const res = await app.inject({ url: '/api/dev/mailbox', headers: { 'x-mailbox-key': TEST_MAILBOX_KEY } });
  if (res.statusCode !== 200) throw new Error(`mailbox answered ${res.statusCode}`);
  return res.json() as T;
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  return envSchema.parse({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    SESSION_SECRET: 'test-session-secret-test-session-secret-0123456789',
    OPERATOR_TOKEN: 'operator-token-for-tests-0123456789',
    MAILBOX_KEY: TEST_MAILBOX_KEY,
    // pages are rendered afresh for every request unless a test is about the page cache
    PAGE_CACHE_TTL_MS: '0',
    ...overrides,
  });
}

/** the operator API's credential (the operator token), for JSON calls */
export const operatorHeaders = () => ({ authorization: `Bearer ${testEnv().OPERATOR_TOKEN}`, 'content-type': 'application/json' });

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: FakeClock;
  events: EventBus;
  /** the app's file storage (in memory) */
  storage: FileStorage & { keys(): string[] };
  /** every log line the app wrote (only when captureLog is set) */
  logLines: string[];
  close(): Promise<void>;
}

export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    captureLog?: boolean;
    ssr?: 'production' | false;
    sessionResolver?: SessionResolver;
    realtime?: RealtimePublisher;
    onRoute?: (route: RouteOptions) => void;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const storage = createMemoryStorage();
  const clock = new FakeClock();
  const events = createEventBus();
  const logLines: string[] = [];
  const logStream = options.captureLog
    ? new Writable({
        write(chunk, _enc, cb) {
          logLines.push(String(chunk));
          cb();
        },
      })
    : undefined;
  const env = testEnv({ ...(options.captureLog ? { LOG_LEVEL: 'debug' } : {}), ...options.env });
  const app = await buildApp({
    env,
    database,
    clock,
    events,
    ssr: options.ssr ?? false,
    logStream,
    sessionResolver: options.sessionResolver,
    realtime: options.realtime,
    onRoute: options.onRoute,
    storage,
  });
  await app.ready();
  return { app, database, clock, events, storage, logLines, close: () => app.close() };
}
