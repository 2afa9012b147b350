import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { exportRows, type PersonalDataSource } from '../../platform/personal-data';
import { rgsGameSessions, rgsRounds } from './rgs.tables';

/** The player's game sessions and rounds. Rounds are kept as they are on erasure (they stay verifiable). */
export function rgsPersonalData(db: Db): PersonalDataSource {
  return {
    name: 'rounds',
    async collect(playerId) {
      return {
        gameSessions: exportRows(await db.select().from(rgsGameSessions).where(eq(rgsGameSessions.playerId, playerId)), ['demoBalance']),
        rounds: exportRows(await db.select().from(rgsRounds).where(eq(rgsRounds.playerId, playerId))),
      };
    },
  };
}
