import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { authRepository as repo } from './auth.repository';

/** Brute-force limits (code 5004): per account and per IP, over a sliding window. */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const ACCOUNT_MAX_FAILURES = 5;
export const IP_MAX_FAILURES = 20;
/** failed attempts after which the login form shows a captcha */
export const CAPTCHA_AFTER_FAILURES = 3;

export function createLoginLimiter(db: Db, clock: Clock) {
  const since = () => new Date(clock.now().getTime() - LOGIN_WINDOW_MS);
  const accountKey = (identifier: string) => identifier.trim().toLowerCase();
  return {
    async failures(identifier: string | undefined, ip: string) {
      const [account, byIp] = await Promise.all([
        identifier ? repo.failuresSince(db, 'account', accountKey(identifier), since()) : Promise.resolve({ count: 0, last: null }),
        repo.failuresSince(db, 'ip', ip, since()),
      ]);
      return { account: account.count, ip: byIp.count };
    },
    /** ms until the account or IP may try again, 0 when not locked */
    async lockedFor(identifier: string, ip: string): Promise<number> {
      const [account, byIp] = await Promise.all([repo.failuresSince(db, 'account', accountKey(identifier), since()), repo.failuresSince(db, 'ip', ip, since())]);
      const now = clock.now().getTime();
      const waits = [
        account.count >= ACCOUNT_MAX_FAILURES && account.last ? account.last.getTime() + LOGIN_WINDOW_MS - now : 0,
        byIp.count >= IP_MAX_FAILURES && byIp.last ? byIp.last.getTime() + LOGIN_WINDOW_MS - now : 0,
      ];
      return Math.max(0, ...waits);
    },
    async fail(identifier: string, ip: string) {
      const at = clock.now();
      await repo.addFailure(db, 'account', accountKey(identifier), at);
      await repo.addFailure(db, 'ip', ip, at);
    },
    async succeed(identifier: string, alias?: string) {
      await repo.clearFailures(db, 'account', accountKey(identifier));
      if (alias) await repo.clearFailures(db, 'account', accountKey(alias));
    },
  };
}
export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
