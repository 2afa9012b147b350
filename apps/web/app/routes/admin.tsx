import type { Route } from './+types/admin';
import { AdminShell } from '../features/backoffice';

export const meta: Route.MetaFunction = () => [{ title: 'Fortuna back office' }, { name: 'robots', content: 'noindex, nofollow' }];

/** /admin/*: the back office (ADR docs/decisions, "back office inside the web app"). */
export default function Admin() {
  return <AdminShell />;
}
