import { describe, expect, it, vi } from 'vitest';
import { createRealtimeDispatcher, isRealGameRoute, tokenSubject } from './dispatcher';

describe('realtime dispatcher', () => {
  it('calls the handlers of the event type only, and keeps going when one throws', () => {
    const d = createRealtimeDispatcher();
    const balance = vi.fn();
    const failing = vi.fn(() => {
      throw new Error('boom');
    });
    const maintenance = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    d.on('balanceChanged', failing);
    const off = d.on('balanceChanged', balance);
    d.on('maintenance', maintenance);
    d.dispatch({ type: 'balanceChanged', payload: { real: 100, bonus: 0, currency: 'EUR' } });
    expect(balance).toHaveBeenCalledWith({ real: 100, bonus: 0, currency: 'EUR' });
    expect(maintenance).not.toHaveBeenCalled();
    off();
    d.dispatch({ type: 'balanceChanged', payload: { real: 1, bonus: 0, currency: 'EUR' } });
    expect(balance).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it("reads the token's subject", () => {
    const body = btoa(JSON.stringify({ sub: 'player-7', exp: 1 }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    expect(tokenSubject(`h.${body}.s`)).toBe('player-7');
    expect(tokenSubject('garbage')).toBe('');
  });

  it('recognises real-game routes by id', () => {
    expect(isRealGameRoute(['root', 'routes/game.real'])).toBe(true);
    expect(isRealGameRoute(['root', 'game.real.de'])).toBe(true);
    expect(isRealGameRoute(['root', 'routes/game.demo', 'routes/player.balance'])).toBe(false);
    expect(isRealGameRoute(['routes/reality-check'])).toBe(false);
  });
});
