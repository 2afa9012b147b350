import type { Clock } from '../../platform/clock';
import { createInvalidationBus, type InvalidationBus } from '../../platform/invalidation';
import { badRequest, notFound } from '../../platform/errors';
import type { AccessRepository } from './access.repository';
import type { CountryResolver, ProxyDetector } from './geoip';
import { parseRange, plainIp, rangeMatcher } from './ip-ranges';

/**
 * Who is allowed in:
 * - an address on the operator's IP block list gets nothing but the 403 page;
 * - a country outside ALLOWED_COUNTRIES (when set) or in BLOCKED_COUNTRIES is refused sign-up and
 *   deposits (real money); with BLOCKED_COUNTRY_BROWSING=false it gets the 403 page too;
 * - an address the VPN/proxy seam flags is treated as a blocked country;
 * - an address with no country (private, loopback, unknown) is let in.
 */
export interface AccessPolicy {
  allowedCountries: string[];
  blockedCountries: string[];
  blockedCountryBrowsing: boolean;
}

export type AccessVerdict =
  | { access: 'full'; country: string | null }
  /** may browse and play for fun; sign-up and deposits refused */
  | { access: 'browse'; country: string | null; reason: 'country' | 'proxy' }
  | { access: 'none'; country: string | null; reason: 'ip' | 'country' | 'proxy' };

/**
 * The block list is re-read at most this often. A change clears it on every instance at once through
 * the invalidation bus; this bounds staleness when that message is lost (Redis down).
 */
const BLOCK_LIST_TTL_MS = 30_000;

export interface AccessServiceDeps {
  repository: AccessRepository;
  clock: Clock;
  policy: AccessPolicy;
  countries: CountryResolver;
  proxies: ProxyDetector;
  /** tells every instance the block list changed (in process only unless given) */
  invalidation?: InvalidationBus;
}

/** the topic a block list change sends */
export const ACCESS_BLOCKS_TOPIC = 'access-blocks';

export function createAccessService({ repository, clock, policy, countries, proxies, invalidation }: AccessServiceDeps) {
  let matcher: ((ip: string) => boolean) | undefined;
  let loadedAt = 0;
  let loading: Promise<(ip: string) => boolean> | undefined;
  const geoRules = policy.allowedCountries.length > 0 || policy.blockedCountries.length > 0;

  const blockList = async () => {
    if (matcher && clock.now().getTime() - loadedAt < BLOCK_LIST_TTL_MS) return matcher;
    loading ??= repository
      .list()
      .then((rows) => {
        matcher = rangeMatcher(rows.map((r) => r.range));
        loadedAt = clock.now().getTime();
        return matcher;
      })
      .finally(() => (loading = undefined));
    return loading;
  };
  const bus = invalidation ?? createInvalidationBus({ prefix: '', log: console });
  bus.subscribe(ACCESS_BLOCKS_TOPIC, () => {
    matcher = undefined;
  });
  const invalidate = () => bus.publish(ACCESS_BLOCKS_TOPIC);

  const countryBlocked = (country: string | null) =>
    country !== null &&
    ((policy.allowedCountries.length > 0 && !policy.allowedCountries.includes(country)) || policy.blockedCountries.includes(country));

  return {
    policy,
    /** the verdict for one client address (request.ip, which honours TRUST_PROXY) */
    async verdict(ip: string): Promise<AccessVerdict> {
      const address = plainIp(ip);
      if ((await blockList())(address)) return { access: 'none', country: null, reason: 'ip' };
      // the GeoIP lookup only when there is a rule to apply
      const country = geoRules ? countries.countryOf(address) : null;
      const reason = countryBlocked(country) ? 'country' : (await proxies.isAnonymous(address)) ? 'proxy' : null;
      if (!reason) return { access: 'full', country };
      return policy.blockedCountryBrowsing ? { access: 'browse', country, reason } : { access: 'none', country, reason };
    },

    async listBlocks() {
      return (await repository.list()).map(toView);
    },
    async addBlock(input: { range: string; reason?: string }) {
      const parsed = parseRange(input.range);
      if (!parsed)
        throw badRequest('Not an IP address or range', {
          range: ['expected an address or CIDR range (IPv4 /8 or narrower, IPv6 /16 or narrower)'],
        });
      const created = await repository.add({ range: parsed.canonical, reason: input.reason ?? '', createdAt: clock.now() });
      invalidate();
      if (created) return { created: true, block: toView(created) };
      return { created: false, block: toView((await repository.findByRange(parsed.canonical))!) };
    },
    async removeBlock(id: string) {
      if (!(await repository.remove(id))) throw notFound('No such IP block');
      invalidate();
    },
  };
}
export type AccessService = ReturnType<typeof createAccessService>;

const toView = (r: { id: string; range: string; reason: string; createdAt: Date }) => ({
  id: r.id,
  range: r.range,
  reason: r.reason,
  createdAt: r.createdAt.toISOString(),
});
