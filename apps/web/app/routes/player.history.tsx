import { useOutlet } from 'react-router';
import { ComingSoon } from '../features/shell';

/** Placeholder layout: the feature's own page replaces this module. */
export default function Page() {
  return useOutlet() ?? <ComingSoon />;
}
