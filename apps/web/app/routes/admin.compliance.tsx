import { ComplianceScreen } from '../features/backoffice';

export default function AdminCompliance() {
  return <ComplianceScreen />;
}
