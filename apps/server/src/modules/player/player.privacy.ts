import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { exportRows, type PersonalDataSource } from '../../platform/personal-data';
import { players } from './player.tables';

/**
 * The player's profile and consents for a privacy export; on erasure every identifying field goes
 * and the account is closed (nobody can sign in to it again). The row stays, under the id, because
 * the ledger, rounds and payments refer to it.
 */
export function playerPersonalData(db: Db): PersonalDataSource {
  return {
    name: 'profile',
    async collect(playerId) {
      const [row] = await db.select().from(players).where(eq(players.id, playerId));
      if (!row) return null;
      const profile = exportRows([row], ['passwordHash'])[0];
      return {
        profile,
        consents: {
          termsAccepted: row.termsAccepted,
          privacyPolicyAccepted: row.policyAccepted,
          emailConfirmed: row.emailConfirmed,
          phoneConfirmed: row.phoneConfirmed,
        },
        attribution: { refId: row.refId, httpReferrer: row.httpReferrer, siteId: row.siteId },
      };
    },
    async erase(playerId, tx, { pseudonym, at }) {
      await tx
        .update(players)
        .set({
          login: `erased-${pseudonym}`,
          email: `${pseudonym}@erased.invalid`,
          // not a hash any password can match
          passwordHash: '!erased',
          name: null,
          surname: null,
          birthDate: null,
          phoneCode: null,
          phone: null,
          gender: null,
          nationality: null,
          countryOfBirth: null,
          address: null,
          city: null,
          zip: null,
          cpf: null,
          personalCode: null,
          deviceId: '',
          lastIp: null,
          refId: null,
          httpReferrer: null,
          siteId: null,
          phoneConfirmed: false,
          emailConfirmed: false,
          status: 'closed',
          updatedAt: at,
        })
        .where(eq(players.id, playerId));
    },
  };
}
