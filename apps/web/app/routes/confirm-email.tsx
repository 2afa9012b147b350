import { useLocation, useParams } from 'react-router';
import { localeFromPath } from '../lib/i18n';
import { ConfirmEmail } from '../features/auth/ConfirmEmail';
import { localePrefix } from '../features/auth/paths';

export function meta() {
  return [{ title: 'Fortuna' }, { name: 'robots', content: 'noindex' }];
}

/** /confirm/email/{payload}: posts the payload, shows a toast, then the url resets to home (spec §4). */
export default function ConfirmEmailPage() {
  const { payload = '' } = useParams();
  const home = localePrefix(localeFromPath(useLocation().pathname)) || '/';
  return <ConfirmEmail payload={payload} home={home} />;
}
