import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp, readMailbox, type TestApp } from '../../../../test/helpers';

/** Auth integration tests: a test app with an easy ALTCHA, and helpers to walk the flows. */
export const TEST_AUTH_ENV = { ALTCHA_COST: '1', ALTCHA_COUNTER_MAX: '4' };

export function authTestApp(options: Omit<Parameters<typeof buildTestApp>[0] & object, 'sessionResolver'> = {}): Promise<TestApp> {
  return buildTestApp({ ...options, env: { ...TEST_AUTH_ENV, ...options.env } });
}

export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ url: '/api/captcha/challenge' });
  const challenge = res.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

let n = 0;
export function newPlayer(overrides: Record<string, unknown> = {}) {
  n++;
  const login = `player${n}x${Math.floor(Math.random() * 1000)}`;
  return {
    email: `${login}@fortuna.test`,
    login,
    passwordPlain: 'Secret-pass1',
    passwordConfirm: 'Secret-pass1',
    birthDate: '1990-05-17',
    country: 'FR',
    termsAccepted: true,
    ...overrides,
  };
}

export function cookiesOf(res: LightMyRequestResponse): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of res.cookies) out[c.name] = c.value;
  return out;
}

export const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');

export interface Client {
  cookies: Record<string, string>;
  req(method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

/** A browser-like client: keeps cookies between requests. */
let ipCounter = 0;
/** each client gets its own address unless told, so the per-IP limiter does not couple tests */
export function client(
  app: FastifyInstance,
  initial: Record<string, string> = {},
  baseHeaders: Record<string, string> = {},
  ip?: string,
): Client {
  ipCounter++;
  const remoteAddress = ip ?? `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  const c: Client = {
    cookies: { ...initial },
    async req(method, url, body, headers = {}) {
      const res = await app.inject({
        method: method as 'GET',
        url,
        remoteAddress,
        ...(body !== undefined ? { payload: body as object } : {}),
        headers: {
          'user-agent': 'vitest-browser',
          // what the site's api() sends: every state change is JSON, bodiless ones too
          ...(method !== 'GET' && method !== 'HEAD' ? { 'content-type': 'application/json' } : {}),
          ...baseHeaders,
          ...headers,
          ...(Object.keys(c.cookies).length ? { cookie: cookieHeader(c.cookies) } : {}),
        },
      });
      for (const k of res.cookies) {
        if (k.maxAge === 0 || (k.expires && k.expires.getTime() < Date.now())) delete c.cookies[k.name];
        else c.cookies[k.name] = k.value;
      }
      return res;
    },
  };
  return c;
}

export async function signUp(app: FastifyInstance, overrides: Record<string, unknown> = {}, c = client(app)) {
  const body = newPlayer(overrides);
  const res = await c.req('POST', '/api/signup', { ...body, captcha: await solveCaptcha(app) });
  return { res, body, client: c };
}

/** the links of the latest sandbox mail to an address */
export async function latestMailLinks(app: FastifyInstance, to: string): Promise<string[]> {
  const mail = (await readMailbox(app)).mails.find((m) => m.to === to);
  return mail?.links ?? [];
}

export const payloadOf = (link: string) => link.split('/').pop()!;
