import type { Clock } from '../../platform/clock';
import type { AuthRepository } from './auth.repository';

/**
 * Password guessing, slowed in two ways (error codes where they apply):
 * - per account, the wall: at most ACCOUNT_MAX_ATTEMPTS password checks in any LOGIN_WINDOW_MS,
 *   then 5004 until the oldest of them leaves the window. Each check is *reserved* before argon2
 *   runs, under a per-account lock, so concurrency cannot buy extra guesses.
 * - per address, a slow-down that never locks anyone out: after CAPTCHA_AFTER_FAILURES failures a
 *   captcha, after IP_DELAY_AFTER_FAILURES an exponentially growing pause between attempts (429).
 *   A browser that already signed in to the account (its signed device cookie is the account's
 *   device) is not slowed by what others do from the same address.
 */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const ACCOUNT_MAX_ATTEMPTS = 5;
/** failed attempts (account or address) after which a captcha is asked */
export const CAPTCHA_AFTER_FAILURES = 3;
/** failed attempts from one address after which each further attempt waits */
export const IP_DELAY_AFTER_FAILURES = 10;
export const IP_DELAY_BASE_MS = 1_000;
export const IP_DELAY_MAX_MS = 60_000;

/** the pause an address waits after `failures` failures in the window */
export function ipDelayMs(failures: number): number {
  if (failures < IP_DELAY_AFTER_FAILURES) return 0;
  return Math.min(IP_DELAY_MAX_MS, IP_DELAY_BASE_MS * 2 ** (failures - IP_DELAY_AFTER_FAILURES));
}

export interface AttemptContext {
  /** the account's key: the player id, or what was typed when there is no such account */
  account: string;
  ip: string;
  /** the request comes from a browser that signed in to this account before */
  knownDevice: boolean;
  /** a captcha was solved for this request */
  captchaPassed: boolean;
  /** whether the captcha provider is on at all */
  captchaEnabled: boolean;
}

export type Reservation =
  | { ok: true; ids: string[] }
  | { ok: false; reason: 'locked'; retryInMs: number }
  | { ok: false; reason: 'slowDown'; retryInMs: number }
  | { ok: false; reason: 'captcha' };

export function createLoginLimiter(repository: AuthRepository, clock: Clock) {
  const since = () => new Date(clock.now().getTime() - LOGIN_WINDOW_MS);
  const accountKey = (identifier: string) => identifier.trim().toLowerCase();

  return {
    async failures(identifier: string | undefined, ip: string) {
      const [account, byIp] = await Promise.all([
        identifier ? repository.attemptsSince('account', accountKey(identifier), since()) : Promise.resolve([]),
        repository.attemptsSince('ip', ip, since()),
      ]);
      return { account: account.length, ip: byIp.length };
    },

    /**
     * Takes one password check for the account (and counts one attempt for the address) before the
     * password is verified, or says why not. Atomic per account and per address: concurrent
     * requests queue on the same locks, so at most ACCOUNT_MAX_ATTEMPTS checks pass in a window.
     */
    async reserve(c: AttemptContext): Promise<Reservation> {
      const account = accountKey(c.account);
      return repository.transaction(async (tx) => {
        // always the account first, then the address: no two requests wait on each other in a circle
        await repository.withTx(tx).lockAttemptKey(`account:${account}`);
        await repository.withTx(tx).lockAttemptKey(`ip:${c.ip}`);
        const now = clock.now().getTime();
        const accountAttempts = await repository.withTx(tx).attemptsSince('account', account, since());
        if (accountAttempts.length >= ACCOUNT_MAX_ATTEMPTS) {
          const oldestCounted = accountAttempts[ACCOUNT_MAX_ATTEMPTS - 1].getTime();
          return { ok: false, reason: 'locked', retryInMs: Math.max(1_000, oldestCounted + LOGIN_WINDOW_MS - now) };
        }
        const ipAttempts = c.knownDevice ? [] : await repository.withTx(tx).attemptsSince('ip', c.ip, since());
        const pause = ipDelayMs(ipAttempts.length);
        if (pause > 0 && ipAttempts[0].getTime() + pause > now) {
          return { ok: false, reason: 'slowDown', retryInMs: ipAttempts[0].getTime() + pause - now };
        }
        const captchaDue = accountAttempts.length >= CAPTCHA_AFTER_FAILURES || ipAttempts.length >= CAPTCHA_AFTER_FAILURES;
        if (c.captchaEnabled && captchaDue && !c.captchaPassed) return { ok: false, reason: 'captcha' };
        const at = clock.now();
        const ids = [
          await repository.withTx(tx).addAttempt('account', account, at),
          await repository.withTx(tx).addAttempt('ip', c.ip, at),
        ];
        return { ok: true, ids };
      });
    },

    /** gives a reservation back: the password was right (the attempt was not a failed guess) */
    async release(reservation: { ids: string[] }) {
      await repository.deleteAttempts(reservation.ids);
    },

    /** a successful sign-in: the account's failures are forgiven (the address's stay) */
    async succeed(reservation: { ids: string[] } | null, identifier: string, alias?: string) {
      if (reservation) await repository.deleteAttempts(reservation.ids);
      await repository.clearAttempts('account', accountKey(identifier));
      if (alias) await repository.clearAttempts('account', accountKey(alias));
    },
  };
}
export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
