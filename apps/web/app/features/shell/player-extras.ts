import { formatMoney } from '@fortuna/contracts';
import type { PlayerInfo } from '../../lib/player';

/** The balance as the player info tells it (shown until the balances list has loaded). */
export function balanceText(player: PlayerInfo): string {
  return formatMoney(player.balance, player.currency).trim();
}

/** The sidebar's notification dot: the player has rejected payments to look at. */
export function needsAttention(player: PlayerInfo | null): boolean {
  return !!player && player.rejectedPaymentsCount > 0;
}
