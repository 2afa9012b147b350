import { lazy, Suspense } from 'react';
import type { FairnessPanelProps } from './FairnessPanel';

const FairnessPanel = lazy(() => import('./FairnessPanel').then((m) => ({ default: m.FairnessPanel })));

/**
 * The provably-fair panel, downloaded the first time it opens: its client-seed form (and the form
 * library) stay out of a game page until the player opens the panel.
 */
export function LazyFairnessPanel(props: FairnessPanelProps) {
  return (
    <Suspense fallback={null}>
      <FairnessPanel {...props} />
    </Suspense>
  );
}
