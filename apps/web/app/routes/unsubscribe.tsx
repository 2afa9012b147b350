import { useLocation, useParams } from 'react-router';
import { UnsubscribePage } from '../features/subscriptions';
import { localeFromPath } from '../lib/i18n';

export function meta() {
  return [{ title: 'Fortuna' }, { name: 'robots', content: 'noindex' }];
}

/** /unsubscribe/{hash}/{playerId}/{type}: a mail's unsubscribe link, signed out, no header or footer. */
export default function Page() {
  const { hash = '', playerId = '', type = '' } = useParams();
  const locale = localeFromPath(useLocation().pathname);
  return <UnsubscribePage hash={hash} playerId={playerId} type={type} locale={locale} />;
}
