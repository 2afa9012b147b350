import { ERROR_CODES, PASSWORD_HISTORY_DEPTH } from '@fortuna/contracts';
import { AppError } from '../../platform/errors';
import type { PlayerRow } from '../player';
import { hashPassword, verifyPassword } from './auth.crypto';
import type { AuthDeps, RequestMeta } from './auth.deps';
import type { EmailLinkService } from './email.service';
import type { LoginLimiter } from './login-limiter';
import type { SessionService } from './session.service';

const RESET_MAIL_EVERY_MS = 60_000;
const codeError = (code: number, message: string, field = 'passwordPlain') =>
  new AppError(400, code, message, { [field]: [`errors.${code}`] });

/** Password change (5103) and reset by email link; both enforce 5105, 5106 and 5101. */
export function createPasswordService(deps: AuthDeps, s: { sessions: SessionService; email: EmailLinkService; limiter: LoginLimiter }) {
  const { repository, audit, clock, players } = deps;

  async function assertAllowed(player: PlayerRow, password: string) {
    const lower = password.toLowerCase();
    if (lower === player.email.toLowerCase()) throw codeError(ERROR_CODES.passwordMatchesEmail, 'The password must not match the email');
    if (lower === player.login.toLowerCase()) throw codeError(ERROR_CODES.passwordMatchesLogin, 'The password must not match the login');
    const recent = [player.passwordHash, ...(await repository.recentPasswordHashes(player.id, PASSWORD_HISTORY_DEPTH))];
    for (const h of recent) {
      if (await verifyPassword(h, password)) throw codeError(ERROR_CODES.previousPassword, 'Choose a password you have not used before');
    }
  }

  async function store(playerId: string, password: string, exceptSessionId?: string) {
    const hash = await hashPassword(password);
    await repository.transaction(async (tx) => {
      await players.setPasswordHash(playerId, hash, tx);
      await repository.withTx(tx).addPasswordHistory(playerId, hash, clock.now());
      await s.sessions.endAll(playerId, 'password_changed', exceptSessionId, tx);
    });
  }

  return {
    async change(playerId: string, sessionId: string, input: { currentPassword: string; passwordPlain: string }, meta: RequestMeta) {
      const player = await players.get(playerId);
      // the current password is a password check like a login: the same per-account wall
      const reservation = await s.limiter.reserve({
        account: player.id,
        ip: meta.ip,
        knownDevice: true,
        captchaPassed: true,
        captchaEnabled: false,
      });
      if (!reservation.ok) throw new AppError(429, ERROR_CODES.temporarilyBlocked, 'Too many failed attempts. Try again later.');
      if (!(await verifyPassword(player.passwordHash, input.currentPassword))) {
        await audit.write({ event: 'auth.password.changeFailed', playerId, ip: meta.ip, requestId: meta.requestId });
        throw codeError(ERROR_CODES.notCurrentPassword, 'The current password is not correct', 'currentPassword');
      }
      await s.limiter.release(reservation);
      await assertAllowed(player, input.passwordPlain);
      await store(playerId, input.passwordPlain, sessionId);
      await audit.write({ event: 'auth.password.changed', playerId, ip: meta.ip, requestId: meta.requestId });
      return { status: true as const };
    },

    /** always the same answer, whether or not the address has an account */
    async sendReset(email: string, meta: RequestMeta) {
      const player = await players.findByEmail(email);
      if (!player) {
        await audit.write({ event: 'auth.password.resetUnknown', ip: meta.ip, requestId: meta.requestId });
        return { status: true as const };
      }
      const last = await repository.lastTokenAt(player.id, 'reset_password');
      if (last && clock.now().getTime() - last.getTime() < RESET_MAIL_EVERY_MS) return { status: true as const };
      const id = await repository.transaction((tx) => s.email.issueReset(tx, player));
      await deps.mailer.flush(id);
      await audit.write({ event: 'auth.password.resetSent', playerId: player.id, ip: meta.ip, requestId: meta.requestId });
      return { status: true as const };
    },

    async reset(payload: string, password: string, meta: RequestMeta) {
      const token = await s.email.check('reset_password', payload, meta.locale);
      const player = await players.get(token.playerId);
      await assertAllowed(player, password);
      const hash = await hashPassword(password);
      await repository.transaction(async (tx) => {
        if (!(await s.email.consume(tx, token.id)))
          throw new AppError(400, 400, 'This link has already been used.', { payload: ['errors.linkUsed'] });
        await players.setPasswordHash(player.id, hash, tx);
        await repository.withTx(tx).addPasswordHistory(player.id, hash, clock.now());
        await s.sessions.endAll(player.id, 'password_reset', undefined, tx);
      });
      await s.limiter.succeed(null, player.id, player.email);
      await audit.write({ event: 'auth.password.reset', playerId: player.id, ip: meta.ip, requestId: meta.requestId });
      return { status: true as const };
    },
  };
}
export type PasswordService = ReturnType<typeof createPasswordService>;
