import { z } from 'zod';
import { DEPOSIT_LIMIT_PERIODS, LOSS_HISTORY_PERIODS, REALITY_CHECK_MINUTES, SELF_EXCLUSION_CHOICES } from './constants';

/**
 * Responsible gaming (limits page, metrics, rules, calls, constants), plus the
 * limits UK and Malta regulators expect beyond the spec: loss, wager and session time.
 */
export type LimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number];
export type SelfExclusionChoice = (typeof SELF_EXCLUSION_CHOICES)[number];
export type LossHistoryPeriod = (typeof LOSS_HISTORY_PERIODS)[number];

/** Money limits: deposit (spec), loss and wager (beyond the spec). */
export const MONEY_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type MoneyLimitKind = (typeof MONEY_LIMIT_KINDS)[number];

/** The `{id}` of /profile/metrics/{id}/save and /delete. */
export const METRIC_IDS = ['deposit', 'loss', 'wager', 'session', 'realityCheck', 'selfExclusion'] as const;
export type MetricId = (typeof METRIC_IDS)[number];

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/**
 * Limits count over rolling windows that end now: the last 24 hours, the last 7 days, the last 30
 * days. A rolling window has no midnight reset to wait for or to exploit (a calendar day would let
 * a player deposit the daily limit at 23:59 and again at 00:01).
 */
export const LIMIT_WINDOW_MS: Record<LimitPeriod, number> = { daily: DAY, weekly: 7 * DAY, monthly: 30 * DAY };

/** Loss history periods, back from now. */
export const LOSS_HISTORY_WINDOW_MS: Record<LossHistoryPeriod, number> = { '7_days': 7 * DAY, '30_days': 30 * DAY, '12_months': 365 * DAY };

/** A money limit is typed in whole currency units: 1 to 8 digits. */
export const LIMIT_AMOUNT_MAX = 99_999_999;
/** The session-time limit, in minutes. */
export const SESSION_LIMIT_MINUTES = { min: 10, max: 24 * 60 } as const;
/** A session with no activity for this long is over: the next request starts a new one. */
export const SESSION_IDLE_MS = 30 * 60_000;

/** How long each self-exclusion choice keeps the account closed; null = indefinite. */
export const SELF_EXCLUSION_DURATION_MS: Record<SelfExclusionChoice, number | null> = {
  '24_hours': DAY,
  '7_days': 7 * DAY,
  '1_month': 30 * DAY,
  '2_months': 60 * DAY,
  '3_months': 90 * DAY,
  indefinite: null,
};
/** 24 hours and 7 days are time-outs (a break that ends by itself); the others are self-exclusions. */
export const TIMEOUT_CHOICES: readonly SelfExclusionChoice[] = ['24_hours', '7_days'];

const iso = z.iso.datetime();
const minor = z.number().int();

export const pendingChangeSchema = z.object({
  /** the value it changes to; null = the limit is removed */
  value: z.number().int().nullable(),
  /** when it applies (ISO) */
  effectiveAt: iso,
});
export type PendingChange = z.infer<typeof pendingChangeSchema>;

export const moneyLimitStateSchema = z.object({
  /** minor units; null = no limit */
  value: minor.nullable(),
  /** what the rolling window already holds, minor units */
  used: minor,
  pending: pendingChangeSchema.nullable(),
  updatedAt: iso.nullable(),
});
export type MoneyLimitState = z.infer<typeof moneyLimitStateSchema>;

export const moneyLimitsSchema = z.object({
  currency: z.string(),
  daily: moneyLimitStateSchema,
  weekly: moneyLimitStateSchema,
  monthly: moneyLimitStateSchema,
});
export type MoneyLimits = z.infer<typeof moneyLimitsSchema>;

export const sessionLimitSchema = z.object({
  /** minutes; null = none */
  value: z.number().int().nullable(),
  pending: pendingChangeSchema.nullable(),
  updatedAt: iso.nullable(),
});

export const realityCheckMetricSchema = z.object({
  /** minutes between reality checks; null = none */
  value: z.number().int().nullable(),
  updatedAt: iso.nullable(),
});

/** Self-exclusion metrics (dates DD/MM/YYYY HH:mm:ss UTC), with ISO twins for clients. */
export const selfExclusionMetricSchema = z.object({
  id: z.string(),
  choice: z.enum(SELF_EXCLUSION_CHOICES),
  type: z.enum(['timeout', 'selfExclusion']),
  /** the end of the chosen period; null for indefinite */
  expiresAt: z.string().nullable(),
  updatedAt: z.string(),
  expiresAtIso: iso.nullable(),
  /** `7_day` = indefinite (reopening takes 7 days); `24_hours` otherwise */
  minimalAllowed: z.enum(['24_hours', '7_day']),
  /** a reopening was asked for and is waiting (`reopensAt`) */
  requestedDelete: z.boolean(),
  unlockWasRequested: z.boolean(),
  reopensAt: iso.nullable(),
  /** the player may ask to reopen now */
  canRequestReopen: z.boolean(),
});
export type SelfExclusionMetric = z.infer<typeof selfExclusionMetricSchema>;

export const blockInfoSchema = z.object({ blockStatus: z.number().int(), reason: z.string().nullable(), since: iso.nullable() });

export const metricsSchema = z.object({
  deposit: moneyLimitsSchema,
  loss: moneyLimitsSchema,
  wager: moneyLimitsSchema,
  session: sessionLimitSchema,
  realityCheck: realityCheckMetricSchema,
  selfExclusion: selfExclusionMetricSchema.nullable(),
  block: blockInfoSchema,
  /** the server's time, so a client can count down without trusting its own clock */
  now: iso,
});
export type Metrics = z.infer<typeof metricsSchema>;

export const metricParamsSchema = z.object({ id: z.enum(METRIC_IDS) });

/**
 * The body of /profile/metrics/{id}/save: the fields its id uses (checked per id by the server):
 * deposit, loss, wager → period + amount (whole units); session → minutes; realityCheck → minutes
 * (15, 30, 45, 60); selfExclusion → choice + confirm.
 */
export const metricSaveSchema = z
  .object({
    period: z.enum(DEPOSIT_LIMIT_PERIODS),
    amount: z.number().int().min(1).max(LIMIT_AMOUNT_MAX),
    minutes: z.number().int().min(1).max(SESSION_LIMIT_MINUTES.max),
    choice: z.enum(SELF_EXCLUSION_CHOICES),
    confirm: z.literal(true),
  })
  .partial()
  .strict();
export type MetricSave = z.infer<typeof metricSaveSchema>;

/** The body of /profile/metrics/{id}/delete: the period of a money limit; nothing for the others. */
export const metricDeleteSchema = z
  .object({ period: z.enum(DEPOSIT_LIMIT_PERIODS) })
  .partial()
  .strict();
export type MetricDelete = z.infer<typeof metricDeleteSchema>;

export const realityCheckMinutesSchema = z.literal([...REALITY_CHECK_MINUTES]);

/** GET /player/lost/money: net losses from the ledger (stakes − wins − refunds) per period. */
export const lostMoneySchema = z.object({
  currency: z.string(),
  items: z.array(z.object({ period: z.enum(LOSS_HISTORY_PERIODS), bets: minor, wins: minor, lost: minor })),
});
export type LostMoney = z.infer<typeof lostMoneySchema>;

/** Why the last bet was refused (the game shows it, translated). */
export const BET_LIMIT_REASONS = ['realityCheck', 'sessionLimit', 'lossLimit', 'wagerLimit', 'terms', 'selfExcluded'] as const;
export type BetLimitReason = (typeof BET_LIMIT_REASONS)[number];

/** GET /player/session/statistic: this session's figures (reality-check summary: time, bets, wins, balance). */
export const sessionStatisticSchema = z.object({
  sessionId: z.string(),
  startedAt: iso,
  now: iso,
  /** seconds since the session started */
  time: z.number().int(),
  bets: minor,
  wins: minor,
  /** wins − bets since the session started */
  net: minor,
  balance: minor,
  currency: z.string(),
  realityCheck: z.object({
    intervalMinutes: z.number().int().nullable(),
    dueAt: iso.nullable(),
    /** play is paused until the player answers */
    due: z.boolean(),
  }),
  /** the session-time limit's end, when one is set */
  sessionEndsAt: iso.nullable(),
  lastRefusal: z.object({ reason: z.enum(BET_LIMIT_REASONS), at: iso, period: z.enum(DEPOSIT_LIMIT_PERIODS).nullable() }).nullable(),
});
export type SessionStatistic = z.infer<typeof sessionStatisticSchema>;

export const REALITY_CHECK_ANSWERS = ['continue', 'logout', 'history'] as const;
export const realityCheckAnswerSchema = z.object({ answer: z.enum(REALITY_CHECK_ANSWERS) });

// --- operator ------------------------------------------------------------------------------

export const operatorBlockSchema = z.object({
  blockStatus: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(4), z.literal(5)]),
  reason: z.string().trim().min(1).max(500),
});
export const operatorTermsSchema = z.object({
  kind: z.enum(['terms', 'privacy', 'both']),
  version: z.string().regex(/^[A-Za-z0-9._-]{1,32}$/),
});
