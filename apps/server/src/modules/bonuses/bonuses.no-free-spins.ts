/**
 * Players seen without a live free-spins grant, so that the game's answer after every spin need not
 * read the grants again. Only a new grant can change "none" into "some" (no other write makes a grant
 * live), so every grant drops the whole memory: here at once after its commit, on the other instances
 * through the invalidation bus, and without Redis, each entry expires after `ttlMs` anyway.
 *
 * A read that began before a grant committed may still have seen none: `remember` stores its answer
 * only when no grant was dropped since the read began (`generation()` taken before the read).
 * Used for what the game shows, never for a decision about money (a free-spin bet, a withdrawal).
 */
export interface NoFreeSpinsMemory {
  /** true when the player was seen without a live grant and no grant has been made since */
  known(playerId: string): boolean;
  generation(): number;
  remember(playerId: string, generation: number): void;
  drop(): void;
}

export function createNoFreeSpinsMemory(options: { ttlMs?: number; max?: number; now?: () => number } = {}): NoFreeSpinsMemory {
  const ttlMs = options.ttlMs ?? 5_000;
  const max = options.max ?? 50_000;
  const now = options.now ?? (() => performance.now());
  const until = new Map<string, number>();
  let generation = 0;
  return {
    known(playerId) {
      const at = until.get(playerId);
      if (at === undefined) return false;
      if (at > now()) return true;
      until.delete(playerId);
      return false;
    },
    generation: () => generation,
    remember(playerId, seen) {
      if (seen !== generation) return;
      if (until.size >= max) until.delete(until.keys().next().value!);
      until.delete(playerId);
      until.set(playerId, now() + ttlMs);
    },
    drop() {
      generation++;
      until.clear();
    },
  };
}
