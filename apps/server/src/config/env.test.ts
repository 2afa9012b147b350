import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv, sandboxPaymentsOn } from './env';

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
