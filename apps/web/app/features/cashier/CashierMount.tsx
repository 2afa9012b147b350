import { usePlayerInfo } from '../../lib/player';
import { CashierModal } from './CashierModal';

/** The cashier is mounted only when a player is signed in (spec §2). */
export function CashierMount() {
  const { isLoggedIn } = usePlayerInfo();
  return isLoggedIn ? <CashierModal /> : null;
}
