import type { PersonalDataSource } from '../../platform/personal-data';
import type { VerificationRepository } from './verification.repository';
import type { VerificationService } from './verification.service';

/** How long identity checks are kept after the account is erased (anti-money-laundering record keeping). */
export const KYC_RETENTION_YEARS = 5;

/**
 * The identity check for a privacy export: the applicant, its review, the documents' metadata and
 * the files themselves. On erasure it stays, restricted, until the retention period ends.
 */
export function verificationPersonalData(service: VerificationService, repository: VerificationRepository): PersonalDataSource {
  let cached: { playerId: string; data: Awaited<ReturnType<VerificationService['personalData']>> } | null = null;
  const load = async (playerId: string) => {
    if (cached?.playerId !== playerId) cached = { playerId, data: await service.personalData(playerId) };
    return cached.data;
  };
  return {
    name: 'identity-verification',
    async collect(playerId) {
      const { applicant, documents } = await load(playerId);
      return { applicant, documents };
    },
    async files(playerId) {
      const { files } = await load(playerId);
      cached = null;
      return files;
    },
    purgeExpired: (now) => service.purgeExpired(now),
    async erase(playerId, tx, { at }) {
      const until = new Date(at);
      until.setUTCFullYear(until.getUTCFullYear() + KYC_RETENTION_YEARS);
      await repository.withTx(tx).update(playerId, { retainUntil: until, updatedAt: at });
    },
  };
}
