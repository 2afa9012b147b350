import { ERROR_CODES, type TournamentPlayerStatus } from '@fortuna/contracts';
import { AppError, conflict } from '../../platform/errors';
import type { TournamentRow } from './tournaments.repository';

/** What the tournaments module needs to know about a player (a port app.ts fills from the player module). */
export interface TournamentPlayer {
  login: string;
  currency: string;
  /** the account may play: status active, not blocked, not self-excluded */
  canPlay: boolean;
  verified: boolean;
  trusted: boolean;
}

/**
 * A player's tournament statuses (docs/tournaments.md): trusted (the casino marked the account),
 * verified (identity verified), new (neither).
 */
export function playerStatuses(p: TournamentPlayer): TournamentPlayerStatus[] {
  const statuses: TournamentPlayerStatus[] = [];
  if (p.trusted) statuses.push('trusted');
  if (p.verified) statuses.push('verified');
  if (!statuses.length) statuses.push('new');
  return statuses;
}

/** The leaderboard name: the login's first two and last characters around stars. */
export function maskLogin(login: string): string {
  return login.length <= 3 ? `${login[0] ?? ''}***` : `${login.slice(0, 2)}***${login.slice(-1)}`;
}

/** Refusal code 3 ("tournament status control"): the message lists the allowed statuses. */
export function statusRefusal(allowed: string[]): AppError {
  return new AppError(403, ERROR_CODES.tournamentStatusControl, `This tournament is open to players with status: ${allowed.join(', ')}`);
}

/**
 * Join rules: only a tournament in registration or active; only a player whose
 * account may play and who has one of the allowed statuses; only in one of its currencies.
 */
export function checkJoin(t: TournamentRow, player: TournamentPlayer | null): asserts player is TournamentPlayer {
  if (t.state !== 'registration' && t.state !== 'active')
    throw conflict('This tournament is not open for joining', ERROR_CODES.tournamentStatusControl);
  if (!player || !player.canPlay) throw statusRefusal(t.allowedStatuses);
  if (!playerStatuses(player).some((s) => t.allowedStatuses.includes(s))) throw statusRefusal(t.allowedStatuses);
  if (!t.currencies.includes(player.currency))
    throw new AppError(403, ERROR_CODES.tournamentStatusControl, `This tournament is played in ${t.currencies.join(', ')}`);
}
