import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { FakeClock } from '../../platform/clock';
import { createTokenService, tokenSecret } from './realtime.tokens';

const secret = 'a-test-secret-for-realtime-tokens-0123';

describe('realtime connection tokens', () => {
  it('signs player and anonymous tokens that verify with the same secret', async () => {
    const tokens = createTokenService({ secret, clock: new FakeClock() });
    expect(await tokens.verify(await tokens.sign('p1'))).toMatchObject({ ok: true, userId: 'p1' });
    expect(await tokens.verify(await tokens.sign(null))).toMatchObject({ ok: true, userId: '' });
  });

  it('carries the expiry and reports an expired token as expired', async () => {
    const clock = new FakeClock();
    const tokens = createTokenService({ secret, clock, ttlSeconds: 60 });
    const token = await tokens.sign('p1');
    expect(await tokens.verify(token)).toEqual({ ok: true, userId: 'p1', expiresAt: clock.now().getTime() + 60_000 });
    clock.advance(61_000);
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses tokens signed with another key, another algorithm, tampered or without a subject', async () => {
    const clock = new FakeClock();
    const tokens = createTokenService({ secret, clock });
    const other = await createTokenService({ secret: 'another-secret-0123456789abcdef', clock }).sign('p1');
    expect(await tokens.verify(other)).toEqual({ ok: false, reason: 'invalid' });

    const good = await tokens.sign('p1');
    const [h, , s] = good.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ sub: 'p2', exp: 9_999_999_999 })).toString('base64url');
    expect(await tokens.verify(`${h}.${forgedBody}.${s}`)).toEqual({ ok: false, reason: 'invalid' });

    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"p1"}').toString('base64url')}.`;
    expect(await tokens.verify(none)).toEqual({ ok: false, reason: 'invalid' });

    const key = new TextEncoder().encode(secret);
    const hs512 = await new SignJWT({ sub: 'p1' }).setProtectedHeader({ alg: 'HS512' }).sign(key);
    expect(await tokens.verify(hs512)).toEqual({ ok: false, reason: 'invalid' });
    const noSub = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).sign(key);
    expect(await tokens.verify(noSub)).toEqual({ ok: false, reason: 'invalid' });
    expect(await tokens.verify('')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('prefers the Centrifugo secret and otherwise derives one from the session secret', () => {
    const fallback = () => 'random';
    expect(tokenSecret({ CENTRIFUGO_TOKEN_HMAC_SECRET: 'x'.repeat(16), SESSION_SECRET: 'y'.repeat(32) }, fallback)).toBe('x'.repeat(16));
    const derived = tokenSecret({ SESSION_SECRET: 'y'.repeat(32) }, fallback);
    expect(derived).toMatch(/^[0-9a-f]{64}$/);
    expect(derived).not.toContain('yyyy');
    expect(tokenSecret({}, fallback)).toBe('random');
  });
});
