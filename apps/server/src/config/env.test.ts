import { describe, expect, it } from 'vitest';
import { derivePublicUrl, EnvError, parseEnv } from './env';

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
