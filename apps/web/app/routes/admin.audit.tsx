import { AuditScreen } from '../features/backoffice';

export default function AdminAudit() {
  return <AuditScreen />;
}
