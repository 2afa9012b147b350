import type { FastifyPluginAsync } from 'fastify';
import { realtimeChannel, realtimeEvent, type Locale } from '@fortuna/contracts';
import type { PlatformDeps } from '../../platform/context';
import { every } from '../../platform/metrics';
import type { ServerModule } from '../../platform/module';
import type { WalletService } from '../wallet';
import { createLeaderboardPush, type LeaderboardPush } from './tournaments.leaderboard';
import { tournamentsOperatorRoutes } from './tournaments.operator.routes';
import { createTournamentsRepository } from './tournaments.repository';
import { tournamentsRoutes } from './tournaments.routes';
import { seedTournaments } from './tournaments.seed';
import type { TournamentPlayer } from './tournaments.rules';
import {
  createTournamentsService,
  MIN_LEADERS,
  type TournamentGame,
  type TournamentsService,
  type TournamentsServiceDeps,
} from './tournaments.service';

export interface TournamentsModuleDeps extends PlatformDeps {
  wallet: WalletService;
  playerOf: (playerId: string) => Promise<TournamentPlayer | null>;
  gamesOf: (urls: string[], locale: Locale) => Promise<TournamentGame[]>;
  gamesIn?: TournamentsServiceDeps['gamesIn'];
  studiosOf?: TournamentsServiceDeps['studiosOf'];
  bonusTemplateOf?: TournamentsServiceDeps['bonusTemplateOf'];
  grantBonus?: TournamentsServiceDeps['grantBonus'];
  onTournamentGames?: TournamentsServiceDeps['onTournamentGames'];
  /** seed the three demo tournaments (default: outside tests) */
  seed?: boolean;
  /** run the lifecycle scheduler (default: outside tests) */
  jobs?: boolean;
  jobIntervalMs?: number;
  /** test seam: after each prize payment */
  afterPrizePaid?: (tournamentId: number, place: number) => Promise<void>;
}

export type TournamentsModule = ServerModule<TournamentsService> & {
  /** the throttled real-time leaderboard (tests flush it on the fake clock) */
  leaderboard: LeaderboardPush;
};

/** Tournaments: scored from the ledger's settled rounds, a lifecycle on a lease, prizes paid once. */
export function createTournamentsModule(deps: TournamentsModuleDeps): TournamentsModule {
  const repository = createTournamentsRepository(deps.database.db);
  const leaderboard = createLeaderboardPush({
    clock: deps.clock,
    realtime: deps.realtime,
    projectId: deps.env.PROJECT_ID,
    topN: MIN_LEADERS,
    // places from the service's in-memory boards; a player's own score from their row
    reads: {
      byId: (id) => repository.byId(id),
      top: (id, limit) => service.standings.top(id, limit),
      participants: (id) => service.standings.count(id),
      standing: async (id, playerId) => {
        const p = await repository.participant(id, playerId);
        if (!p) return null;
        return { place: await service.standings.placeOf(id, { ...p, reachedAt: p.reachedAt.getTime() }), score: p.score };
      },
    },
  });
  const service = createTournamentsService({
    repository,
    clock: deps.clock,
    events: deps.events,
    wallet: deps.wallet,
    playerOf: deps.playerOf,
    gamesOf: deps.gamesOf,
    gamesIn: deps.gamesIn,
    studiosOf: deps.studiosOf,
    bonusTemplateOf: deps.bonusTemplateOf,
    grantBonus: deps.grantBonus,
    onTournamentGames: deps.onTournamentGames,
    afterPrizePaid: deps.afterPrizePaid,
    onStandingsChanged: (id, playerId) => leaderboard.changed(id, playerId),
  });
  /** one scheduler pass: the lifecycle, then the leaderboard pushes whose one-second window has passed */
  const runLifecycle = async () => {
    const moved = await service.tick();
    await leaderboard.flush();
    return moved;
  };
  const plugin: FastifyPluginAsync = async (app) => {
    if (deps.seed ?? deps.env.NODE_ENV !== 'test') await seedTournaments(repository, deps.clock, deps.gamesOf);
    await app.register(tournamentsRoutes, { service });
    await app.register(tournamentsOperatorRoutes, { service, operatorToken: deps.env.OPERATOR_TOKEN, runLifecycle });
    if (deps.jobs ?? deps.env.NODE_ENV !== 'test') {
      // the lifecycle on the injected clock; one driver across instances (the lease in the tick)
      const job = every(
        'tournament_lifecycle',
        deps.jobIntervalMs ?? 5_000,
        () => service.tick(),
        (err) => app.log.error({ err }, 'tournament lifecycle failed'),
      );
      // changes that waited for the leaderboard's one-second window
      const pushes = setInterval(() => void leaderboard.flush(), 250);
      pushes.unref();
      app.addHook('onClose', async () => {
        job.stop();
        clearInterval(pushes);
        await service.releaseLease().catch(() => {});
      });
    }
  };
  return {
    service,
    plugin,
    leaderboard,
    events: {
      // the tournament pages follow starts and ends without reloading
      'tournaments.statusChanged': async (s) => {
        await deps.realtime.publish(realtimeChannel.tournaments(deps.env.PROJECT_ID), realtimeEvent('tournamentStatus', s));
      },
      // scores come from the ledger: bets, wins and rollbacks of rounds (real money only reaches the ledger)
      'wallet.transactionPosted': async (t) => {
        await service.onPosting(t);
      },
    },
  };
}
