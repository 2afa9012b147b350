import { randomUUID } from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { batchJobs, type BatchJobRow } from './batch-runner.tables';
import type { Clock } from './clock';
import { transaction, type Db } from './db';

/**
 * Runs long jobs (a broadcast to 100,000 players) in batches without blocking the server:
 *
 * - a job is a row of `batch_jobs` (kind, key, payload, cursor); enqueuing the same kind and key
 *   again returns the job that exists;
 * - each batch runs in one transaction with the update of the job's cursor, so after a crash the
 *   job resumes after the last batch that committed, and the handler's writes of a batch are never
 *   half there. Handlers are also idempotent per item (a unique key per recipient), so a batch that
 *   runs twice changes nothing the second time;
 * - between batches the runner yields to the event loop, so requests are served while a job runs;
 * - a runner holds a job under a lease renewed after every batch; a job whose runner died is taken
 *   over when its lease has expired.
 */
export interface BatchStep<P> {
  tx: Db;
  payload: P;
  /** where the previous batch stopped (null for the first) */
  cursor: string | null;
  limit: number;
  now: Date;
}

export interface BatchStepResult {
  cursor: string | null;
  /** items handled in this batch */
  processed: number;
  /** true when this was the last batch */
  done: boolean;
  /** runs after the batch committed (pushes, mails): best effort */
  afterCommit?: () => Promise<void>;
}

export type BatchHandler<P> = (step: BatchStep<P>) => Promise<BatchStepResult>;

export interface BatchRunnerOptions {
  db: Db;
  clock: Clock;
  batchSize?: number;
  leaseMs?: number;
  log?: { error(obj: object, msg: string): void };
  /** a batch failing this many times in a row marks the job failed */
  maxAttempts?: number;
}

export type BatchJob = Pick<BatchJobRow, 'id' | 'kind' | 'key' | 'status' | 'processed' | 'cursor' | 'createdAt' | 'finishedAt' | 'error'>;

export function createBatchRunner(options: BatchRunnerOptions) {
  const { db, clock } = options;
  const batchSize = options.batchSize ?? 1000;
  const leaseMs = options.leaseMs ?? 60_000;
  const maxAttempts = options.maxAttempts ?? 5;
  const owner = randomUUID();
  const handlers = new Map<string, BatchHandler<never>>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  let stopped = false;

  const leaseEnd = () => new Date(clock.now().getTime() + leaseMs);

  /** Takes one job that is waiting, or whose runner's lease ran out. */
  async function claim(): Promise<BatchJobRow | null> {
    const kinds = [...handlers.keys()];
    if (!kinds.length) return null;
    return transaction(db, async (tx) => {
      const now = clock.now();
      const [job] = await tx
        .select()
        .from(batchJobs)
        .where(
          and(
            inArray(batchJobs.kind, kinds),
            inArray(batchJobs.status, ['queued', 'running']),
            or(isNull(batchJobs.leaseUntil), lt(batchJobs.leaseUntil, now)),
          ),
        )
        .orderBy(asc(batchJobs.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!job) return null;
      const [taken] = await tx
        .update(batchJobs)
        .set({ status: 'running', owner, leaseUntil: leaseEnd(), updatedAt: now })
        .where(eq(batchJobs.id, job.id))
        .returning();
      return taken;
    });
  }

  /** One batch of a job this runner holds; false when the job is over (done, failed or taken by another runner). */
  async function step(jobId: string): Promise<boolean> {
    let after: (() => Promise<void>) | undefined;
    let more = false;
    try {
      await transaction(db, async (tx) => {
        const [job] = await tx.select().from(batchJobs).where(eq(batchJobs.id, jobId)).for('update');
        if (!job || job.owner !== owner || job.status !== 'running') return;
        const handler = handlers.get(job.kind) as BatchHandler<unknown> | undefined;
        if (!handler) return;
        const now = clock.now();
        const result = await handler({ tx, payload: job.payload, cursor: job.cursor, limit: batchSize, now });
        await tx
          .update(batchJobs)
          .set({
            cursor: result.cursor,
            processed: sql`${batchJobs.processed} + ${result.processed}`,
            status: result.done ? 'completed' : 'running',
            leaseUntil: result.done ? null : leaseEnd(),
            finishedAt: result.done ? now : null,
            attempts: 0,
            error: null,
            updatedAt: now,
          })
          .where(eq(batchJobs.id, jobId));
        after = result.afterCommit;
        more = !result.done;
      });
    } catch (err) {
      options.log?.error({ err, jobId }, 'batch failed');
      const [job] = await db
        .update(batchJobs)
        .set({ attempts: sql`${batchJobs.attempts} + 1`, error: String((err as Error).message).slice(0, 500), updatedAt: clock.now() })
        .where(eq(batchJobs.id, jobId))
        .returning();
      if (job && job.attempts >= maxAttempts) {
        await db.update(batchJobs).set({ status: 'failed', leaseUntil: null }).where(eq(batchJobs.id, jobId));
        return false;
      }
      // tried again from its cursor once a pause that doubles with each failure is over
      const pause = Math.min(leaseMs, 1000 * 2 ** ((job?.attempts ?? 1) - 1));
      await db
        .update(batchJobs)
        .set({ leaseUntil: new Date(clock.now().getTime() + pause) })
        .where(eq(batchJobs.id, jobId));
      return false;
    }
    if (after) await after().catch((err: unknown) => options.log?.error({ err, jobId }, 'after-batch work failed'));
    return more;
  }

  async function runOne(): Promise<boolean> {
    const job = await claim();
    if (!job) return false;
    while (!stopped && (await step(job.id))) await yieldToEventLoop();
    return true;
  }

  const runner = {
    /** Declares what a kind of job does, one batch at a time. */
    define<P>(kind: string, handler: BatchHandler<P>) {
      handlers.set(kind, handler as BatchHandler<never>);
    },

    /** Queues a job (inside the caller's transaction when given); the same kind and key give the existing job. */
    async enqueue<P extends Record<string, unknown>>(
      kind: string,
      key: string,
      payload: P,
      tx: Db = db,
    ): Promise<BatchJob & { created: boolean }> {
      const now = clock.now();
      const [created] = await tx
        .insert(batchJobs)
        .values({ kind, key, payload, createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: [batchJobs.kind, batchJobs.key] })
        .returning();
      if (created) return { ...created, created: true };
      const [existing] = await tx
        .select()
        .from(batchJobs)
        .where(and(eq(batchJobs.kind, kind), eq(batchJobs.key, key)));
      return { ...existing, created: false };
    },

    async job(kind: string, key: string): Promise<BatchJob | undefined> {
      const [row] = await db
        .select()
        .from(batchJobs)
        .where(and(eq(batchJobs.kind, kind), eq(batchJobs.key, key)));
      return row;
    },

    /** Runs every job that is due until none is left (tests and the timer call it). */
    async drain(): Promise<number> {
      // one drain at a time in this process: a second caller waits for the first
      while (running) await running;
      let jobs = 0;
      const work = (async () => {
        while (!stopped && (await runOne())) jobs++;
      })();
      running = work;
      try {
        await work;
      } finally {
        running = null;
      }
      return jobs;
    },

    /** Runs one batch of a claimed job: for tests that stop a job half way (a crash). */
    async stepOnce(): Promise<BatchJob | null> {
      const job = await claim();
      if (!job) return null;
      await step(job.id);
      const [row] = await db.select().from(batchJobs).where(eq(batchJobs.id, job.id));
      return row;
    },

    /** Forgets this runner's leases, as if the process had died (tests of the take-over). */
    async releaseLeases() {
      await db.update(batchJobs).set({ leaseUntil: null }).where(eq(batchJobs.owner, owner));
    },

    /** Looks for due jobs every `intervalMs` (and at once). */
    start(intervalMs = 2_000) {
      stopped = false;
      const tick = () => {
        if (running) return;
        void runner.drain().catch((err: unknown) => options.log?.error({ err }, 'batch runner failed'));
      };
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },

    /** Stops taking batches; waits for the one in flight. */
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      if (running) await running.catch(() => {});
    },
  };
  return runner;
}
export type BatchRunner = ReturnType<typeof createBatchRunner>;
