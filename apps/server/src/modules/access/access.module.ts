import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { PlatformDeps } from '../../platform/context';
import type { InvalidationBus } from '../../platform/invalidation';
import type { ServerModule } from '../../platform/module';
import { registerAccessGate } from './access.gate';
import { createAccessRepository } from './access.repository';
import { accessOperatorRoutes } from './access.routes';
import { createAccessService, type AccessService } from './access.service';
import { countryResolverFor, noProxyDetection, type CountryResolver, type ProxyDetector } from './geoip';

export interface AccessModuleDeps extends PlatformDeps {
  /** GEOIP_DATABASE's resolver unless given */
  countries?: CountryResolver;
  /** the VPN/proxy seam: nothing is flagged unless an adapter is given */
  proxies?: ProxyDetector;
  /** a block list change clears the cached list on every instance */
  invalidation: InvalidationBus;
}

export type AccessModule = ServerModule<AccessService> & {
  /** the gate on every request (registered before the site's routes) */
  registerGate(app: FastifyInstance): void;
};

/** Who is allowed in: geo-blocking by country and the operator's IP block list. */
export function createAccessModule(deps: AccessModuleDeps): AccessModule {
  const { env } = deps;
  const service = createAccessService({
    repository: createAccessRepository(deps.database.db),
    clock: deps.clock,
    policy: {
      allowedCountries: env.ALLOWED_COUNTRIES,
      blockedCountries: env.BLOCKED_COUNTRIES,
      blockedCountryBrowsing: env.BLOCKED_COUNTRY_BROWSING,
    },
    countries: deps.countries ?? countryResolverFor(env.GEOIP_DATABASE),
    proxies: deps.proxies ?? noProxyDetection,
    invalidation: deps.invalidation,
  });
  const plugin: FastifyPluginAsync = async (api) => {
    await api.register(accessOperatorRoutes, { service, operatorToken: env.OPERATOR_TOKEN });
  };
  return { service, plugin, events: {}, registerGate: (app) => registerAccessGate(app, service) };
}
