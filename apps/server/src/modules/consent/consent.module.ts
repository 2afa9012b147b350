import type { FastifyPluginAsync } from 'fastify';
import type { PlatformDeps } from '../../platform/context';
import type { ServerModule } from '../../platform/module';
import { createConsentRepository, type ConsentRepository } from './consent.repository';
import { consentRoutes } from './consent.routes';
import { firstPartyTracker, type VisitTracker } from './tracking';

export interface ConsentModuleDeps extends PlatformDeps {
  /** the first-party tracker (our database) unless another is given */
  tracker?: VisitTracker;
}

/** Cookie consent (the choice cookie, the referral cookie that follows it) and visit tracking. */
export function createConsentModule(deps: ConsentModuleDeps): ServerModule<{ repository: ConsentRepository; tracker: VisitTracker }> {
  const repository = createConsentRepository(deps.database.db);
  const tracker = deps.tracker ?? firstPartyTracker(repository);
  const plugin: FastifyPluginAsync = async (api) => {
    await api.register(consentRoutes, { tracker, clock: deps.clock });
  };
  return { service: { repository, tracker }, plugin, events: {} };
}
