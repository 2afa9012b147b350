import type { FastifyPluginAsync } from 'fastify';
import { createAuditLog } from '../../platform/audit/audit';
import type { Clock } from '../../platform/clock';
import type { PlatformDeps } from '../../platform/context';
import type { Db } from '../../platform/db';
import type { Mailer } from '../../platform/mail';
import type { ServerModule } from '../../platform/module';
import type { PlayerService } from '../player';
import type { WalletService } from '../wallet';
import { responsibleGamingOperatorRoutes } from './responsible-gaming.operator.routes';
import { createResponsibleGamingRepository } from './responsible-gaming.repository';
import { responsibleGamingRoutes } from './responsible-gaming.routes';
import { createResponsibleGamingService, type DepositedSince, type ResponsibleGamingService } from './responsible-gaming.service';

export interface ResponsibleGamingModuleDeps extends PlatformDeps {
  wallet: Pick<WalletService, 'gamingTotals' | 'balance'>;
  players: PlayerService;
  /** ends every login session of a player (auth), in the caller's transaction when given */
  endSessions(playerId: string, reason: string, tx?: Db): Promise<unknown>;
  mailer?: Pick<Mailer, 'send'>;
}

export interface ResponsibleGamingPluginOptions extends Record<string, unknown> {
  /** the cashier's deposits since a time (the limits page shows what each window used) */
  depositedSince?: DepositedSince;
}

export type ResponsibleGamingModule = ServerModule<ResponsibleGamingService, ResponsibleGamingPluginOptions>;

/** How often the scheduler applies due limit changes and reopenings (reads apply them on the way too). */
const TICK_MS = 30_000;

/** A clock that end-to-end runs may move forward (E2E=1 only): this module's time, nobody else's. */
function offsetClock(base: Clock): Clock & { advance(ms: number): void } {
  let offset = 0;
  return { now: () => new Date(base.now().getTime() + offset), advance: (ms) => void (offset += ms) };
}

/**
 * Responsible gaming: deposit, loss, wager and session limits, reality checks, time-outs and
 * self-exclusion, blocks with reasons, terms versions. The cashier asks it inside each deposit's
 * transaction; the RGS asks it for every bet (LimitsPort, adapted in app.ts).
 */
export function createResponsibleGamingModule(deps: ResponsibleGamingModuleDeps): ResponsibleGamingModule {
  const e2eClock = deps.env.E2E ? offsetClock(deps.clock) : undefined;
  const clock = e2eClock ?? deps.clock;
  const service = createResponsibleGamingService({
    repository: createResponsibleGamingRepository(deps.database.db),
    audit: createAuditLog(deps.database.db),
    clock,
    realtime: deps.realtime,
    projectId: deps.env.PROJECT_ID,
    wallet: deps.wallet,
    players: deps.players,
    endSessions: deps.endSessions,
    mailer: deps.mailer,
    events: deps.events,
  });

  const plugin: FastifyPluginAsync<ResponsibleGamingPluginOptions> = async (api, { depositedSince }) => {
    await api.register(responsibleGamingRoutes, { service, depositedSince });
    await api.register(responsibleGamingOperatorRoutes, { service, operatorToken: deps.env.OPERATOR_TOKEN, e2eClock });
    // the scheduler runs on a timer outside tests (tests move the FakeClock and call tick)
    if (deps.env.NODE_ENV !== 'test') {
      let timer: NodeJS.Timeout | undefined;
      api.addHook('onReady', async () => {
        timer = setInterval(
          () => void service.tick().catch((err: unknown) => api.log.error({ err }, 'responsible-gaming tick failed')),
          TICK_MS,
        );
        timer.unref();
      });
      api.addHook('onClose', async () => clearInterval(timer));
    }
  };

  return { service, plugin, events: {} };
}
