import { ComingSoon } from '../features/shell';

/** Placeholder: the feature's own page replaces this module. */
export default function Page() {
  return <ComingSoon />;
}
