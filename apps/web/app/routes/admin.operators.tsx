import { OperatorsScreen } from '../features/backoffice';

export default function AdminOperators() {
  return <OperatorsScreen />;
}
