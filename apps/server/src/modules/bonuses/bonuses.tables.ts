import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Player bonus statuses: active and queued are live; cancelled and committed are final. */
export const BONUS_STATUSES = ['active', 'queued', 'cancelled', 'committed'] as const;

/** What a template grants. */
export const BONUS_KINDS = ['deposit_match', 'fixed', 'free_spins', 'cashback'] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

/** How a campaign reaches the player. */
export const CAMPAIGN_TYPES = ['on_deposit', 'code', 'cashback', 'manual', 'daily'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

/**
 * A bonus template: the terms of a reward, as data (operators create them). Amounts are minor units
 * of the player's balance currency (the same number in every currency).
 */
export const bonusTemplates = pgTable(
  'bonus_templates',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    kind: text().notNull(),
    /** deposit_match and cashback: percent of the deposit / of the week's net loss */
    percent: integer().notNull().default(0),
    /** fixed: the amount; deposit_match and cashback: the cap */
    amount: bigint({ mode: 'number' }).notNull().default(0),
    /** total wager = granted amount x this */
    wagerRatio: doublePrecision().notNull().default(0),
    /** the largest single bet while the bonus is active; null = no limit */
    maxBet: bigint({ mode: 'number' }),
    /** the most that converts to real money: granted amount x this; null = everything */
    conversionRatio: doublePrecision(),
    /** the bonus expires this many days after it was granted; null = never */
    validityDays: integer(),
    /** free spins: the game (RGS id), how many rounds and the bet of each */
    freeSpinsGame: text(),
    freeSpinsCount: integer(),
    freeSpinsBet: bigint({ mode: 'number' }),
    /** smallest deposit that qualifies (deposit_match) */
    minDeposit: bigint({ mode: 'number' }).notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check('bonus_templates_kind', sql`${t.kind} in ('deposit_match', 'fixed', 'free_spins', 'cashback')`),
    check('bonus_templates_numbers', sql`${t.percent} between 0 and 1000 and ${t.amount} >= 0 and ${t.wagerRatio} >= 0`),
  ],
);

/**
 * A campaign offers a template to players: on_deposit ones are chosen in
 * the cash-in block and granted when the deposit lands; `mutexTag` groups campaigns of which only one
 * may be activated at a time.
 */
export const bonusCampaigns = pgTable(
  'bonus_campaigns',
  {
    id: text().primaryKey(),
    templateId: text()
      .notNull()
      .references(() => bonusTemplates.id),
    type: text().notNull(),
    mutexTag: text(),
    /** localized title and description, by locale */
    title: jsonb().$type<Record<string, string>>().notNull().default({}),
    description: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** only the player's first deposit qualifies (the welcome bonus) */
    firstDepositOnly: boolean().notNull().default(false),
    /** shown on /promo */
    public: boolean().notNull().default(true),
    enabled: boolean().notNull().default(true),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    sort: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check('bonus_campaigns_type', sql`${t.type} in ('on_deposit', 'code', 'cashback', 'manual', 'daily')`)],
);

/** A player's choice of a campaign (statuses activated / not_activated). */
export const bonusCampaignActivations = pgTable(
  'bonus_campaign_activations',
  {
    playerId: uuid().notNull(),
    campaignId: text()
      .notNull()
      .references(() => bonusCampaigns.id),
    status: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.campaignId] }),
    check('bonus_campaign_activations_status', sql`${t.status} in ('activated', 'not_activated')`),
  ],
);

/**
 * A bonus granted to a player ("Player bonus" and the bonus history row). Amounts are minor
 * units of `currency`. `amount` is the bonus money this bonus holds now, its winnings included: in the
 * player's bonus account while active, in the casino's bonus pool while queued (docs/bonuses.md).
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
    /** bonus money held now (winnings included) */
    amount: bigint({ mode: 'number' }).notNull(),
    /** won with the bonus's share of bets */
    winning: bigint({ mode: 'number' }).notNull().default(0),
    /** total wager required to convert the bonus */
    fullWager: bigint({ mode: 'number' }).notNull(),
    /** wagered so far (bets x their game's contribution) */
    wageredAmount: bigint({ mode: 'number' }).notNull().default(0),
    wagerRatio: doublePrecision().notNull().default(0),
    /** idempotency key of the grant (campaign, bonus code, deposit ...) */
    grantKey: text(),
    templateId: text(),
    campaignId: text(),
    /** the largest single bet while active; null = no limit */
    maxBet: bigint({ mode: 'number' }),
    /** the most that converts to real money on commit; null = everything */
    maxConversion: bigint({ mode: 'number' }),
    /** the start date of the history row */
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** the end date: when an unconverted bonus expires */
    cancelAfter: timestamp({ withTimezone: true }),
    /** when it became final (committed, cancelled) and why */
    endedAt: timestamp({ withTimezone: true }),
    endReason: text(),
    /** when the player was told it expires soon (the expiry-notice scan claims each bonus once) */
    expiryNoticedAt: timestamp({ withTimezone: true }),
    /** counts the bonus's money movements: names each one's ledger key */
    version: integer().notNull().default(0),
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
    // one active bonus per player and currency, enforced by the database
    uniqueIndex('player_bonuses_one_active')
      .on(t.playerId, t.currency)
      .where(sql`${t.status} = 'active'`),
    index('player_bonuses_live_expiry')
      .on(t.cancelAfter)
      .where(sql`${t.status} in ('active', 'queued')`),
  ],
);

/**
 * One bet placed while a bonus was active: how it was paid (real, bonus) and what it added to the
 * wager. Wins of the round are split by this share; a rollback of the bet takes its wager back.
 */
export const bonusWagers = pgTable(
  'bonus_wagers',
  {
    /** the bet's ledger idempotency key */
    betKey: text().primaryKey(),
    bonusId: uuid().notNull(),
    playerId: uuid().notNull(),
    roundId: text().notNull(),
    gameId: text().notNull(),
    realStake: bigint({ mode: 'number' }).notNull(),
    bonusStake: bigint({ mode: 'number' }).notNull(),
    contribution: bigint({ mode: 'number' }).notNull(),
    rolledBack: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('bonus_wagers_round').on(t.playerId, t.roundId)],
);

/**
 * A promo code (bonus code) that grants its campaign's template. A code may be single-use
 * (`maxUses` 1), once per player, limited in count (`maxUses`), valid between dates, need a deposit
 * first (1501), or need a confirmed phone or email.
 */
export const bonusCodes = pgTable(
  'bonus_codes',
  {
    /** upper case, as the player types it (compared case-insensitively) */
    code: text().primaryKey(),
    campaignId: text()
      .notNull()
      .references(() => bonusCampaigns.id),
    maxUses: integer(),
    uses: integer().notNull().default(0),
    oncePerPlayer: boolean().notNull().default(true),
    requiresDeposit: boolean().notNull().default(false),
    requiresPhone: boolean().notNull().default(false),
    requiresEmail: boolean().notNull().default(false),
    enabled: boolean().notNull().default(true),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check('bonus_codes_uses', sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`)],
);

/** Who redeemed which code (once per player is checked against this under the code's row lock). */
export const bonusCodeRedemptions = pgTable(
  'bonus_code_redemptions',
  {
    id: uuid().primaryKey(),
    code: text()
      .notNull()
      .references(() => bonusCodes.code),
    playerId: uuid().notNull(),
    bonusId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('bonus_code_redemptions_code_player').on(t.code, t.playerId)],
);

/**
 * Failed code attempts and the lock they lead to (5 in 5 minutes, then 5 hours): in the database, so
 * the lock holds across restarts and server instances.
 */
export const bonusCodeAttempts = pgTable(
  'bonus_code_attempts',
  {
    id: uuid().primaryKey(),
    playerId: uuid().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('bonus_code_attempts_player_at').on(t.playerId, t.at)],
);

export const bonusCodeLocks = pgTable('bonus_code_locks', {
  playerId: uuid().primaryKey(),
  lockedUntil: timestamp({ withTimezone: true }).notNull(),
});

/** One cashback payment per player, week (Monday 00:00 UTC) and currency. */
export const bonusCashbackClaims = pgTable(
  'bonus_cashback_claims',
  {
    playerId: uuid().notNull(),
    weekStart: timestamp({ withTimezone: true }).notNull(),
    currency: text().notNull(),
    loss: bigint({ mode: 'number' }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.weekStart, t.currency] })],
);

/** Free-spins grant statuses: active (spins to play), finished (used up: winnings became a bonus), cancelled (expired). */
export const FREE_SPINS_STATUSES = ['active', 'finished', 'cancelled'] as const;

/**
 * Free spins granted to a player (a `free_spins` template): `total` rounds of one game at a fixed
 * `bet`, played through the game server without the player's money. Each free round takes one spin
 * (`spinsLeft`, never below zero) in the round's own transaction; its win is held in the casino's
 * bonus pool (`winning`) until the spins are used up, then becomes a bonus (`bonusId`) with its own
 * wager (docs/bonuses.md, "Free spins").
 */
export const bonusFreeSpins = pgTable(
  'bonus_free_spins',
  {
    id: uuid().primaryKey(),
    playerId: uuid().notNull(),
    currency: text().notNull(),
    status: text().notNull(),
    /** the game (RGS id) and the fixed bet of every free round */
    gameId: text().notNull(),
    bet: bigint({ mode: 'number' }).notNull(),
    total: integer().notNull(),
    spinsLeft: integer().notNull(),
    /** won by the free rounds so far, held in the bonus pool */
    winning: bigint({ mode: 'number' }).notNull().default(0),
    templateId: text().notNull(),
    campaignId: text(),
    /** idempotency key of the grant (operator, campaign, code) */
    grantKey: text().notNull(),
    /** the bonus the winnings became */
    bonusId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** unused spins lapse then */
    cancelAfter: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check('bonus_free_spins_status', sql`${t.status} in ('active', 'finished', 'cancelled')`),
    check('bonus_free_spins_counts', sql`${t.spinsLeft} >= 0 and ${t.spinsLeft} <= ${t.total} and ${t.winning} >= 0 and ${t.bet} > 0`),
    uniqueIndex('bonus_free_spins_grant_key').on(t.grantKey),
    index('bonus_free_spins_player_live')
      .on(t.playerId, t.createdAt)
      .where(sql`${t.status} = 'active'`),
  ],
);

/**
 * One free round: the bet (its seamless ledger key) that took a spin of a grant, and what it won.
 * The key makes taking the spin idempotent; a rolled-back free bet gives its spin back.
 */
export const bonusFreeRounds = pgTable(
  'bonus_free_rounds',
  {
    betKey: text().primaryKey(),
    freeSpinsId: uuid().notNull(),
    playerId: uuid().notNull(),
    roundId: text().notNull(),
    win: bigint({ mode: 'number' }).notNull().default(0),
    closed: boolean().notNull().default(false),
    rolledBack: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('bonus_free_rounds_grant').on(t.freeSpinsId), index('bonus_free_rounds_round').on(t.playerId, t.roundId)],
);
