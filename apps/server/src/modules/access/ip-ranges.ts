import { BlockList, isIP } from 'node:net';

/**
 * An address or CIDR range in canonical form (`203.0.113.7` -> `203.0.113.7/32`), or null when it
 * is not one. IPv4-mapped IPv6 visitors (`::ffff:203.0.113.7`) are matched as IPv4 (see `plainIp`).
 */
export function parseRange(input: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6'; canonical: string } | null {
  const [address, prefixText, ...rest] = input.trim().split('/');
  if (rest.length) return null;
  const version = isIP(address);
  if (!version) return null;
  const max = version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (prefix > max || (prefix < 8 && version === 4) || (prefix < 16 && version === 6)) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  return { address: address.toLowerCase(), prefix, family, canonical: `${address.toLowerCase()}/${prefix}` };
}

/** `::ffff:1.2.3.4` -> `1.2.3.4`: Node reports IPv4 clients of a dual-stack socket in the mapped form. */
export function plainIp(ip: string): string {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return m ? m[1] : ip;
}

/** A matcher over canonical ranges (net.BlockList: prefix arithmetic for IPv4 and IPv6). */
export function rangeMatcher(ranges: string[]): (ip: string) => boolean {
  const list = new BlockList();
  for (const text of ranges) {
    const r = parseRange(text);
    if (r) list.addSubnet(r.address, r.prefix, r.family);
  }
  return (ip) => {
    const plain = plainIp(ip);
    const version = isIP(plain);
    if (!version) return false;
    return list.check(plain, version === 4 ? 'ipv4' : 'ipv6');
  };
}
