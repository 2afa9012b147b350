import type { Db } from '../../src/platform/db';

/** The one handle an in-memory repository hands out for every transaction (its `withTx` ignores it). */
export const FAKE_TX = {} as Db;

/**
 * A transaction over an in-memory state, as the SQL repositories behave: `work` runs on the live
 * state, and when it throws the state is put back as it was before (nothing it wrote stays).
 */
export async function inMemoryTransaction<S, T>(state: { get(): S; set(s: S): void }, work: (tx: Db) => Promise<T>): Promise<T> {
  const before = structuredClone(state.get());
  try {
    return await work(FAKE_TX);
  } catch (err) {
    state.set(before);
    throw err;
  }
}
