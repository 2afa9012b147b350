import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { exportRows, type PersonalDataSource } from '../../platform/personal-data';
import { cashierManualVerifications, payments, payoutMethods } from './cashier.tables';

/**
 * Payments and payout cards for a privacy export (never a card token). On erasure the payments
 * stay (anti-money-laundering records) without the holder's name, and the saved cards go.
 */
export function cashierPersonalData(db: Db): PersonalDataSource {
  return {
    name: 'payments',
    async collect(playerId) {
      return {
        payments: exportRows(await db.select().from(payments).where(eq(payments.playerId, playerId)), ['providerRef']),
        payoutMethods: exportRows(await db.select().from(payoutMethods).where(eq(payoutMethods.playerId, playerId)), ['token']),
        manualVerification: exportRows(
          await db.select().from(cashierManualVerifications).where(eq(cashierManualVerifications.playerId, playerId)),
        ),
      };
    },
    async erase(playerId, tx) {
      for (const p of await tx
        .select({ id: payments.id, details: payments.details })
        .from(payments)
        .where(eq(payments.playerId, playerId))) {
        const { holder: _holder, ...rest } = p.details as Record<string, unknown>;
        await tx.update(payments).set({ details: rest }).where(eq(payments.id, p.id));
      }
      await tx.delete(payoutMethods).where(eq(payoutMethods.playerId, playerId));
    },
  };
}
