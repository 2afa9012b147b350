import type { Route } from './+types/admin.login';
import { LoginScreen } from '../features/backoffice';

export const meta: Route.MetaFunction = () => [{ title: 'Fortuna back office' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function AdminLogin() {
  return <LoginScreen />;
}
