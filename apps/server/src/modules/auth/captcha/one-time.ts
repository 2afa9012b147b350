import type { Redis } from 'ioredis';
import type { Clock } from '../../../platform/clock';
import type { AuthRepository } from '../auth.repository';

/**
 * Remembers what may be used once (a solved captcha), shared by every instance: the database by
 * default, Redis when REDIS_URL is set. `claim` is atomic: of any number of concurrent claims of
 * one id, exactly one gets true.
 */
export interface OneTimeStore {
  claim(id: string, expiresAt: Date): Promise<boolean>;
}

export function databaseOneTimeStore(
  repository: Pick<AuthRepository, 'claimCaptchaSolution' | 'sweepCaptchaSolutions'>,
  clock: Clock,
): OneTimeStore {
  let claims = 0;
  return {
    async claim(id, expiresAt) {
      // expired ids are swept now and then; the challenge's own expiry already refuses them
      if (++claims % 100 === 0) await repository.sweepCaptchaSolutions(clock.now());
      return repository.claimCaptchaSolution(id, expiresAt);
    },
  };
}

export function redisOneTimeStore(redis: Redis, prefix: string, clock: Clock): OneTimeStore {
  return {
    async claim(id, expiresAt) {
      const ttl = Math.max(1_000, expiresAt.getTime() - clock.now().getTime());
      return (await redis.set(`${prefix}:captcha:${id}`, '1', 'PX', ttl, 'NX')) === 'OK';
    },
  };
}
