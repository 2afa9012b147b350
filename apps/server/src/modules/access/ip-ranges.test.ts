import { describe, expect, it } from 'vitest';
import { parseRange, rangeMatcher } from './ip-ranges';

describe('IP ranges', () => {
  it('canonicalises addresses and ranges, refuses junk and too-wide ranges', () => {
    expect(parseRange('203.0.113.7')?.canonical).toBe('203.0.113.7/32');
    expect(parseRange(' 203.0.113.0/24 ')?.canonical).toBe('203.0.113.0/24');
    expect(parseRange('2001:DB8::/32')?.canonical).toBe('2001:db8::/32');
    for (const bad of ['', 'x', '1.2.3.4/33', '1.2.3.4/4', '::/0', '1.2.3/24', '1.2.3.4/24/1', '1.2.3.4/ab'])
      expect(parseRange(bad)).toBeNull();
  });

  it('matches IPv4, IPv6 and IPv4-mapped IPv6 visitors', () => {
    const blocked = rangeMatcher(['203.0.113.0/24', '2001:db8::/32', '198.51.100.9/32']);
    expect(blocked('203.0.113.200')).toBe(true);
    expect(blocked('::ffff:203.0.113.1')).toBe(true);
    expect(blocked('2001:db8:1::5')).toBe(true);
    expect(blocked('198.51.100.9')).toBe(true);
    expect(blocked('198.51.100.10')).toBe(false);
    expect(blocked('203.0.114.1')).toBe(false);
    expect(blocked('not an ip')).toBe(false);
  });
});
