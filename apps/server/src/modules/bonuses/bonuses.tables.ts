import { sql } from 'drizzle-orm';
import { bigint, check, doublePrecision, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Player bonus statuses of spec §3: active and queued are live; cancelled and committed are final. */
export const BONUS_STATUSES = ['active', 'queued', 'cancelled', 'committed'] as const;

/**
 * A bonus granted to a player (spec §3 "Player bonus" and the bonus history row). Amounts are minor
 * units of `currency` (the balance currency). The bonus money itself will live in the wallet's bonus
 * account; this row is the bonus's terms and progress. Granting arrives with the bonus issue and
 * names its grant by `grantKey`, so a repeated grant never creates a second bonus.
 */
export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: uuid().primaryKey(),
    playerId: uuid().notNull(),
    status: text().notNull(),
    currency: text().notNull(),
    /** what was granted */
    initialAmount: bigint({ mode: 'number' }).notNull(),
    /** bonus money left now */
    amount: bigint({ mode: 'number' }).notNull(),
    /** won while playing with the bonus */
    winning: bigint({ mode: 'number' }).notNull().default(0),
    /** total wager required to convert the bonus */
    fullWager: bigint({ mode: 'number' }).notNull(),
    /** wagered so far */
    wageredAmount: bigint({ mode: 'number' }).notNull().default(0),
    wagerRatio: doublePrecision().notNull().default(0),
    /** idempotency key of the grant (campaign, bonus code, deposit ...) */
    grantKey: text(),
    /** the start date of the history row */
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** the end date: when an unconverted bonus expires */
    cancelAfter: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check('player_bonuses_status', sql`${t.status} in ('active', 'queued', 'cancelled', 'committed')`),
    check(
      'player_bonuses_amounts',
      sql`${t.initialAmount} >= 0 and ${t.amount} >= 0 and ${t.winning} >= 0 and ${t.fullWager} >= 0 and ${t.wageredAmount} >= 0`,
    ),
    uniqueIndex('player_bonuses_grant_key').on(t.grantKey),
    index('player_bonuses_player_created').on(t.playerId, t.createdAt),
  ],
);
