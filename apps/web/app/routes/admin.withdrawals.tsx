import { WithdrawalsScreen } from '../features/backoffice';

export default function AdminWithdrawals() {
  return <WithdrawalsScreen />;
}
