import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { testEnv } from '../apps/server/test/helpers';
import { openDatabase } from '../apps/server/src/platform/db';
import { nullPublisher } from '../apps/server/src/platform/realtime';
import { createEventBus } from '../apps/server/src/platform/events';
import { systemClock } from '../apps/server/src/platform/clock';
import { createWalletRepository, createWalletService } from '../apps/server/src/modules/wallet';
import { headerSessions } from '../apps/server/src/modules/rgs/test/rgs.test-support';

/** The PostgreSQL server the spin benches use (a user that may create databases). */
export const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs `work` against a fresh database on that server, dropped afterwards. */
export async function withDatabase<T>(prefix: string, work: (url: string) => Promise<T>): Promise<T> {
  const name = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.href);
  } finally {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  }
}

/** The whole casino on `databaseUrl` (players named by a header, no pushes), and a wallet to fund them. */
export async function spinApp(databaseUrl: string, poolSize: number) {
  const database = await openDatabase({ databaseUrl, poolSize });
  const app = await buildApp({
    env: testEnv({ LOG_LEVEL: 'silent' }),
    database,
    sessionResolver: headerSessions,
    realtime: nullPublisher,
    clock: systemClock,
    events: createEventBus(),
  });
  const wallet = createWalletService({
    repository: createWalletRepository(database.db),
    clock: systemClock,
    events: createEventBus(),
    realtime: nullPublisher,
    projectId: 'fortuna',
  });
  /** a new player with 1,000,000 EUR deposited (the idempotency key names the bench) */
  const fundedPlayer = async (bench: string) => {
    const player = randomUUID();
    await wallet.credit({
      playerId: player,
      currency: 'EUR',
      amount: 100_000_000,
      kind: 'deposit',
      idempotencyKey: `${bench}-${player}`,
      from: 'provider_clearing',
    });
    return player;
  };
  return { app, wallet, fundedPlayer };
}
