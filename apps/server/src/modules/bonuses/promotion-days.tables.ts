import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bonusCampaigns } from './bonuses.tables';

/**
 * The days of a `daily` campaign (docs/bonuses.md, "Promotion days"): `days` UTC days from
 * `startDate`; each day whose successful deposits add up to at least `minAmount` grants the
 * campaign's template once.
 */
export const bonusPromotionDayRules = pgTable(
  'bonus_promotion_day_rules',
  {
    campaignId: text()
      .primaryKey()
      .references(() => bonusCampaigns.id),
    /** the first day, YYYY-MM-DD (UTC) */
    startDate: text().notNull(),
    days: integer().notNull(),
    condition: text().notNull().default('deposit'),
    minAmount: bigint({ mode: 'number' }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check('bonus_promotion_day_rules_days', sql`${t.days} between 1 and 31 and ${t.minAmount} >= 0`),
    check('bonus_promotion_day_rules_condition', sql`${t.condition} in ('deposit')`),
  ],
);

/** A player who opted in to a daily campaign (after seeing its terms), and whether they left. */
export const bonusPromotionParticipants = pgTable(
  'bonus_promotion_participants',
  {
    campaignId: text()
      .notNull()
      .references(() => bonusCampaigns.id),
    playerId: uuid().notNull(),
    /** the first UTC day that counts (the day of joining) */
    joinedOn: text().notNull(),
    joinedAt: timestamp({ withTimezone: true }).notNull(),
    /** days from this one on that are not decided yet are cancelled */
    cancelledOn: text(),
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.playerId] })],
);

/**
 * A decided day of one player: awarded (the grant's key is `promo-day:<campaign>:<player>:<day>`),
 * fail (with the reason), missed or cancelled. The primary key is the per-day idempotency key: a day
 * is decided once, however many evaluations race. Days without a row are future (or, for a visitor
 * or before joining, missed when past).
 */
export const bonusPromotionDays = pgTable(
  'bonus_promotion_days',
  {
    campaignId: text().notNull(),
    playerId: uuid().notNull(),
    day: text().notNull(),
    status: text().notNull(),
    reason: text(),
    /** what the day granted: a bonus or a free-spins grant */
    bonusId: uuid(),
    freeSpinsId: uuid(),
    decidedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.playerId, t.day] }),
    check('bonus_promotion_days_status', sql`${t.status} in ('awarded', 'fail', 'missed', 'cancelled')`),
    index('bonus_promotion_days_player').on(t.playerId),
  ],
);

/**
 * Successful deposits as the bonuses module heard of them (`cashier.depositSucceeded`, idempotent on
 * the payment): the deposit condition of a day sums these by the time they landed.
 */
export const bonusPromotionDeposits = pgTable(
  'bonus_promotion_deposits',
  {
    paymentId: text().primaryKey(),
    playerId: uuid().notNull(),
    currency: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('bonus_promotion_deposits_player_at').on(t.playerId, t.at)],
);
