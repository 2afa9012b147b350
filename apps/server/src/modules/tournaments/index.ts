/** Public API of the tournaments module. */
export { createTournamentsModule, type TournamentsModule, type TournamentsModuleDeps } from './tournaments.module';
export type { TournamentsService, TournamentGame } from './tournaments.service';
export type { TournamentPlayer } from './tournaments.rules';
export { TOURNAMENT_EVENTS, type TournamentPrizeAwarded, type TournamentStatusChanged } from './tournaments.events';
export { createLeaderboardPush, type LeaderboardPush } from './tournaments.leaderboard';
