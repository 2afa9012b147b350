import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { Reader, type Response } from 'maxmind';

/**
 * Where a visitor's country comes from: an ISO 3166-1 alpha-2 code, or null when the address is
 * not in the database (private, loopback, unallocated).
 */
export interface CountryResolver {
  countryOf(ip: string): string | null;
}

/** VPN and proxy detection is a seam: an adapter (a commercial anonymiser list) says whether an address hides its origin. */
export interface ProxyDetector {
  isAnonymous(ip: string): Promise<boolean>;
}
export const noProxyDetection: ProxyDetector = { isAnonymous: async () => false };

export const noCountries: CountryResolver = { countryOf: () => null };

/**
 * The database that ships in the `geoip-country` npm package (MaxMind GeoLite2 Country, refreshed
 * with each package release; offline). Loaded on first use: it holds about 8 MB in memory.
 */
export function bundledCountries(): CountryResolver {
  let geoip: { lookup(ip: string): { country?: string } | null } | undefined;
  return {
    countryOf(ip) {
      geoip ??= createRequire(import.meta.url)('geoip-country') as NonNullable<typeof geoip>;
      return normalise(geoip.lookup(ip)?.country);
    },
  };
}

/**
 * A MaxMind-format country database the operator provides (GeoIP2/GeoLite2 Country, or any .mmdb
 * with `country.iso_code` or `country_code`), read once at start.
 */
export function mmdbCountries(file: string): CountryResolver {
  const reader = new Reader<Response & { country_code?: string }>(readFileSync(file));
  return {
    countryOf(ip) {
      try {
        const found = reader.get(ip) as { country?: { iso_code?: string }; country_code?: string } | null;
        return normalise(found?.country?.iso_code ?? found?.country_code);
      } catch {
        return null;
      }
    },
  };
}

/** GEOIP_DATABASE: `bundled`, `off`, or a file path. */
export function countryResolverFor(setting: string): CountryResolver {
  if (setting === 'off') return noCountries;
  if (setting === 'bundled' || setting === '') return bundledCountries();
  return mmdbCountries(setting);
}

const normalise = (code: string | undefined) => (code && /^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : null);
