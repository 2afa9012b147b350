import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';

// loaded when shown: the route's entry in the manifest every page loads stays a few bytes (no list of chunks)
const MarketingScreen = lazy(() => import('../features/backoffice').then((m) => ({ default: m.MarketingScreen })));

export default function AdminMarketing() {
  const { tab } = useParams();
  return (
    <Suspense fallback={null}>
      <MarketingScreen tab={tab} />
    </Suspense>
  );
}
