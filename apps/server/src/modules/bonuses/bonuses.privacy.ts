import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { exportRows, type PersonalDataSource } from '../../platform/personal-data';
import { playerBonuses } from './bonuses.tables';

/** The player's bonuses and their wagering, kept on erasure (they are part of the money records). */
export function bonusesPersonalData(db: Db): PersonalDataSource {
  return {
    name: 'bonuses',
    async collect(playerId) {
      return { bonuses: exportRows(await db.select().from(playerBonuses).where(eq(playerBonuses.playerId, playerId))) };
    },
  };
}
