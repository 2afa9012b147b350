import { describe, expect, it } from 'vitest';
import { parseRealtimeChannel, parseRealtimeEvent, playerChannels, publicChannels, realtimeChannel, realtimeEvent } from './realtime';

describe('realtime channel names', () => {
  it('names public channels with the project id and personal ones with the player id behind #', () => {
    expect(realtimeChannel.maintenance('fortuna')).toBe('maintenance:fortuna');
    expect(realtimeChannel.jackpot('fortuna')).toBe('jackpot:fortuna');
    expect(publicChannels('fortuna')).toEqual(['maintenance:fortuna', 'jackpot:fortuna']);
    expect(parseRealtimeChannel('jackpot:fortuna#42')).toBeNull();
    expect(realtimeChannel.profile('fortuna', '42')).toBe('profile:fortuna#42');
    expect(realtimeChannel.progressbar('fortuna', '42')).toBe('progressbar:fortuna#42');
    expect(realtimeChannel.notification('fortuna', '42')).toBe('notification:fortuna#42');
    expect(realtimeChannel.weekNotification('fortuna', '42')).toBe('week_notification:fortuna#42');
    expect(realtimeChannel.freeSpins('fortuna', '42')).toBe('free_spins:fortuna#42');
    expect(realtimeChannel.tournament('fortuna', 'a-b_c')).toBe('tournament:fortuna#a-b_c');
  });

  it('refuses ids that could smuggle another channel', () => {
    expect(() => realtimeChannel.profile('fortuna', '1#2')).toThrow();
    expect(() => realtimeChannel.profile('fortuna', '')).toThrow();
    expect(() => realtimeChannel.maintenance('a:b')).toThrow();
  });

  it('parses what it names, and nothing else', () => {
    expect(parseRealtimeChannel('profile:fortuna#42')).toEqual({ kind: 'profile', projectId: 'fortuna', playerId: '42' });
    expect(parseRealtimeChannel('maintenance:fortuna')).toEqual({ kind: 'maintenance', projectId: 'fortuna', playerId: null });
    for (const bad of [
      'profile:fortuna',
      'maintenance:fortuna#42',
      'chat:fortuna#1',
      'profile:fortuna#1,2',
      'profile#1',
      '',
      'profile:fortuna#1#2',
    ]) {
      expect(parseRealtimeChannel(bad)).toBeNull();
    }
    for (const channel of [...publicChannels('p'), ...playerChannels('p', 'x')]) expect(parseRealtimeChannel(channel)).not.toBeNull();
  });

  it('leaves the free-spin feed out when asked (real-game page)', () => {
    expect(playerChannels('p', 'x')).toContain('free_spins:p#x');
    expect(playerChannels('p', 'x', { freeSpins: false })).not.toContain('free_spins:p#x');
  });
});

describe('realtime events', () => {
  it('builds typed messages and checks payloads', () => {
    expect(realtimeEvent('balanceChanged', { real: 1050, bonus: 0, currency: 'EUR' })).toEqual({
      type: 'balanceChanged',
      payload: { real: 1050, bonus: 0, currency: 'EUR' },
    });
    expect(() => realtimeEvent('balanceChanged', { real: 10.5, bonus: 0, currency: 'EUR' })).toThrow();
    expect(realtimeEvent('notification', { message: 'hi' }).payload.kind).toBe('info');
  });

  it('reads pushed data: known types with valid payloads only', () => {
    expect(parseRealtimeEvent({ type: 'blockStatus', payload: { blockStatus: 2 } })).toEqual({
      type: 'blockStatus',
      payload: { blockStatus: 2 },
    });
    expect(parseRealtimeEvent({ type: 'blockStatus', payload: { blockStatus: 3 } })).toBeNull();
    expect(parseRealtimeEvent({ type: 'toString', payload: {} })).toBeNull();
    expect(parseRealtimeEvent('balanceChanged')).toBeNull();
    expect(parseRealtimeEvent({ type: 'freeSpinsCleared' })).toEqual({ type: 'freeSpinsCleared', payload: {} });
  });
});
