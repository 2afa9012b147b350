import type { Db } from './database';

export type IsolationLevel = 'read committed' | 'repeatable read' | 'serializable';

/**
 * Runs `work` in one SQL transaction and hands it the transaction handle. Serialization failures
 * and deadlocks (PostgreSQL 40001 / 40P01) are retried a few times: the work must be repeatable,
 * which it is when all its effects go through `tx`.
 */
export async function transaction<T>(
  db: Db,
  work: (tx: Db) => Promise<T>,
  options: { isolationLevel?: IsolationLevel; retries?: number } = {},
): Promise<T> {
  const retries = options.retries ?? 5;
  for (let attempt = 0; ; attempt++) {
    try {
      // an empty config makes Drizzle send a bare `set transaction` (a syntax error): pass one only when set
      const config = options.isolationLevel ? { isolationLevel: options.isolationLevel } : undefined;
      return await db.transaction(async (tx) => work(tx as unknown as Db), config);
    } catch (err) {
      if (attempt < retries && isRetryable(err)) continue;
      throw err;
    }
  }
}

export function pgErrorCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 4 && e; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isRetryable(err: unknown): boolean {
  const code = pgErrorCode(err);
  return code === '40001' || code === '40P01';
}

export function isUniqueViolation(err: unknown): boolean {
  return pgErrorCode(err) === '23505';
}
