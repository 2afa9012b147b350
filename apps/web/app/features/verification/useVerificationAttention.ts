import { useQuery } from '@tanstack/react-query';
import { usePlayerInfo } from '../../lib/player';
import { verificationQueries } from './api';
import { isRed } from './review';

/**
 * True when the identity review answered RED: the menus show a dot leading to the verification
 * page. Reading the applicant also starts verification for a player who has none yet, as the site
 * does after every login.
 */
export function useVerificationAttention(): boolean {
  const { player } = usePlayerInfo();
  const signedIn = !!player && !player.verifiedSumSub;
  const applicant = useQuery({ ...verificationQueries.applicant(), enabled: signedIn });
  return signedIn && isRed(applicant.data);
}
