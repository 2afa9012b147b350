/** Across modules: player info (player module) shows the ledger balance (wallet module). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTestApp, signUp } from '../src/modules/auth/test/support';
import { makeFundedWallet } from './factories';
import type { TestApp } from './helpers';

describe('player info balance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await authTestApp();
  });
  afterAll(() => t.close());

  it('is the real + bonus balance of the ledger, in minor units', async () => {
    const { client } = await signUp(t.app);
    const before = (await client.req('GET', '/api/player/info')).json();
    expect(before.balance).toBe(0);

    await makeFundedWallet(t, before.id, { currency: before.currency, amount: 12_345, idempotencyKey: `test-${before.id}` });

    const after = (await client.req('GET', '/api/player/info')).json();
    expect(after.balance).toBe(12_345);
    const [balances] = (await client.req('GET', '/api/player/balances')).json();
    expect(balances.real).toBe(12_345);
  });
});
