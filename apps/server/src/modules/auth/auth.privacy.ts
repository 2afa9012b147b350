import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { exportRows, type PersonalDataSource } from '../../platform/personal-data';
import { actionTokens, loginHistory, passwordHistory, phoneConfirmations, recoveryCodes, sessions, twoFactor } from './auth.tables';

/**
 * Sessions, the sign-in log and security settings for a privacy export (never a token, hash or
 * secret). On erasure every session ends, addresses and devices are blanked, and the credentials
 * and one-time codes go.
 */
export function authPersonalData(db: Db): PersonalDataSource {
  return {
    name: 'sessions-and-auth-log',
    async collect(playerId) {
      const [tf] = await db.select().from(twoFactor).where(eq(twoFactor.playerId, playerId));
      const [phone] = await db.select().from(phoneConfirmations).where(eq(phoneConfirmations.playerId, playerId));
      return {
        sessions: exportRows(await db.select().from(sessions).where(eq(sessions.playerId, playerId)), ['tokenHash']),
        authLog: exportRows(await db.select().from(loginHistory).where(eq(loginHistory.playerId, playerId))),
        twoFactor: { enabled: tf?.enabled ?? false, enabledAt: tf?.enabledAt?.toISOString() ?? null },
        phoneConfirmation: phone
          ? { phone: phone.phone, sendCount: phone.sendCount, lastSentAt: phone.lastSentAt?.toISOString() ?? null }
          : null,
      };
    },
    async erase(playerId, tx, { at }) {
      await tx
        .update(sessions)
        .set({ endedAt: at, endReason: 'erased' })
        .where(and(eq(sessions.playerId, playerId), isNull(sessions.endedAt)));
      await tx.update(sessions).set({ ip: null, userAgent: null, deviceId: '' }).where(eq(sessions.playerId, playerId));
      await tx.update(loginHistory).set({ ip: '', device: '' }).where(eq(loginHistory.playerId, playerId));
      for (const table of [twoFactor, recoveryCodes, actionTokens, passwordHistory, phoneConfirmations])
        await tx.delete(table).where(eq(table.playerId, playerId));
    },
  };
}
