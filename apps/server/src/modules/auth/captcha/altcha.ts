import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Clock } from '../../../platform/clock';
import type { CaptchaVerifier } from './captcha';
import type { OneTimeStore } from './one-time';

export interface AltchaOptions {
  hmacSecret: string;
  hmacKeySecret: string;
  /** PBKDF2 iterations per attempt and the largest counter: together, the work a browser does */
  cost: number;
  counterMax: number;
  clock: Clock;
  /** where accepted solutions are remembered (shared by every instance) */
  used: OneTimeStore;
  ttlMs?: number;
}

/**
 * ALTCHA proof-of-work, verified locally. A solved challenge is accepted once: its signature is
 * claimed atomically in the shared one-time store, until the challenge expires.
 */
export function createAltchaVerifier(o: AltchaOptions): CaptchaVerifier & { challenge(): Promise<Challenge> } {
  const ttl = o.ttlMs ?? 10 * 60_000;
  return {
    provider: 'altcha',
    publicConfig: () => ({ challengeUrl: '/api/captcha/challenge' }),
    async challenge() {
      return createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: o.cost,
        counter: randomInt(Math.max(1, Math.floor(o.counterMax / 2)), o.counterMax),
        deriveKey,
        // expiry on our clock inside the signed parameters (the library would compare with the system time)
        data: { exp: o.clock.now().getTime() + ttl },
        hmacSignatureSecret: o.hmacSecret,
        hmacKeySignatureSecret: o.hmacKeySecret,
      });
    },
    async verify(token) {
      if (!token || token.length > 20_000) return false;
      let payload: { challenge?: Challenge; solution?: unknown };
      try {
        payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
      } catch {
        return false;
      }
      const { challenge, solution } = payload;
      if (!challenge?.signature || !challenge.parameters || !solution) return false;
      const now = o.clock.now().getTime();
      const exp = Number(challenge.parameters.data?.exp);
      if (!Number.isFinite(exp) || exp < now) return false;
      try {
        const result = await verifySolution({
          challenge,
          solution: solution as never,
          deriveKey,
          hmacSignatureSecret: o.hmacSecret,
          hmacKeySignatureSecret: o.hmacKeySecret,
        });
        if (!result.verified) return false;
      } catch {
        return false;
      }
      return o.used.claim(challenge.signature, new Date(exp));
    },
  };
}
