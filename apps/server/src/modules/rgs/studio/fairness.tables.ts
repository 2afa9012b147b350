import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Provably-fair seed pairs. One active pair per owner (a real player: `player:<id>`; a demo game
 * session: `session:<id>`). The server seed stays secret until the pair is rotated (`revealed_at`).
 */
export const rgsFairSeeds = pgTable(
  'rgs_fair_seeds',
  {
    id: uuid().primaryKey(),
    owner: text().notNull(),
    serverSeed: text().notNull(),
    serverSeedHash: text().notNull(),
    clientSeed: text().notNull(),
    /** the nonce the next round gets */
    nextNonce: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    revealedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('rgs_fair_seeds_one_active')
      .on(t.owner)
      .where(sql`${t.revealedAt} is null`),
    index('rgs_fair_seeds_owner').on(t.owner, t.createdAt),
    check('rgs_fair_seeds_nonce', sql`${t.nextNonce} >= 0`),
  ],
);

/** The seeds and nonce each provably-fair round was drawn with. */
export const rgsFairRounds = pgTable('rgs_fair_rounds', {
  roundId: uuid().primaryKey(),
  seedId: uuid().notNull(),
  clientSeed: text().notNull(),
  nonce: integer().notNull(),
  /**
   * uint32s of the round's stream used so far: a later step (slot free spin) continues from here.
   * Null for rounds recorded before steps were seeded (their later steps used the CSPRNG).
   */
  consumed: integer(),
});
