import { useParams } from 'react-router';
import { MarketingScreen } from '../features/backoffice';

export default function AdminMarketing() {
  return <MarketingScreen tab={useParams().tab} />;
}
