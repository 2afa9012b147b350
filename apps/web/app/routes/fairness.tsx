import { FairnessPage } from '../features/fairness';

export function meta() {
  return [{ title: 'Provably fair · Fortuna Casino' }];
}

/** /fairness: the provably-fair verifier (runs in the browser only). */
export default function Fairness() {
  return <FairnessPage />;
}
