import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/env';
import { testServerSeed } from './rgs.module';

describe('FAIR_TEST_SERVER_SEED (end-to-end runs only)', () => {
  const seed = 'e2e-known-server-seed-0123456789';
  it('is honoured with E2E=1 or NODE_ENV=test', () => {
    expect(testServerSeed(parseEnv({ E2E: '1', FAIR_TEST_SERVER_SEED: seed }))?.()).toBe(seed);
    expect(testServerSeed(parseEnv({ NODE_ENV: 'test', FAIR_TEST_SERVER_SEED: seed }))?.()).toBe(seed);
  });
  it('is ignored when unset, and stops a production or development server that sets it', () => {
    expect(testServerSeed(parseEnv({}))).toBeUndefined();
    expect(() => testServerSeed(parseEnv({ FAIR_TEST_SERVER_SEED: seed }))).toThrow(/E2E=1/);
    expect(() => testServerSeed(parseEnv({ NODE_ENV: 'development', FAIR_TEST_SERVER_SEED: seed }))).toThrow(/E2E=1/);
    expect(() => parseEnv({ E2E: '1', FAIR_TEST_SERVER_SEED: 'short' })).toThrow(/FAIR_TEST_SERVER_SEED/);
  });
});
