import { DashboardScreen } from '../features/backoffice';

export default function AdminDashboard() {
  return <DashboardScreen />;
}
