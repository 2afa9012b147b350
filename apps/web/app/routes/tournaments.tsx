import { useLocation } from 'react-router';
import { localeFromPath } from '../lib/i18n';
import { TournamentsPage } from '../features/tournaments';

export function meta() {
  return [{ title: 'Tournaments · Fortuna Casino' }];
}

export default function TournamentsRoute() {
  const { pathname } = useLocation();
  return <TournamentsPage locale={localeFromPath(pathname)} />;
}
