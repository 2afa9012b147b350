/** Tournaments: the list, one tournament with its tabs and live leaderboard, and join. */
export { TournamentsPage } from './TournamentsPage';
export { TournamentPage } from './TournamentPage';
export { JoinTournamentPage } from './JoinTournamentPage';
export { MyTournaments } from './MyTournaments';
export { tournamentsKeys, tournamentsQueries } from './api';
