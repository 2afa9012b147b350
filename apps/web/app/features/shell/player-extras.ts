import { formatMoney } from '@fortuna/contracts';
import type { PlayerInfo } from '../../lib/player';

/** The balance as the player info tells it (shown until the balances list has loaded). */
export function balanceText(player: PlayerInfo): string {
  return formatMoney(player.balance, player.currency).trim();
}

/** The menus' notification dot: rejected payments to look at, or an identity review that answered RED. */
export function needsAttention(player: PlayerInfo | null, verificationRed = false): boolean {
  return !!player && (player.rejectedPaymentsCount > 0 || verificationRed);
}
