import { ReportsScreen } from '../features/backoffice';

export default function AdminReports() {
  return <ReportsScreen />;
}
