import type { FastifyPluginAsync } from 'fastify';
import type { Locale } from '@fortuna/contracts';
import type { PlatformDeps } from '../../platform/context';
import { every } from '../../platform/metrics';
import type { ServerModule } from '../../platform/module';
import type { WalletService } from '../wallet';
import { tournamentsOperatorRoutes } from './tournaments.operator.routes';
import { createTournamentsRepository } from './tournaments.repository';
import { tournamentsRoutes } from './tournaments.routes';
import type { TournamentPlayer } from './tournaments.rules';
import { createTournamentsService, type TournamentGame, type TournamentsService } from './tournaments.service';

export interface TournamentsModuleDeps extends PlatformDeps {
  wallet: WalletService;
  playerOf: (playerId: string) => Promise<TournamentPlayer | null>;
  gamesOf: (urls: string[], locale: Locale) => Promise<TournamentGame[]>;
  /** run the lifecycle scheduler (default: outside tests) */
  jobs?: boolean;
  jobIntervalMs?: number;
  /** test seam: after each prize payment */
  afterPrizePaid?: (tournamentId: number, place: number) => Promise<void>;
}

export type TournamentsModule = ServerModule<TournamentsService>;

/** Tournaments: scored from the ledger's settled rounds, a lifecycle on a lease, prizes paid once. */
export function createTournamentsModule(deps: TournamentsModuleDeps): TournamentsModule {
  const service = createTournamentsService({
    repository: createTournamentsRepository(deps.database.db),
    clock: deps.clock,
    events: deps.events,
    wallet: deps.wallet,
    playerOf: deps.playerOf,
    gamesOf: deps.gamesOf,
    afterPrizePaid: deps.afterPrizePaid,
  });
  const plugin: FastifyPluginAsync = async (app) => {
    await app.register(tournamentsRoutes, { service });
    await app.register(tournamentsOperatorRoutes, { service, operatorToken: deps.env.OPERATOR_TOKEN });
    if (deps.jobs ?? deps.env.NODE_ENV !== 'test') {
      // the lifecycle on the injected clock; one driver across instances (the lease in the tick)
      const job = every(
        'tournament_lifecycle',
        deps.jobIntervalMs ?? 5_000,
        () => service.tick(),
        (err) => app.log.error({ err }, 'tournament lifecycle failed'),
      );
      app.addHook('onClose', async () => job.stop());
    }
  };
  return {
    service,
    plugin,
    events: {
      // scores come from the ledger: bets, wins and rollbacks of rounds (real money only reaches the ledger)
      'wallet.transactionPosted': async (t) => {
        await service.onPosting(t);
      },
    },
  };
}
