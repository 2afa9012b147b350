import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A memo of reads for one short unit of work, such as the bet gate, where several ports ask the
 * same row (the player, the active bonus) within a few milliseconds and change nothing. Outside a
 * `withReadMemo` scope `memoRead` simply reads, so callers elsewhere (and anything inside a SQL
 * transaction, which must read its own snapshot) are unaffected. A failed read is not remembered.
 */
const scope = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

export function withReadMemo<T>(work: () => Promise<T>): Promise<T> {
  return scope.run(new Map(), work);
}

export function memoRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  const memo = scope.getStore();
  if (!memo) return read();
  let pending = memo.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = read();
    memo.set(key, pending);
    pending.catch(() => memo.delete(key));
  }
  return pending;
}
