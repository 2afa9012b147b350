import { lazy, Suspense, type ComponentProps } from 'react';

const Dialog = lazy(() => import('./Dialog').then((m) => ({ default: m.Dialog })));

/**
 * The Dialog, downloaded the first time it opens: for a screen whose first paint shows no popup
 * (the game's panels), so the page does not load the dialog library before it is needed.
 */
export function LazyDialog(props: ComponentProps<typeof Dialog>) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
