import QRCode from 'qrcode';
import { Secret, TOTP } from 'otpauth';
import { AppError, badRequest, conflict } from '../../platform/errors';
import { ERROR_CODES } from '@fortuna/contracts';
import { randomToken, verifyPassword } from './auth.crypto';
import type { AuthDeps, RequestMeta } from './auth.deps';

const RECOVERY_CODES = 10;
const totpFor = (secret: string, label: string) =>
  new TOTP({ issuer: 'Fortuna', label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/** TOTP (RFC 6238) enrolment with a QR code, recovery codes, and the check at login. */
export function createTwoFactorService(deps: AuthDeps) {
  const { repository, audit, clock, secrets } = deps;
  const step = () => Math.floor(clock.now().getTime() / 30_000);

  /** the matching time step, or null; a step already used is refused (no replay) */
  const checkTotp = (secret: string, label: string, code: string, lastUsedStep: number): number | null => {
    const delta = totpFor(secret, label).validate({ token: code, timestamp: clock.now().getTime(), window: 1 });
    if (delta === null) return null;
    const used = step() + delta;
    return used > lastUsedStep ? used : null;
  };

  return {
    async status(playerId: string) {
      const row = await repository.twoFactor(playerId);
      return { enabled: !!row?.enabled, recoveryCodesLeft: row?.enabled ? await repository.unusedRecoveryCodes(playerId) : 0 };
    },

    isEnabled: async (playerId: string) => !!(await repository.twoFactor(playerId))?.enabled,

    /** a new pending secret each time until enrolment is confirmed */
    async secret(playerId: string) {
      const existing = await repository.twoFactor(playerId);
      if (existing?.enabled) return { enabled: true, secret: '', otpauthUrl: '', qrCode: '' };
      const player = await deps.players.get(playerId);
      const secret = new Secret({ size: 20 }).base32;
      await repository.saveTwoFactorSecret(playerId, secrets.encrypt(secret), clock.now());
      const otpauthUrl = totpFor(secret, player.login).toString();
      const qrCode = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 });
      return { enabled: false, secret, otpauthUrl, qrCode };
    },

    async confirm(playerId: string, code: string, meta: RequestMeta) {
      const row = await repository.twoFactor(playerId);
      if (!row) throw badRequest('Request a secret first', { code: ['errors.totpNoSecret'] });
      if (row.enabled) throw conflict('Two-factor authentication is already enabled');
      const player = await deps.players.get(playerId);
      const used = checkTotp(secrets.decrypt(row.secretEnc), player.login, code, row.lastUsedStep);
      if (used === null) {
        await audit.write({ event: 'auth.2fa.enableFailed', playerId, ip: meta.ip, requestId: meta.requestId });
        throw badRequest('Wrong code', { code: ['errors.totpInvalid'] });
      }
      const codes = Array.from({ length: RECOVERY_CODES }, () => randomToken(8).replace(/[-_]/g, 'x').slice(0, 10).toLowerCase());
      await repository.transaction(async (tx) => {
        await repository.withTx(tx).enableTwoFactor(playerId, clock.now(), used);
        await repository.withTx(tx).replaceRecoveryCodes(
          playerId,
          codes.map((c) => secrets.mac(c)),
        );
      });
      await audit.write({ event: 'auth.2fa.enabled', playerId, ip: meta.ip, requestId: meta.requestId });
      return { enabled: true as const, recoveryCodes: codes };
    },

    async disable(playerId: string, password: string, meta: RequestMeta) {
      const player = await deps.players.get(playerId);
      if (!(await verifyPassword(player.passwordHash, password))) {
        await audit.write({ event: 'auth.2fa.disableFailed', playerId, ip: meta.ip, requestId: meta.requestId });
        throw new AppError(400, ERROR_CODES.notCurrentPassword, 'The password is not correct', { password: ['errors.5103'] });
      }
      await repository.deleteTwoFactor(playerId);
      await audit.write({ event: 'auth.2fa.disabled', playerId, ip: meta.ip, requestId: meta.requestId });
    },

    /**
     * The back office turns the player's 2FA off (a lost phone, after the operator checked who asks):
     * no password, but the reason and the operator go into the auth log. Answers whether 2FA was on.
     */
    async resetByOperator(playerId: string, meta: { ip: string; requestId?: string }): Promise<boolean> {
      const row = await repository.twoFactor(playerId);
      if (!row) return false;
      await repository.deleteTwoFactor(playerId);
      await audit.write({ event: 'auth.2fa.resetByOperator', playerId, ip: meta.ip, requestId: meta.requestId });
      return row.enabled;
    },

    /** at login: a TOTP code or an unused recovery code */
    async verifyLogin(playerId: string, login: string, code: string): Promise<boolean> {
      const row = await repository.twoFactor(playerId);
      if (!row?.enabled) return true;
      const clean = code.trim().toLowerCase();
      if (/^\d{6}$/.test(clean)) {
        const used = checkTotp(secrets.decrypt(row.secretEnc), login, clean, row.lastUsedStep);
        if (used === null) return false;
        await repository.setLastStep(playerId, used);
        return true;
      }
      return repository.useRecoveryCode(playerId, secrets.mac(clean), clock.now());
    },
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
