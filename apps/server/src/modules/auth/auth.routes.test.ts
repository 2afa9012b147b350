import { describe, expect, it } from 'vitest';
import { deviceCookieCodec, safeRedirect } from './auth.routes';
import { ipDelayMs, IP_DELAY_AFTER_FAILURES, IP_DELAY_MAX_MS } from './login-limiter';

describe('redirect after login', () => {
  it('keeps paths on this site, normalised', () => {
    expect(safeRedirect('/player/security')).toBe('/player/security');
    expect(safeRedirect('/fr/jeux?x=1#top')).toBe('/fr/jeux?x=1#top');
    expect(safeRedirect('/a/../b')).toBe('/b');
  });

  it('refuses what a browser would resolve elsewhere, and control characters', () => {
    for (const bad of [
      '//evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      ' /x',
      '',
      '/x\u0000',
      `/${'a'.repeat(600)}`,
    ]) {
      expect(safeRedirect(bad), JSON.stringify(bad)).toBeNull();
    }
    expect(safeRedirect(undefined)).toBeNull();
  });
});

describe('device cookie', () => {
  const codec = deviceCookieCodec('key-one');
  it('reads back only what it signed', () => {
    const cookie = codec.encode('0b7c3c5e-2f0a-4a55-9b43-9c0b1d2e3f40');
    expect(codec.decode(cookie)).toBe('0b7c3c5e-2f0a-4a55-9b43-9c0b1d2e3f40');
    expect(codec.decode('0b7c3c5e-2f0a-4a55-9b43-9c0b1d2e3f40')).toBeNull();
    expect(codec.decode(`attacker-chosen.${cookie.split('.')[1]}`)).toBeNull();
    expect(deviceCookieCodec('key-two').decode(cookie)).toBeNull();
    expect(codec.decode(`${cookie}.extra`)).toBeNull();
    expect(codec.decode(undefined)).toBeNull();
  });
});

describe('per-address pause', () => {
  it('starts after the threshold, doubles, and stops growing at the cap', () => {
    expect(ipDelayMs(IP_DELAY_AFTER_FAILURES - 1)).toBe(0);
    expect(ipDelayMs(IP_DELAY_AFTER_FAILURES)).toBe(1_000);
    expect(ipDelayMs(IP_DELAY_AFTER_FAILURES + 1)).toBe(2_000);
    expect(ipDelayMs(IP_DELAY_AFTER_FAILURES + 3)).toBe(8_000);
    expect(ipDelayMs(IP_DELAY_AFTER_FAILURES + 40)).toBe(IP_DELAY_MAX_MS);
  });
});
