import type { Db } from '../../platform/db';
import { exportRows, type PersonalDataSource } from '../../platform/personal-data';
import { createResponsibleGamingRepository } from './responsible-gaming.repository';

/**
 * The player's limits, reality checks, breaks, blocks and terms acceptances. Kept on erasure: a
 * licensed operator must be able to show that a self-excluded player stayed excluded.
 */
export function responsibleGamingPersonalData(db: Db): PersonalDataSource {
  const repository = createResponsibleGamingRepository(db);
  return {
    name: 'responsible-gaming',
    async collect(playerId) {
      const all = await repository.everything(playerId);
      return Object.fromEntries(Object.entries(all).map(([k, rows]) => [k, exportRows(rows as Record<string, unknown>[])]));
    },
  };
}
