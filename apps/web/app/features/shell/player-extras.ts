import { formatMoney } from '@fortuna/contracts';
import type { PlayerInfo } from '../../lib/player';

/** Fields some player-info responses carry beyond spec §3 (currency, verification answer). */
type Extras = { currency?: string; verificationReviewAnswer?: string };

export function balanceText(player: PlayerInfo): string {
  const currency = (player as PlayerInfo & Extras).currency ?? '';
  return formatMoney(player.balance, currency).trim();
}

/** The sidebar's notification dot: verification answer RED, or rejected payments (spec §2). */
export function needsAttention(player: PlayerInfo | null): boolean {
  if (!player) return false;
  return player.rejectedPaymentsCount > 0 || (player as PlayerInfo & Extras).verificationReviewAnswer === 'RED';
}
