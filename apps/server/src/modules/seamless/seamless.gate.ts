import { badRequest } from '../../platform/errors';
import { withReadMemo } from '../../platform/read-memo';
import {
  betRefused,
  gameBlocked,
  gameBlockReason,
  type BetGateInput,
  type BonusPort,
  type GameCatalogPort,
  type LimitsPort,
  type PlayerPort,
  type RgsGame,
} from '../rgs';

export interface BetGateDeps {
  catalog: GameCatalogPort;
  players: PlayerPort;
  limits: LimitsPort;
  bonuses: BonusPort;
}

/** What a passed bet's gate learnt: the game, and whether the player had an active bonus when it read. */
export interface GatePassed {
  game: RgsGame;
  bonusActive: boolean;
}

export type BetGate = (bet: BetGateInput) => Promise<GatePassed>;

/**
 * The one check every bet passes before money moves, whichever transport brought it: the player
 * (blocked, self-excluded), the game (technical, currency, country, bonus), responsible-gaming limits
 * and the jackpot it feeds. Throws the refusal; returns the game and whether a bonus was active. Runs outside the money's SQL
 * transaction: the ports read with their own handles.
 */
export function createBetGate(deps: BetGateDeps): BetGate {
  // the ports ask the same rows (the player, the active bonus): one read each per bet
  return (bet) => withReadMemo(() => check(bet));
  async function check(bet: BetGateInput): Promise<GatePassed> {
    const game = await deps.catalog.byId(bet.gameId);
    if (!game) throw badRequest('Unknown game', { gameId: ['unknown'] });
    const facts = await deps.players.facts(bet.playerId);
    if (facts.blocked) throw betRefused('player_blocked');
    if (facts.selfExcluded) throw betRefused('self_excluded');
    const bonusActive = await deps.bonuses.hasActiveBonus(bet.playerId, bet.currency);
    const reason = gameBlockReason(game, { currency: bet.currency, country: facts.country, bonusActive });
    if (reason) throw gameBlocked(reason);
    // a free round stakes none of the player's money: neither the bonus's max bet nor a wager limit applies
    if (bet.freeRound) return { game, bonusActive };
    if (await deps.bonuses.betAboveMax?.({ playerId: bet.playerId, currency: bet.currency, amount: bet.amount }))
      throw betRefused('bonus_max_bet');
    const limit = await deps.limits.checkBet({ playerId: bet.playerId, currency: bet.currency, amount: bet.amount, gameId: bet.gameId });
    if (limit) throw betRefused(limit);
    if (bet.jackpot) checkPool(game, bet.jackpot.poolId);
    if (bet.jackpot && bet.jackpot.contribution > bet.amount) throw badRequest('Contribution above the bet', { jackpot: ['too large'] });
    return { game, bonusActive };
  }
}

/** A game feeds and pays only its own progressive pool (`<pool>-<currency>`). */
export function checkPool(game: RgsGame, poolId: string) {
  if (!game.jackpotPoolId || !poolId.startsWith(`${game.jackpotPoolId}-`))
    throw badRequest('This game does not feed that jackpot', { jackpot: ['unknown pool'] });
}
