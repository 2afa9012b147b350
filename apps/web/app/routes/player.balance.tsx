import { BalancePage } from '../features/cashier';

export function meta() {
  return [{ title: 'Balance · Fortuna Casino' }];
}

export default function PlayerBalanceRoute() {
  return <BalancePage />;
}
