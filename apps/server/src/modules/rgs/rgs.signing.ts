import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Shared-secret signatures of the RGS: the seamless-wallet requests (studio -> casino) and the
 * short-lived launch tokens (casino -> studio). Both keys derive from SESSION_SECRET with distinct
 * labels, so one leaked key does not give the other.
 */
export function deriveKey(sessionSecret: string, label: 'seamless-wallet' | 'game-launch'): Buffer {
  return createHmac('sha256', sessionSecret).update(`fortuna:rgs:${label}:v1`).digest();
}

export function signSeamless(key: Buffer, timestamp: string, body: string): string {
  return createHmac('sha256', key).update(`${timestamp}.${body}`).digest('hex');
}

export function safeEqualHex(a: string, b: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(a) || !/^[0-9a-f]{64}$/.test(b)) return false;
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

/** Accepts a request signed over `timestamp.body` within `skewMs` of now. */
export function verifySeamless(
  key: Buffer,
  input: { signature?: string; timestamp?: string; body: string; nowMs: number; skewMs?: number },
): boolean {
  const { signature, timestamp, body, nowMs } = input;
  if (!signature || !timestamp || !/^\d{10,16}$/.test(timestamp)) return false;
  if (Math.abs(nowMs - Number(timestamp)) > (input.skewMs ?? 5 * 60_000)) return false;
  return safeEqualHex(signature, signSeamless(key, timestamp, body));
}

export interface LaunchClaims {
  /** player id, or null in demo mode */
  sub: string | null;
  game: string;
  currency: string;
  mode: 'real' | 'demo';
  locale: string;
  /** expiry, ms since epoch */
  exp: number;
  /** random, so two launches never share a token */
  jti: string;
}

const b64 = (s: string) => Buffer.from(s).toString('base64url');

export function signLaunchToken(key: Buffer, claims: LaunchClaims): string {
  const payload = b64(JSON.stringify(claims));
  return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
}

/** The claims of a valid, unexpired token, or null. */
export function readLaunchToken(key: Buffer, token: string, nowMs: number): LaunchClaims | null {
  const [payload, mac, extra] = token.split('.');
  if (!payload || !mac || extra !== undefined) return null;
  const expected = createHmac('sha256', key).update(payload).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as LaunchClaims;
    if (typeof claims.exp !== 'number' || claims.exp < nowMs) return null;
    return claims;
  } catch {
    return null;
  }
}
