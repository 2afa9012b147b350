import { describe, expect, it } from 'vitest';
import { deriveKey, readLaunchToken, signLaunchToken, signSeamless, verifySeamless } from './rgs.signing';
import { gameBlockReason } from './rgs.ports';

const secret = 'unit-test-secret-unit-test-secret-0123456789';
const claims = { sub: null, game: 'g', currency: 'EUR', mode: 'demo' as const, locale: 'en', exp: 2_000, jti: 'j' };

describe('RGS signatures', () => {
  it('derives distinct keys per purpose', () => {
    expect(deriveKey(secret, 'seamless-wallet').equals(deriveKey(secret, 'game-launch'))).toBe(false);
  });

  it('verifies a seamless signature over timestamp and raw body, within the allowed skew', () => {
    const key = deriveKey(secret, 'seamless-wallet');
    const body = '{"a":1}';
    const sig = signSeamless(key, '1700000000000', body);
    expect(verifySeamless(key, { signature: sig, timestamp: '1700000000000', body, nowMs: 1_700_000_060_000 })).toBe(true);
    expect(verifySeamless(key, { signature: sig, timestamp: '1700000000000', body: '{"a":2}', nowMs: 1_700_000_000_000 })).toBe(false);
    expect(verifySeamless(key, { signature: sig, timestamp: '1700000000001', body, nowMs: 1_700_000_000_000 })).toBe(false);
    expect(verifySeamless(key, { signature: sig, timestamp: '1700000000000', body, nowMs: 1_700_000_400_000 })).toBe(false);
    expect(verifySeamless(key, { signature: 'zz', timestamp: '1700000000000', body, nowMs: 1_700_000_000_000 })).toBe(false);
    expect(
      verifySeamless(deriveKey('another-secret-another-secret-0123', 'seamless-wallet'), {
        signature: sig,
        timestamp: '1700000000000',
        body,
        nowMs: 1_700_000_000_000,
      }),
    ).toBe(false);
  });

  it('launch tokens: valid until they expire, tamper-proof', () => {
    const key = deriveKey(secret, 'game-launch');
    const token = signLaunchToken(key, claims);
    expect(readLaunchToken(key, token, 1_999)).toEqual(claims);
    expect(readLaunchToken(key, token, 2_001)).toBeNull();
    const [payload, mac] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone' })).toString('base64url');
    expect(readLaunchToken(key, `${forged}.${mac}`, 1_000)).toBeNull();
    expect(readLaunchToken(key, `${payload}.${mac}.x`, 1_000)).toBeNull();
    expect(readLaunchToken(deriveKey(secret, 'seamless-wallet'), token, 1_000)).toBeNull();
  });
});

describe('game-blocked reasons', () => {
  const game = { id: 'g', url: 'g', name: 'G', engine: 'line-slot', rtpVariant: '96', theme: 'classic' };
  const ok = { currency: 'EUR', country: 'DE', bonusActive: false };
  it('technical, currency, country, bonus, or none', () => {
    expect(gameBlockReason(game, ok)).toBeNull();
    expect(gameBlockReason({ ...game, blocked: true }, ok)).toBe('technical');
    expect(gameBlockReason({ ...game, currencies: ['USD'] }, ok)).toBe('currency');
    expect(gameBlockReason({ ...game, blockedCountries: ['DE'] }, ok)).toBe('country');
    expect(gameBlockReason({ ...game, blockedWithBonus: true }, { ...ok, bonusActive: true })).toBe('bonus');
    expect(gameBlockReason({ ...game, blockedWithBonus: true }, ok)).toBeNull();
  });
});
