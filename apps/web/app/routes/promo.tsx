import { useLocation } from 'react-router';
import { localeFromPath } from '../lib/i18n';
import { PromoListPage } from '../features/bonuses';

export function meta() {
  return [{ title: 'Promotions · Fortuna Casino' }];
}

export default function PromoRoute() {
  const { pathname } = useLocation();
  return <PromoListPage locale={localeFromPath(pathname)} />;
}
