import { describe, expect, it } from 'vitest';
import { selfUrl } from './self-url';

describe('selfUrl', () => {
  it('is the listening address, with loopback for the any-addresses', () => {
    expect(selfUrl({ address: '0.0.0.0', family: 'IPv4', port: 3917 })).toBe('http://127.0.0.1:3917');
    expect(selfUrl({ address: '::', family: 'IPv6', port: 3917 })).toBe('http://[::1]:3917');
    expect(selfUrl({ address: '10.1.2.3', family: 'IPv4', port: 80 })).toBe('http://10.1.2.3:80');
    expect(selfUrl({ address: 'fe80::1', family: 'IPv6', port: 8080 })).toBe('http://[fe80::1]:8080');
  });

  it('is null before the server listens (and for a pipe)', () => {
    expect(selfUrl(null)).toBeNull();
    expect(selfUrl('/tmp/fortuna.sock')).toBeNull();
  });
});
