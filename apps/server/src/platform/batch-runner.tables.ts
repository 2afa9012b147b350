import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Long jobs done in batches (platform/batch-runner.ts): the cursor of the last batch that
 * committed is kept with the job, so a job picks up where it stopped after a restart.
 */
export const batchJobs = pgTable(
  'batch_jobs',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    /** the job's identity for its kind: enqueuing the same key twice gives the same job */
    key: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    cursor: text(),
    processed: integer().notNull().default(0),
    status: text().notNull().default('queued'),
    /** a runner works on the job until then (renewed after every batch); a dead runner's job is taken over after it */
    leaseUntil: timestamp({ withTimezone: true }),
    owner: text(),
    attempts: integer().notNull().default(0),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex().on(t.kind, t.key),
    index().on(t.status, t.createdAt),
    check('batch_jobs_status_ck', sql`${t.status} in ('queued', 'running', 'completed', 'failed')`),
  ],
);
export type BatchJobRow = typeof batchJobs.$inferSelect;
