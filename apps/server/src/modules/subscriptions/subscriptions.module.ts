import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { createBatchRunner, type BatchRunner } from '../../platform/batch-runner';
import type { PlatformDeps } from '../../platform/context';
import { sanitizeHtml } from '../../platform/html';
import type { Mailer } from '../../platform/mail';
import type { ServerModule } from '../../platform/module';
import type { PersonalDataSource } from '../../platform/personal-data';
import { createSubscriptionsRepository } from './subscriptions.repository';
import { subscriptionsOperatorRoutes, subscriptionsRoutes } from './subscriptions.routes';
import { createSubscriptionsService, type SubscriptionPlayers, type SubscriptionsService } from './subscriptions.service';

export interface SubscriptionsModuleDeps extends PlatformDeps {
  players: SubscriptionPlayers;
  mailer: Mailer;
  log?: FastifyBaseLogger;
  /** run mailings in this process (off under NODE_ENV=test, where tests call `batches.drain()`) */
  jobs?: boolean;
  batchSize?: number;
}

export type SubscriptionsModule = ServerModule<SubscriptionsService> & {
  batches: BatchRunner;
  personalData: PersonalDataSource;
};

/** Email subscriptions with their consent trail, signed unsubscribe links, and opt-in promotional mail. */
export function createSubscriptionsModule(deps: SubscriptionsModuleDeps): SubscriptionsModule {
  const batches = createBatchRunner({ db: deps.database.db, clock: deps.clock, log: deps.log, batchSize: deps.batchSize });
  const runJobs = deps.jobs ?? deps.env.NODE_ENV !== 'test';
  const service = createSubscriptionsService({
    repository: createSubscriptionsRepository(deps.database.db),
    players: deps.players,
    mailer: deps.mailer,
    clock: deps.clock,
    batches,
    sanitize: sanitizeHtml,
    publicUrl: deps.env.PUBLIC_URL,
    sessionSecret: deps.env.SESSION_SECRET,
    kick: runJobs ? () => void batches.drain().catch((err: unknown) => deps.log?.error({ err }, 'promo mailing failed')) : undefined,
  });

  const plugin: FastifyPluginAsync = async (api) => {
    await api.register(subscriptionsRoutes, { service });
    await api.register(subscriptionsOperatorRoutes, { service, operatorToken: deps.env.OPERATOR_TOKEN, runJobs: () => batches.drain() });
    if (runJobs) {
      batches.start();
      api.addHook('onClose', () => batches.stop());
    }
  };

  return {
    service,
    plugin,
    batches,
    personalData: {
      name: 'subscriptions',
      collect: (playerId) => service.personalData(playerId),
      erase: (playerId, tx) => service.erase(playerId, tx),
    },
    events: {
      // the sign-up checkbox (auth owns the event)
      'player.registered': async (p) => {
        await service.recordSignup(p.playerId, p.emailPromo);
      },
    },
  };
}
