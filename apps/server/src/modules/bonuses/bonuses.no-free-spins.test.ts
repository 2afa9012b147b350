import { describe, expect, it } from 'vitest';
import { createNoFreeSpinsMemory } from './bonuses.no-free-spins';

describe('the memory of players without free spins', () => {
  it('remembers a player until it expires or a grant drops it', () => {
    let now = 0;
    const memory = createNoFreeSpinsMemory({ ttlMs: 1_000, now: () => now });
    expect(memory.known('a')).toBe(false);
    memory.remember('a', memory.generation());
    expect(memory.known('a')).toBe(true);
    now = 1_001;
    expect(memory.known('a')).toBe(false);
    memory.remember('a', memory.generation());
    memory.drop();
    expect(memory.known('a')).toBe(false);
  });

  it('does not store a read that began before a grant was dropped (it may have missed the grant)', () => {
    const memory = createNoFreeSpinsMemory();
    const before = memory.generation();
    memory.drop(); // a grant committed while the read was running
    memory.remember('a', before);
    expect(memory.known('a')).toBe(false);
  });

  it('keeps at most `max` players (the oldest goes first)', () => {
    const memory = createNoFreeSpinsMemory({ max: 2 });
    for (const p of ['a', 'b', 'c']) memory.remember(p, memory.generation());
    expect(['a', 'b', 'c'].map((p) => memory.known(p))).toEqual([false, true, true]);
  });
});
