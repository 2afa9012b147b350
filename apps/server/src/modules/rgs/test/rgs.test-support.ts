import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SEAMLESS_SIGNATURE_HEADER, SEAMLESS_TIMESTAMP_HEADER } from '@fortuna/contracts';
import type { TestApp } from '../../../../test/helpers';
import { testEnv } from '../../../../test/helpers';
import { nullPublisher } from '../../../platform/realtime';
import { createWalletRepository, createWalletService, type WalletService } from '../../wallet';
import type { SessionResolver } from '../../../platform/http/auth-context';
import { deriveKey, signSeamless } from '../rgs.signing';

/** Test-only resolver: the `x-test-player` header names the signed-in player (never used by the app). */
export const TEST_PLAYER_HEADER = 'x-test-player';
export const headerSessions: SessionResolver = async (request) => {
  const id = request.headers[TEST_PLAYER_HEADER];
  return typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id) ? { playerId: id, sessionId: `test-${id}` } : null;
};
export const asPlayer = (playerId: string) => ({ [TEST_PLAYER_HEADER]: playerId });

/** Helpers shared by the RGS integration tests. */
export function ledgerOf(t: TestApp): WalletService {
  return createWalletService({
    repository: createWalletRepository(t.database.db),
    clock: t.clock,
    events: t.events,
    realtime: nullPublisher,
    projectId: 'fortuna',
  });
}

export async function fundedPlayer(wallet: WalletService, amount: number, currency = 'EUR') {
  const playerId = randomUUID();
  if (amount > 0)
    await wallet.credit({ playerId, currency, amount, kind: 'deposit', idempotencyKey: `dep-${playerId}`, from: 'provider_clearing' });
  return playerId;
}

export const seamlessKey = () => deriveKey(testEnv().SESSION_SECRET!, 'seamless-wallet');

/** A seamless call signed like the studio signs it (or with a forged signature). */
export function seamless(t: TestApp, path: string, payload: unknown, options: { forge?: boolean; timestamp?: number } = {}) {
  const body = JSON.stringify(payload);
  const ts = String(options.timestamp ?? t.clock.now().getTime());
  const signature = options.forge ? signSeamless(Buffer.from('not-the-secret'), ts, body) : signSeamless(seamlessKey(), ts, body);
  return t.app.inject({
    method: 'POST',
    url: `/api/seamless${path}`,
    payload: body,
    headers: { 'content-type': 'application/json', [SEAMLESS_TIMESTAMP_HEADER]: ts, [SEAMLESS_SIGNATURE_HEADER]: signature },
  });
}

export async function launchAndOpen(t: Pick<TestApp, 'app'>, gameUrl: string, playerId: string | null) {
  const mode = playerId ? 'real' : 'demo';
  const headers = playerId ? asPlayer(playerId) : {};
  const launch = await t.app.inject({
    method: 'POST',
    url: `/api/game/${mode}/${gameUrl}`,
    headers: { 'content-type': 'application/json', ...headers },
  });
  if (launch.statusCode !== 200) throw new Error(`launch ${launch.statusCode} ${launch.body}`);
  const session = await t.app.inject({ method: 'POST', url: '/api/rgs/session', payload: { token: launch.json().token }, headers });
  if (session.statusCode !== 200) throw new Error(`session ${session.statusCode} ${session.body}`);
  return session.json() as {
    sessionId: string;
    balance: number;
    openRound: { roundId: string; state: { freeSpinsLeft: number } } | null;
    jackpot: { poolId: string; amount: number } | null;
  };
}

export function spin(t: Pick<TestApp, 'app'>, sessionId: string, playerId: string | null, body: { bet?: unknown; action?: unknown }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/rgs/play',
    payload: { sessionId, ...body },
    headers: playerId ? asPlayer(playerId) : {},
  });
}

export async function systemBalance(t: TestApp, kind: string, currency = 'EUR'): Promise<number> {
  const res = (await t.database.db.execute(
    sql`select coalesce(sum(balance), 0) as balance from wallet_accounts where player_id is null and kind = ${kind} and currency = ${currency}`,
  )) as unknown as {
    rows: { balance: string }[];
  };
  return Number(res.rows[0]?.balance ?? 0);
}

export async function countRows(t: TestApp, table: 'wallet_transactions' | 'seamless_transactions', where = sql`true`): Promise<number> {
  const res = (await t.database.db.execute(sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(res.rows[0].n);
}
