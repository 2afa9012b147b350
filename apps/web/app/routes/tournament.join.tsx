import { useLocation, useParams } from 'react-router';
import { noindexMeta } from '../features/auth';
import { localeFromPath } from '../lib/i18n';
import { JoinTournamentPage, TournamentsPage } from '../features/tournaments';

export const meta = noindexMeta;

/** /tournament/{id}/join (signed in: the route table's guard shows the login popup first). */
export default function TournamentJoinRoute() {
  const { pathname } = useLocation();
  const { id } = useParams();
  const locale = localeFromPath(pathname);
  const n = Number(id);
  return Number.isInteger(n) && n > 0 ? <JoinTournamentPage id={n} locale={locale} /> : <TournamentsPage locale={locale} />;
}
