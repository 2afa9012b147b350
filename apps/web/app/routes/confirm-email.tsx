import { useLocation, useParams } from 'react-router';
import { localeFromPath } from '../lib/i18n';
import { ConfirmEmail } from '../features/auth';
import { localePrefix } from '../features/auth';

export function meta() {
  return [{ title: 'Fortuna' }, { name: 'robots', content: 'noindex' }];
}

/** /confirm/email/{payload}: posts the payload, shows a toast, then the url resets to home. */
export default function ConfirmEmailPage() {
  const { payload = '' } = useParams();
  const home = localePrefix(localeFromPath(useLocation().pathname)) || '/';
  return <ConfirmEmail payload={payload} home={home} />;
}
