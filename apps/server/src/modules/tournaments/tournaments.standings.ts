/**
 * A tournament's leaderboard kept in memory, so that reading the top places and a player's own place
 * costs no SQL at 100,000 participants (a count over the rank index grew with the places above).
 *
 * - A board is loaded whole, once, in the rank order (score down, then who reached it first, then the
 *   player id), and kept sorted.
 * - Every score this process writes is applied to its board after commit (the old entry out, the new
 *   one in), so with one instance the board is exact.
 * - Scores written by other instances arrive by reloading: a board older than `maxAgeMs`, or than ten
 *   times its last load took (so a big board costs at most a tenth of the time reloading), is
 *   reloaded in the background when read, and the read is answered from the copy it has. Changes
 *   applied while a reload runs are replayed onto the reloaded board, so none is lost to the swap.
 * - Awarding never uses this copy: it ranks in SQL, inside its own transaction.
 */
export interface BoardEntry {
  playerId: string;
  nickname: string;
  score: number;
  /** when the score was reached, ms since the epoch */
  reachedAt: number;
}

export interface StandingsDeps {
  /** the whole board in rank order */
  load(tournamentId: number): Promise<BoardEntry[]>;
  /** a monotonic time in ms, for the age of a board (not game time: it only bounds staleness) */
  now(): number;
  maxAgeMs?: number;
  /** boards kept (the least recently read is dropped first) */
  maxBoards?: number;
  onError?: (err: unknown) => void;
}

/** The rank order: negative when `a` is placed above `b`. */
export function compareRank(a: BoardEntry, b: BoardEntry): number {
  return b.score - a.score || a.reachedAt - b.reachedAt || (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0);
}

/** How many entries of the sorted `list` rank above `key`. */
function above(list: BoardEntry[], key: BoardEntry): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareRank(list[mid], key) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

class Board {
  readonly list: BoardEntry[];
  readonly byPlayer = new Map<string, BoardEntry>();
  constructor(
    sorted: BoardEntry[],
    readonly loadedAt: number,
    /** how long its load took, ms */
    readonly loadMs: number,
  ) {
    this.list = sorted;
    for (const e of sorted) this.byPlayer.set(e.playerId, e);
  }

  put(entry: BoardEntry) {
    const old = this.byPlayer.get(entry.playerId);
    if (old) this.list.splice(above(this.list, old), 1);
    this.list.splice(above(this.list, entry), 0, entry);
    this.byPlayer.set(entry.playerId, entry);
  }
}

export function createStandings(deps: StandingsDeps) {
  const maxAge = deps.maxAgeMs ?? 1_000;
  const maxBoards = deps.maxBoards ?? 32;
  const boards = new Map<number, Board>();
  const loading = new Map<number, { done: Promise<Board>; replay: BoardEntry[] }>();

  function reload(id: number): Promise<Board> {
    const running = loading.get(id);
    if (running) return running.done;
    const replay: BoardEntry[] = [];
    const startedAt = deps.now();
    const done = deps
      .load(id)
      .then((rows) => {
        const board = new Board(rows, startedAt, deps.now() - startedAt);
        for (const e of replay) board.put(e);
        boards.delete(id);
        boards.set(id, board);
        while (boards.size > maxBoards) boards.delete(boards.keys().next().value!);
        return board;
      })
      .finally(() => loading.delete(id));
    loading.set(id, { done, replay });
    return done;
  }

  async function boardOf(id: number): Promise<Board> {
    const board = boards.get(id);
    if (!board) return reload(id);
    boards.delete(id);
    boards.set(id, board); // most recently read last
    if (deps.now() - board.loadedAt >= Math.max(maxAge, 10 * board.loadMs)) reload(id).catch((err: unknown) => deps.onError?.(err));
    return board;
  }

  return {
    async top(id: number, limit: number): Promise<(BoardEntry & { place: number })[]> {
      const board = await boardOf(id);
      return board.list.slice(0, limit).map((e, i) => ({ ...e, place: i + 1 }));
    },

    async count(id: number): Promise<number> {
      return (await boardOf(id)).list.length;
    },

    /**
     * The place of a player whose current score is `entry` (read from the database, so their own score
     * is never stale): 1 + those ranked above it, not counting the player's own older entry.
     */
    async placeOf(id: number, entry: BoardEntry): Promise<number> {
      const board = await boardOf(id);
      const own = board.byPlayer.get(entry.playerId);
      const ownAbove = own !== undefined && compareRank(own, entry) < 0 ? 1 : 0;
      return above(board.list, entry) - ownAbove + 1;
    },

    /** a score written (and committed) by this process */
    put(id: number, entry: BoardEntry) {
      boards.get(id)?.put(entry);
      loading.get(id)?.replay.push(entry);
    },

    /** drops every board (an operator's change, a test) */
    clear() {
      boards.clear();
    },
  };
}
export type Standings = ReturnType<typeof createStandings>;
