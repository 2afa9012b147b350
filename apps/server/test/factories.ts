import type { ApiResponse, PaymentResult } from '@fortuna/contracts';
import { players, type PlayerRow } from '../src/modules/player';
import { createWalletRepository, createWalletService, type WalletService } from '../src/modules/wallet';
import { nullPublisher, type RealtimePublisher } from '../src/platform/realtime';
import type { TestApp } from './helpers';
import { asPlayer } from './test-sessions';

/**
 * Test data, one naming scheme: `make<Thing>(t, overrides)` writes a thing the way the app would
 * own it and returns it. Players are rows (as the player module stores them); money only moves
 * through the wallet's ledger; payments and game sessions go through the HTTP API, so they need an
 * app built with `sessionResolver: headerSessions` (test-sessions.ts).
 */

let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;

export type PlayerOverrides = Partial<typeof players.$inferInsert>;

/** A player with a complete profile who has accepted the current terms (a deposit needs both). */
export async function makePlayer(t: Pick<TestApp, 'database' | 'clock'>, overrides: PlayerOverrides = {}): Promise<PlayerRow> {
  const tag = unique();
  const now = t.clock.now();
  const [row] = await t.database.db
    .insert(players)
    .values({
      login: `p${tag}`,
      email: `p${tag}@fortuna.test`,
      passwordHash: 'x',
      currency: 'EUR',
      language: 'en',
      country: 'FR',
      name: 'Ada',
      surname: 'Lovelace',
      birthDate: '1990-05-17',
      phoneCode: '+33',
      phone: '612345678',
      termsAccepted: true,
      policyAccepted: true,
      registeredAt: now,
      updatedAt: now,
      ...overrides,
    })
    .returning();
  return row;
}

/** The wallet service over the test app's database (what the cashier and the casino call); its balance pushes go to `realtime`. */
export function makeWallet(t: Pick<TestApp, 'database' | 'clock' | 'events'>, realtime: RealtimePublisher = nullPublisher): WalletService {
  return createWalletService({
    repository: createWalletRepository(t.database.db),
    clock: t.clock,
    events: t.events,
    realtime,
    projectId: 'fortuna',
  });
}

/** Money on a player's wallet: one deposit on the ledger (idempotent per key). */
export async function makeFundedWallet(
  t: Pick<TestApp, 'database' | 'clock' | 'events'>,
  playerId: string,
  {
    amount = 50_000,
    currency = 'EUR',
    idempotencyKey = `fund-${playerId}-${unique()}`,
  }: { amount?: number; currency?: string; idempotencyKey?: string } = {},
) {
  return makeWallet(t).credit({ playerId, currency, amount, kind: 'deposit', idempotencyKey });
}

/** A sandbox card deposit asked for by the player (pending until its callback is delivered). */
export async function makePayment(
  t: Pick<TestApp, 'app'>,
  playerId: string,
  { amount = 20_000, card = TEST_CARD }: { amount?: number; card?: typeof TEST_CARD } = {},
): Promise<PaymentResult> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cashier/deposit',
    headers: { ...asPlayer(playerId), 'content-type': 'application/json' },
    payload: { paymentSystem: 'sandbox-card', amount, card },
  });
  if (res.statusCode !== 200) throw new Error(`deposit ${res.statusCode} ${res.body}`);
  return res.json() as PaymentResult;
}

/** The sandbox's card that is always approved without 3-D Secure. */
export const TEST_CARD = { number: '4242 4242 4242 4242', holder: 'Ada Lovelace', expiry: '12/30', cvc: '123' };

/** A game session: the launch (real money with a player, demo without) exchanged for the session. */
export async function makeGameSession(t: Pick<TestApp, 'app'>, gameUrl: string, playerId: string | null = null) {
  const headers = { 'content-type': 'application/json', ...(playerId ? asPlayer(playerId) : {}) };
  const launch = await t.app.inject({ method: 'POST', url: `/api/game/${playerId ? 'real' : 'demo'}/${gameUrl}`, headers });
  if (launch.statusCode !== 200) throw new Error(`launch ${launch.statusCode} ${launch.body}`);
  const session = await t.app.inject({ method: 'POST', url: '/api/rgs/session', headers, payload: { token: launch.json().token } });
  if (session.statusCode !== 200) throw new Error(`session ${session.statusCode} ${session.body}`);
  return session.json() as ApiResponse<'POST /rgs/session'>;
}
