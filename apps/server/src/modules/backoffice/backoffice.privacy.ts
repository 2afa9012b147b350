import type { Db } from '../../platform/db';
import { exportRows, type PersonalDataSource } from '../../platform/personal-data';
import { createBackofficeRepository } from './backoffice.repository';

/**
 * Operators' notes on the player: part of the player's data export (they are about the player).
 * Kept on erasure, under the player's id that then is a pseudonym: they are the operator's record of
 * its dealings with the player (complaints, checks), which a licensed operator must be able to show.
 */
export function backofficePersonalData(db: Db): PersonalDataSource {
  const repository = createBackofficeRepository(db);
  return {
    name: 'operator-notes',
    async collect(playerId) {
      return exportRows(await repository.notesOfPlayer(playerId, 'all'), ['authorId']);
    },
  };
}
