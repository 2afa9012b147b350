import { createHmac, timingSafeEqual } from 'node:crypto';

/** Callback signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` (Stripe-style, replay-bounded). */
export const SIGNATURE_HEADER = 'x-sandbox-signature';
export const SIGNATURE_TOLERANCE_S = 300;

export function signCallback(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

export function verifySignature(secret: string, body: string, header: string | undefined, nowSeconds: number): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(',').map((p) => p.trim().split('=') as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return false;
  if (Math.abs(nowSeconds - t) > SIGNATURE_TOLERANCE_S) return false;
  const expected = Buffer.from(signCallback(secret, body, t).split('v1=')[1], 'hex');
  return timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'));
}
