import { createHmac } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../platform/clock';

/**
 * Connection tokens: HS256 JWTs as Centrifugo reads them (`sub` = user id, empty for an anonymous
 * visitor; `exp` = expiry). The same tokens are accepted by the embedded hub and by a real
 * Centrifugo configured with the same HMAC secret.
 */
/** Short-lived: the client refreshes through getToken, and a signed-out session stops getting one. */
export const TOKEN_TTL_SECONDS = 15 * 60;

export type TokenCheck = { ok: true; userId: string; expiresAt: number | null } | { ok: false; reason: 'invalid' | 'expired' };

export interface TokenService {
  /** a token for this player, or an anonymous one (public channels only) for null */
  sign(playerId: string | null): Promise<string>;
  verify(token: string): Promise<TokenCheck>;
}

/** CENTRIFUGO_TOKEN_HMAC_SECRET when set, else a key derived from SESSION_SECRET (never the secret itself). */
export function tokenSecret(env: { CENTRIFUGO_TOKEN_HMAC_SECRET?: string; SESSION_SECRET?: string }, fallback: () => string): string {
  if (env.CENTRIFUGO_TOKEN_HMAC_SECRET) return env.CENTRIFUGO_TOKEN_HMAC_SECRET;
  if (env.SESSION_SECRET) return createHmac('sha256', env.SESSION_SECRET).update('fortuna realtime connection token v1').digest('hex');
  return fallback();
}

export function createTokenService(options: { secret: string; clock: Clock; ttlSeconds?: number }): TokenService {
  const key = new TextEncoder().encode(options.secret);
  const ttl = options.ttlSeconds ?? TOKEN_TTL_SECONDS;
  return {
    async sign(playerId) {
      const now = Math.floor(options.clock.now().getTime() / 1000);
      return new SignJWT({ sub: playerId ?? '' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(now)
        .setExpirationTime(now + ttl)
        .sign(key);
    },
    async verify(token) {
      if (!token || token.length > 4096) return { ok: false, reason: 'invalid' };
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: options.clock.now() });
        if (typeof payload.sub !== 'string' || payload.sub.length > 64) return { ok: false, reason: 'invalid' };
        return { ok: true, userId: payload.sub, expiresAt: typeof payload.exp === 'number' ? payload.exp * 1000 : null };
      } catch (err) {
        return { ok: false, reason: err instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
