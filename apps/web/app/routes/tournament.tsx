import { useLocation, useParams } from 'react-router';
import { localeFromPath } from '../lib/i18n';
import { TournamentPage, TournamentsPage } from '../features/tournaments';

export function meta() {
  return [{ title: 'Tournament · Fortuna Casino' }];
}

/** /tournament/{id}; without an id (the spec's id is optional) the list. */
export default function TournamentRoute() {
  const { pathname } = useLocation();
  const { id } = useParams();
  const locale = localeFromPath(pathname);
  const n = Number(id);
  return Number.isInteger(n) && n > 0 ? <TournamentPage key={n} id={n} locale={locale} /> : <TournamentsPage locale={locale} />;
}
