import { useLocation } from 'react-router';
import { localeFromPath } from '../lib/i18n';
import { PromoItemPage } from '../features/bonuses';

export function meta() {
  return [{ title: 'Promotion · Fortuna Casino' }];
}

export default function PromoItemRoute() {
  const { pathname } = useLocation();
  return <PromoItemPage locale={localeFromPath(pathname)} />;
}
