/** Tournaments: the list, one tournament with its tabs and live leaderboard, and join. */
export { TournamentsPage } from './TournamentsPage';
export { TournamentPage } from './TournamentPage';
export { JoinTournamentPage } from './JoinTournamentPage';
export { MyTournamentsMenu } from './MyTournamentsMenu';
export { tournamentsKeys, tournamentsQueries } from './api';
