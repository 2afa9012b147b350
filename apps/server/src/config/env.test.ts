import { describe, expect, it } from 'vitest';
import { derivePublicUrl, EnvError, parseEnv, sandboxPaymentsOn } from './env';

describe('environment', () => {
  it('has working defaults for one-command start', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('stops with one line naming the variable and what is expected', () => {
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    try {
      parseEnv({ LOG_LEVEL: 'loud' });
    } catch (err) {
      expect((err as Error).message.split('\n')).toHaveLength(1);
    }
  });

  it('derives PUBLIC_URL from HOST and PORT when it is not set', () => {
    expect(parseEnv({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(parseEnv({ PORT: '3917' }).PUBLIC_URL).toBe('http://localhost:3917');
    expect(parseEnv({ PORT: '3917', HOST: '127.0.0.1' }).PUBLIC_URL).toBe('http://127.0.0.1:3917');
    expect(parseEnv({ PORT: '80', HOST: 'casino.internal' }).PUBLIC_URL).toBe('http://casino.internal');
    expect(derivePublicUrl('::', 8080)).toBe('http://localhost:8080');
    expect(derivePublicUrl('::1', 8080)).toBe('http://[::1]:8080');
  });

  it('keeps a given PUBLIC_URL (without a trailing slash)', () => {
    expect(parseEnv({ PORT: '3917', PUBLIC_URL: 'https://casino.example/' }).PUBLIC_URL).toBe('https://casino.example');
  });

  it('logs requests only when asked', () => {
    expect(parseEnv({}).LOG_REQUESTS).toBe(false);
    expect(parseEnv({ LOG_REQUESTS: 'true' }).LOG_REQUESTS).toBe(true);
  });
});

describe('sandbox providers', () => {
  it('are on by default, also in production while no real payment provider is configured', () => {
    expect(parseEnv({}).SANDBOX_PROVIDERS).toBe(true);
    expect(parseEnv({ NODE_ENV: 'production' }).SANDBOX_PROVIDERS).toBe(true);
    expect(parseEnv({ SANDBOX_PROVIDERS: 'false' }).SANDBOX_PROVIDERS).toBe(false);
  });

  it('are off under NODE_ENV=production with a real provider configured, unless set explicitly', () => {
    const real = ['ACME_PSP_SECRET'];
    const source = { ACME_PSP_SECRET: 's3cret' };
    expect(sandboxPaymentsOn({ NODE_ENV: 'production' }, source, real)).toBe(false);
    expect(sandboxPaymentsOn({ NODE_ENV: 'production', SANDBOX_PROVIDERS: true }, source, real)).toBe(true);
    expect(sandboxPaymentsOn({ NODE_ENV: 'development' }, source, real)).toBe(true);
    expect(sandboxPaymentsOn({ NODE_ENV: 'production' }, {}, real)).toBe(true);
  });

  it('takes a mailbox key of printable characters only', () => {
    expect(parseEnv({ MAILBOX_KEY: 'a-long-enough-mailbox-key' }).MAILBOX_KEY).toBe('a-long-enough-mailbox-key');
    expect(() => parseEnv({ MAILBOX_KEY: 'short' })).toThrow(/MAILBOX_KEY/);
  });
});

describe('TRUST_PROXY', () => {
  it('takes a flag, a hop count or the proxies’ addresses', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toBe('10.0.0.0/8, 127.0.0.1');
    expect(() => parseEnv({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });
});
