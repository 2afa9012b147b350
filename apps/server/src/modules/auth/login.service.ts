import { ERROR_CODES, type LoginRequest, formatUtcMinute } from '@fortuna/contracts';
import { AppError } from '../../platform/errors';
import type { PlayerRow } from '../player';
import { burnPasswordCheck, verifyPassword } from './auth.crypto';
import type { AuthDeps, RequestMeta } from './auth.deps';
import { CAPTCHA_AFTER_FAILURES, type LoginLimiter } from './login-limiter';
import type { SessionService } from './session.service';
import type { TwoFactorService } from './two-factor.service';

const fail = (code: number, message: string, status = 400, errors?: Record<string, string[]>) =>
  new AppError(status, code, message, errors);

/** Login (codes 5000–5006): a reserved attempt (login-limiter.ts), captcha after failures, then 2FA. */
export function createLoginService(deps: AuthDeps, s: { sessions: SessionService; twoFactor: TwoFactorService; limiter: LoginLimiter }) {
  const { repository, clock, players, captcha } = deps;
  const history = (playerId: string, meta: RequestMeta, result: string) =>
    repository.addHistory({ playerId, at: clock.now(), ip: meta.ip, device: meta.userAgent.slice(0, 300), result });

  const findPlayer = async (identifier: string): Promise<PlayerRow | undefined> =>
    identifier.includes('@') ? players.findByEmail(identifier) : players.findByLogin(identifier);

  return {
    async captchaNeeded(identifier: string | undefined, ip: string): Promise<boolean> {
      if (captcha.provider === 'none') return false;
      const player = identifier ? await findPlayer(identifier) : undefined;
      const f = await s.limiter.failures(player?.id ?? identifier, ip);
      return f.account >= CAPTCHA_AFTER_FAILURES || f.ip >= CAPTCHA_AFTER_FAILURES;
    },

    async login(input: LoginRequest, meta: RequestMeta) {
      const player = await findPlayer(input.email);
      const key = player?.id ?? input.email;
      const audit = (event: string, details: Record<string, unknown> = {}) =>
        deps.audit.write({
          event,
          playerId: player?.id ?? null,
          ip: meta.ip,
          userAgent: meta.userAgent,
          requestId: meta.requestId,
          details,
        });

      // a captcha sent along is checked (and used up) whether or not it is due yet
      const captchaEnabled = captcha.provider !== 'none';
      const captchaPassed = captchaEnabled && !!input.captcha && (await captcha.verify(input.captcha, { ip: meta.ip, action: 'login' }));
      const reservation = await s.limiter.reserve({
        account: key,
        ip: meta.ip,
        knownDevice: !!player && meta.deviceSigned && player.deviceId === meta.deviceId,
        captchaPassed,
        captchaEnabled,
      });
      if (!reservation.ok) {
        if (reservation.reason === 'locked') {
          await audit('auth.login.locked');
          if (player) await history(player.id, meta, 'blocked');
          throw fail(
            ERROR_CODES.temporarilyBlocked,
            `Too many failed attempts. Try again in ${Math.ceil(reservation.retryInMs / 60_000)} minutes.`,
            429,
          );
        }
        if (reservation.reason === 'slowDown') {
          const seconds = Math.ceil(reservation.retryInMs / 1000);
          await audit('auth.login.slowedDown', { seconds });
          throw new AppError(429, ERROR_CODES.tooManyRequests, `Too many attempts from your network. Try again in ${seconds} s.`, {
            retryAfter: [String(seconds)],
          });
        }
        await audit('auth.login.captchaFailed');
        throw fail(ERROR_CODES.authorizationError, 'Please complete the captcha', 400, { captcha: ['errors.captchaRequired'] });
      }
      const passwordOk = player
        ? await verifyPassword(player.passwordHash, input.password)
        : (await burnPasswordCheck(input.password), false);
      if (!player || !passwordOk) {
        // the reservation stays: it is the failed attempt
        await audit('auth.login.failed', { reason: player ? 'password' : 'unknown_account' });
        if (player) await history(player.id, meta, 'failure');
        throw fail(ERROR_CODES.wrongCredentials, 'Wrong email or password');
      }
      // from here the password was right: a refusal gives the attempt back
      const refuse = async (err: AppError) => {
        await s.limiter.release(reservation);
        return err;
      };
      const now = clock.now();
      if (player.status === 'closed' || player.status === 'blocked') {
        await audit('auth.login.refused', { reason: player.status });
        throw await refuse(fail(ERROR_CODES.blockedPermanently, 'This account is blocked'));
      }
      if (player.blockStatus === 2) {
        await audit('auth.login.refused', { reason: 'full_block' });
        throw await refuse(fail(ERROR_CODES.blocked, 'This account is blocked'));
      }
      if (player.suspendedUntil && player.suspendedUntil > now) {
        await audit('auth.login.refused', { reason: 'suspended' });
        const until = formatUtcMinute(player.suspendedUntil);
        throw await refuse(
          new AppError(400, ERROR_CODES.suspendedUntil, `This account is suspended until ${until} UTC`, {
            suspendedUntil: [player.suspendedUntil.toISOString()],
          }),
        );
      }
      if (await s.twoFactor.isEnabled(player.id)) {
        if (!input.code) {
          await history(player.id, meta, 'twoFactor');
          throw await refuse(fail(ERROR_CODES.twoFactorRequired, 'Two-factor authentication code required'));
        }
        if (!(await s.twoFactor.verifyLogin(player.id, player.login, input.code))) {
          // a wrong second factor keeps the reservation: it counts as a failed attempt
          await audit('auth.2fa.failed');
          await history(player.id, meta, 'failure');
          throw fail(ERROR_CODES.twoFactorRequired, 'Wrong two-factor code', 400, { code: ['errors.totpInvalid'] });
        }
        await audit('auth.2fa.passed');
      }
      await s.limiter.succeed(reservation, key, input.email);
      const opened = await repository.transaction((tx) => s.sessions.open(player.id, meta, tx));
      await history(player.id, meta, 'success');
      await audit('auth.login.ok', { deviceChanged: opened.deviceChanged });
      if (opened.deviceChanged) await s.sessions.announceDeviceChange(player.id, meta);
      return { token: opened.token, player: await players.get(player.id) };
    },
  };
}
export type LoginService = ReturnType<typeof createLoginService>;
