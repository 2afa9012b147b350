import type { AddressInfo } from 'node:net';

/**
 * The origin at which this process can reach itself: the address it actually listens on (the
 * any-addresses become loopback), or null before it listens. Server-to-self calls (the sandbox
 * payment provider's callbacks) use it, so they arrive whatever PUBLIC_URL says or proxies do.
 */
export function selfUrl(address: AddressInfo | string | null): string | null {
  if (!address || typeof address === 'string') return null;
  let host = address.address;
  if (host === '0.0.0.0') host = '127.0.0.1';
  else if (host === '::' || host === '::0') host = '::1';
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}
