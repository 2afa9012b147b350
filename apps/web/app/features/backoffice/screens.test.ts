import { describe, expect, it } from 'vitest';
import { screenPermissions } from './screens';

describe('the screens a role opens on this server', () => {
  it('kyc opens the KYC review only where the server has its desk', () => {
    const permissions = ['players.read', 'kyc', 'privacy'] as const;
    expect([...screenPermissions({ permissions: [...permissions], features: { kycReview: true } })]).toEqual([...permissions]);
    expect([...screenPermissions({ permissions: [...permissions], features: { kycReview: false } })]).toEqual(['players.read', 'privacy']);
  });
});
