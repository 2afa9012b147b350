import { describe, expect, it } from 'vitest';
import { compareRank, createStandings, type BoardEntry } from './tournaments.standings';

const e = (playerId: string, score: number, reachedAt = 0): BoardEntry => ({ playerId, nickname: playerId, score, reachedAt });
const sorted = (list: BoardEntry[]) => [...list].sort(compareRank);

function setup(initial: BoardEntry[]) {
  let rows = sorted(initial);
  let now = 0;
  let loads = 0;
  let gate: Promise<void> | null = null;
  const standings = createStandings({
    load: async () => {
      loads++;
      const snapshot = rows.map((r) => ({ ...r }));
      if (gate) await gate;
      return snapshot;
    },
    now: () => now,
    maxAgeMs: 1_000,
  });
  return {
    standings,
    setRows: (next: BoardEntry[]) => (rows = sorted(next)),
    advance: (ms: number) => (now += ms),
    loads: () => loads,
    hold: () => {
      let release!: () => void;
      gate = new Promise<void>((r) => (release = r));
      return () => {
        gate = null;
        release();
      };
    },
  };
}

describe('tournament standings in memory', () => {
  it('orders by score down, then who reached it first, then player id', async () => {
    const { standings } = setup([e('c', 5, 2), e('a', 9), e('b', 5, 1), e('d', 5, 2)]);
    expect((await standings.top(1, 10)).map((s) => [s.playerId, s.place])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['d', 4],
    ]);
    expect(await standings.count(1)).toBe(4);
  });

  it('moves a player written by this process at once, up and down', async () => {
    const { standings } = setup([e('a', 9), e('b', 5), e('c', 1)]);
    await standings.top(1, 1); // loaded
    standings.put(1, e('c', 10, 5));
    expect((await standings.top(1, 3)).map((s) => s.playerId)).toEqual(['c', 'a', 'b']);
    standings.put(1, e('c', 0, 6)); // a rolled-back round can lower a score
    expect((await standings.top(1, 3)).map((s) => s.playerId)).toEqual(['a', 'b', 'c']);
    standings.put(1, e('new', 0, 7)); // a join
    expect(await standings.count(1)).toBe(4);
  });

  it("gives a player's place from their current score, not their entry on the board", async () => {
    const { standings } = setup([e('a', 9), e('b', 5), e('c', 1)]);
    expect(await standings.placeOf(1, e('c', 1))).toBe(3);
    // c's row says 7 (written by another instance): they are second, without counting their old entry
    expect(await standings.placeOf(1, e('c', 7))).toBe(2);
    // a's row says 4: below b (5), above c (1); a's old entry above does not count
    expect(await standings.placeOf(1, e('a', 4))).toBe(2);
    expect(await standings.placeOf(1, e('z', 100))).toBe(1);
  });

  it('reloads a board older than its age in the background, answering from the copy it has', async () => {
    const t = setup([e('a', 9), e('b', 5)]);
    await t.standings.top(1, 2);
    t.setRows([e('a', 9), e('b', 50)]); // another instance's write
    t.advance(999);
    expect((await t.standings.top(1, 1))[0].playerId).toBe('a');
    expect(t.loads()).toBe(1);
    t.advance(1);
    expect((await t.standings.top(1, 1))[0].playerId).toBe('a'); // stale copy while the reload runs
    await Promise.resolve();
    await new Promise((r) => setImmediate(r));
    expect((await t.standings.top(1, 1))[0].playerId).toBe('b');
    expect(t.loads()).toBe(2);
  });

  it('replays writes made while a reload runs onto the reloaded board', async () => {
    const t = setup([e('a', 9), e('b', 5)]);
    await t.standings.top(1, 2);
    t.advance(1_000);
    const release = t.hold();
    await t.standings.top(1, 1); // starts the reload, which read the rows before the write below
    t.standings.put(1, e('b', 20, 3));
    release();
    await new Promise((r) => setImmediate(r));
    expect((await t.standings.top(1, 2)).map((s) => [s.playerId, s.score])).toEqual([
      ['b', 20],
      ['a', 9],
    ]);
  });

  it('keeps a board per tournament and loads each once', async () => {
    const t = setup([e('a', 1)]);
    await Promise.all([t.standings.top(1, 1), t.standings.top(1, 1), t.standings.count(2)]);
    expect(t.loads()).toBe(2);
  });
});

describe('tournament standings: the reload interval of a big board', () => {
  it('waits ten times the last load before reloading a board that was slow to load', async () => {
    let now = 0;
    let loads = 0;
    const standings = createStandings({
      load: async () => {
        loads++;
        now += 500; // the load takes 500 ms
        return [e('a', 1)];
      },
      now: () => now,
      maxAgeMs: 1_000,
    });
    await standings.count(1);
    now += 4_000; // 4.5 s after the load started: under 10 x 500 ms
    await standings.count(1);
    expect(loads).toBe(1);
    now += 500;
    await standings.count(1);
    expect(loads).toBe(2);
  });
});
