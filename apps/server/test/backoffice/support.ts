import type { RouteOptions } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { OperatorRole } from '@fortuna/contracts';
import { createBackofficeModule, type BackofficeService } from '../../src/modules/backoffice';
import type { Clock } from '../../src/platform/clock';
import { client, type Client } from '../../src/modules/auth/test/support';
import { buildTestApp, jsonPoster, testEnv, type TestApp } from '../helpers';
import { asPlayer, headerSessions } from '../test-sessions';
import { makePlayer, TEST_CARD } from '../factories';
import { suiteValue, testSuite } from '../suite';
import { deliverCallbacks } from '../../src/modules/cashier/cashier.test-helpers';

/** Back-office tests: an app whose players are named by a header, and the module's service on the same database. */
export interface BackofficeTestApp extends TestApp {
  service: BackofficeService;
  /** every /api/admin route as registered: `METHOD /api/admin/...` → its config.permission */
  adminRoutes: Map<string, string | undefined>;
}

/** `onRoute` also sees every route registered (as `buildTestApp`'s does) */
export async function backofficeTestApp(
  env: Record<string, string> = {},
  options: { onRoute?: (route: RouteOptions) => void } = {},
): Promise<BackofficeTestApp> {
  const adminRoutes = new Map<string, string | undefined>();
  const onRoute = (route: RouteOptions) => {
    options.onRoute?.(route);
    if (!route.url.startsWith('/api/admin')) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      adminRoutes.set(`${method} ${route.url}`, (route.config as { permission?: string } | undefined)?.permission);
    }
  };
  const t = await buildTestApp({ sessionResolver: headerSessions, onRoute, env });
  const { service } = createBackofficeModule({ env: testEnv(env), database: t.database, clock: t.clock });
  return { ...t, service, adminRoutes };
}

export const OPERATOR_PASSWORD = 'Operator-pass-123';

/** the current code of a TOTP secret, on the app's clock */
export const totpCode = (secret: string, clock: Clock) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: clock.now().getTime() });

/**
 * The back-office suite set-up: one back-office app for the describe block that calls it, built
 * before its first test and closed after its last (see `testSuite`).
 */
export const adminSuite = (env: Record<string, string> = {}, options: { onRoute?: (route: RouteOptions) => void } = {}) =>
  testSuite(() => backofficeTestApp(env, options));

export type SignedInOperator = Awaited<ReturnType<typeof signedInOperator>>;

/** an operator of this role, signed in once for the describe block right after its app is built */
export const suiteOperator = (t: BackofficeTestApp, role: OperatorRole): SignedInOperator => suiteValue(() => signedInOperator(t, role));

let n = 0;
/** creates an operator and signs them in through the HTTP login (password, TOTP enrolment) */
export async function signedInOperator(t: BackofficeTestApp, role: OperatorRole, email = `${role}${++n}@ops.test`) {
  const operator = await t.service.createOperator({ email, password: OPERATOR_PASSWORD, role, createdBy: null });
  const c = client(t.app);
  const login = await c.req('POST', '/api/admin/auth/login', { email, password: OPERATOR_PASSWORD });
  if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
  const secret = login.json().secret as string;
  const totp = await c.req('POST', '/api/admin/auth/totp', { code: totpCode(secret, t.clock) });
  if (totp.statusCode !== 200) throw new Error(`totp: ${totp.statusCode} ${totp.body}`);
  return { operator, client: c as Client, secret, email };
}

/** a player with a deposit, allowed to withdraw, who asked for withdrawals of these amounts (status init) */
export async function playerWithWithdrawals(t: BackofficeTestApp, amounts: number[]) {
  const player = (await makePlayer(t)).id;
  const post = jsonPoster(() => t.app);
  const dep = await post('/api/cashier/deposit', asPlayer(player), { paymentSystem: 'sandbox-card', amount: 50_000, card: TEST_CARD });
  if (dep.statusCode !== 200) throw new Error(`deposit ${dep.body}`);
  await deliverCallbacks(t);
  await post(`/api/operator/players/${player}/verify`, { authorization: `Bearer ${testEnv().OPERATOR_TOKEN}` });
  const methodId = (await t.app.inject({ url: '/api/cashier/frame', headers: asPlayer(player) })).json().payoutMethods[0].id as string;
  const withdrawals: string[] = [];
  for (const amount of amounts) {
    const res = await post('/api/cashier/withdrawal', asPlayer(player), { paymentSystem: 'sandbox-card', amount, methodId });
    if (res.statusCode !== 200) throw new Error(`withdrawal ${res.body}`);
    withdrawals.push(res.json().id as string);
    t.clock.advance(1_000);
  }
  return { player, withdrawals };
}

/** a player's GDPR rectification request, as the player sends it from the profile */
export const askRectification = (t: TestApp, playerId: string, text = 'My surname is spelt wrong, please correct it.') =>
  jsonPoster(() => t.app)('/api/profile/gdpr/rectification', asPlayer(playerId), { text });
