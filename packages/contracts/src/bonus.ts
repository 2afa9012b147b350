import { z } from 'zod';
import { BONUS_PAGE_SIZE } from './constants';
import { isLocale } from './locales';

/** Player bonus statuses. */
export const PLAYER_BONUS_STATUSES = ['active', 'queued', 'cancelled', 'committed'] as const;
export type PlayerBonusStatus = (typeof PLAYER_BONUS_STATUSES)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');
const list = (v: unknown) => (v === undefined || v === '' ? undefined : Array.isArray(v) ? v : String(v).split(','));

/**
 * GET /api/bonus: pagination[limit]=20, pagination[offset] (+20 per page), order[name]=id,
 * order[direction] ASC or DESC (DESC for history), optional statuses (statuses[]=a&statuses[]=b or
 * statuses=a,b), fromDate / toDate (YYYY-MM-DD, UTC days, on the bonus's start date).
 */
export const bonusListQuerySchema = z.object({
  'pagination[limit]': z.coerce.number().int().min(1).max(100).default(BONUS_PAGE_SIZE),
  'pagination[offset]': z.coerce.number().int().min(0).max(1_000_000).default(0),
  'order[name]': z.enum(['id', 'date']).default('id'),
  'order[direction]': z.enum(['ASC', 'DESC']).default('DESC'),
  'statuses[]': z.preprocess(list, z.array(z.enum(PLAYER_BONUS_STATUSES)).max(4).optional()),
  statuses: z.preprocess(list, z.array(z.enum(PLAYER_BONUS_STATUSES)).max(4).optional()),
  fromDate: day.optional(),
  toDate: day.optional(),
});
export type BonusListQuery = z.infer<typeof bonusListQuerySchema>;

/** Bonus history row; amounts in minor units of `currency` (the balance currency); dates DD/MM/YYYY HH:mm:ss UTC. */
export const bonusHistoryItemSchema = z.object({
  id: z.string(),
  date: z.string(),
  cancelAfter: z.string().nullable(),
  initialAmount: z.number().int(),
  amount: z.number().int(),
  winning: z.number().int(),
  fullWager: z.number().int(),
  wagerLeft: z.number().int(),
  status: z.enum(PLAYER_BONUS_STATUSES),
  currency: z.string(),
});
export type BonusHistoryItem = z.infer<typeof bonusHistoryItemSchema>;

/** A page of the player's bonuses and the number matching the filters ("paged list with total"). */
export const bonusListSchema = z.object({ collection: z.array(bonusHistoryItemSchema), total: z.number().int() });
export type BonusList = z.infer<typeof bonusListSchema>;

/** POST /api/bonus/{id}/activate and /cancel answer with the bonus as its history row. */
export const bonusActionResultSchema = bonusHistoryItemSchema;
/** POST /api/bonus/{id}/activate and /cancel: the bonus's id */
export const bonusIdParamsSchema = z.object({ id: z.uuid() });

// --- operator data (Bearer OPERATOR_TOKEN until a back office exists) ------------------------------

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'lower-case letters, digits and dashes');
const minor = z.number().int().min(0).max(10_000_000_000);
/**
 * A text per site locale. A locale left empty is dropped: players of that locale read the English
 * text (or, without one, the first given).
 */
const localized = z
  .record(z.string().refine(isLocale, 'not a site language'), z.string().trim().max(500))
  .transform((texts) => Object.fromEntries(Object.entries(texts).filter(([, text]) => text !== '')));
/** the stored texts as answered (no transform: a response is serialised, not parsed) */
const localizedView = z.record(z.string(), z.string());

export const BONUS_TEMPLATE_KINDS = ['deposit_match', 'fixed', 'free_spins', 'cashback'] as const;
export const BONUS_CAMPAIGN_TYPES = ['on_deposit', 'code', 'cashback', 'manual', 'daily'] as const;

/** A bonus template: what a reward grants and on which terms (amounts in minor units of the player's currency). */
export const operatorBonusTemplateSchema = z.object({
  name: z.string().min(1).max(100),
  kind: z.enum(BONUS_TEMPLATE_KINDS),
  /** deposit_match, cashback: percent */
  percent: z.number().int().min(0).max(1000).default(0),
  /** fixed: the amount; deposit_match, cashback: the cap */
  amount: minor.default(0),
  wagerRatio: z.number().min(0).max(200).default(0),
  maxBet: minor.nullable().default(null),
  conversionRatio: z.number().min(0).max(1000).nullable().default(null),
  validityDays: z.number().int().min(1).max(3650).nullable().default(null),
  freeSpinsGame: z.string().max(100).nullable().default(null),
  freeSpinsCount: z.number().int().min(1).max(1000).nullable().default(null),
  freeSpinsBet: minor.nullable().default(null),
  minDeposit: minor.default(0),
});
export const operatorBonusTemplateViewSchema = operatorBonusTemplateSchema.extend({ id: z.string() });

export const operatorBonusCampaignSchema = z.object({
  templateId: slug,
  type: z.enum(BONUS_CAMPAIGN_TYPES),
  mutexTag: z.string().max(50).nullable().default(null),
  title: localized.default({}),
  description: localized.default({}),
  firstDepositOnly: z.boolean().default(false),
  public: z.boolean().default(true),
  enabled: z.boolean().default(true),
  startsAt: z.iso.datetime().nullable().default(null),
  endsAt: z.iso.datetime().nullable().default(null),
  sort: z.number().int().min(0).max(10_000).default(0),
});
export const operatorBonusCampaignViewSchema = operatorBonusCampaignSchema.extend({
  id: z.string(),
  title: localizedView,
  description: localizedView,
});

/** Grant a template to one player (operator). */
export const operatorBonusGrantSchema = z.object({
  playerId: z.uuid(),
  templateId: slug,
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** names the grant: the same key never grants twice */
  grantKey: z.string().min(1).max(150),
  /** deposit_match, cashback: the base the percent applies to */
  base: minor.optional(),
});
export const bonusSlugParamsSchema = z.object({ id: slug });

// --- bonus campaigns ("Bonus campaign") -------------------------------------------------

export const BONUS_CAMPAIGN_STATUSES = ['activated', 'not_activated'] as const;
/** Bonus campaign history is paged by 6 (the site asks for more when a page is full). */
export const BONUS_CAMPAIGN_HISTORY_PAGE = 6;

/** What a campaign's template grants, as the site shows it. */
export const bonusRewardSchema = z.object({
  kind: z.enum(BONUS_TEMPLATE_KINDS),
  percent: z.number().int(),
  /** fixed: the amount; deposit_match, cashback: the cap (minor units) */
  amount: z.number().int(),
  wagerRatio: z.number(),
  maxBet: z.number().int().nullable(),
  validityDays: z.number().int().nullable(),
  minDeposit: z.number().int(),
  freeSpins: z.object({ game: z.string(), count: z.number().int(), bet: z.number().int() }).nullable(),
});
export type BonusReward = z.infer<typeof bonusRewardSchema>;

export const bonusCampaignSchema = z.object({
  id: z.string(),
  type: z.enum(BONUS_CAMPAIGN_TYPES),
  status: z.enum(BONUS_CAMPAIGN_STATUSES),
  mutexTag: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  reward: bonusRewardSchema,
  /** the player may pick this one up now (manual campaigns not yet granted to them) */
  canPickup: z.boolean(),
});
export type BonusCampaign = z.infer<typeof bonusCampaignSchema>;

/** GET /api/bonus-campaign/active-list: the items and, per mutex tag, the ids of its group. */
export const bonusCampaignListSchema = z.object({
  items: z.array(bonusCampaignSchema),
  mutexGroups: z.record(z.string(), z.array(z.string())),
});
export type BonusCampaignList = z.infer<typeof bonusCampaignListSchema>;
export const bonusCampaignListQuerySchema = z.object({ locale: z.string().max(5).optional() });

/** GET /api/bonus-campaign/count: open campaigns, and those the player has not acted on yet. */
export const bonusCampaignCountSchema = z.object({ count: z.number().int(), newAmount: z.number().int() });

export const bonusCampaignIdParamsSchema = z.object({ id: slug });
export const bonusCampaignStatusResultSchema = z.object({ id: z.string(), status: z.enum(BONUS_CAMPAIGN_STATUSES) });
export const bonusCampaignPickupSchema = z.object({ id: slug });

export const bonusCampaignHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  locale: z.string().max(5).optional(),
});
/** One reward a campaign gave the player. */
export const bonusCampaignHistoryItemSchema = z.object({
  id: z.string(),
  campaignId: z.string(),
  title: z.string(),
  date: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(PLAYER_BONUS_STATUSES),
});
export const bonusCampaignHistorySchema = z.object({ items: z.array(bonusCampaignHistoryItemSchema) });

// --- promotions (/promo) ----------------------------------------------------------------------------

export const promoItemSchema = z.object({
  id: z.string(),
  type: z.enum(BONUS_CAMPAIGN_TYPES),
  title: z.string(),
  description: z.string(),
  reward: bonusRewardSchema,
});
export type PromoItem = z.infer<typeof promoItemSchema>;
export const promoListSchema = z.object({ items: z.array(promoItemSchema) });
export const promoQuerySchema = z.object({
  isMobile: z.enum(['0', '1', 'true', 'false']).optional(),
  locale: z.string().max(5).optional(),
});

// --- cashback -----------------------------------------------------------------------------------------

/** GET /api/player/cashback: last week's cashback (Monday to Monday, UTC), minor units. */
export const cashbackSchema = z.object({
  currency: z.string(),
  percent: z.number().int(),
  /** net real-money loss of the week (0 when the player won) */
  loss: z.number().int(),
  /** what /take pays now (0 when nothing is due or it was taken) */
  amount: z.number().int(),
  taken: z.boolean(),
  from: z.string(),
  to: z.string(),
});
export type Cashback = z.infer<typeof cashbackSchema>;
export const cashbackTakeResultSchema = z.object({ amount: z.number().int(), currency: z.string() });

// --- bonus codes ----------------------------------------------------------------------------------------

export const bonusCodeActivateSchema = z.object({ code: z.string().trim().min(1).max(40) });
/** Free spins granted to the player (GET /player/free-spins, a code's or a pickup's free spins). Minor units. */
export const freeSpinsGrantSchema = z.object({
  id: z.string(),
  /** the game (RGS id), its url (/game/{url}) and name */
  gameId: z.string(),
  gameUrl: z.string().nullable(),
  gameName: z.string().nullable(),
  left: z.number().int(),
  total: z.number().int(),
  bet: z.number().int(),
  winning: z.number().int(),
  currency: z.string(),
  /** DD/MM/YYYY HH:mm:ss UTC: unused spins lapse then; null = never */
  cancelAfter: z.string().nullable(),
});
export type FreeSpinsGrant = z.infer<typeof freeSpinsGrantSchema>;
export const playerFreeSpinsSchema = z.object({ items: z.array(freeSpinsGrantSchema) });

/** a code grants a bonus, or free spins (then `bonus` is null) */
export const bonusCodeActivateResultSchema = z.object({
  bonus: bonusHistoryItemSchema.nullable(),
  freeSpins: freeSpinsGrantSchema.nullable(),
});
/** a manual campaign's reward: a bonus, or free spins */
export const bonusPickupResultSchema = z.union([bonusHistoryItemSchema, z.object({ freeSpins: freeSpinsGrantSchema })]);

/**
 * Why a bonus code was refused: the one table of 1201–1226 (the envelope's `code`). 1012 is the
 * brute-force lock (5 wrong codes in 5 minutes, then 5 hours), 1501 "make a deposit first".
 * Codes not listed here are reserved and never sent.
 */
export const BONUS_CODE_ERRORS = {
  unknown: 1201,
  disabled: 1202,
  notStarted: 1203,
  expired: 1204,
  usedUp: 1205,
  alreadyUsed: 1206,
  campaignClosed: 1207,
  phoneRequired: 1208,
  emailRequired: 1209,
  nothingToGrant: 1210,
  freeSpinsUnavailable: 1211,
  playerBlocked: 1212,
} as const;
export type BonusCodeError = keyof typeof BONUS_CODE_ERRORS;

// --- promotion days ("Promotion day statuses"; docs/bonuses.md "Promotion days") -----------

/** A day of a daily campaign, for one player: the only statuses the spec names. */
export const PROMOTION_DAY_STATUSES = ['awarded', 'cancelled', 'fail', 'future', 'missed'] as const;
export type PromotionDayStatus = (typeof PROMOTION_DAY_STATUSES)[number];

/**
 * One day: its UTC date (YYYY-MM-DD), status, and the reason of a fail (account_locked,
 * self_excluded, nothing_to_grant, free_spins_unavailable) or a cancel (player_cancelled,
 * campaign_cancelled).
 */
export const promotionDaySchema = z.object({ date: z.string(), status: z.enum(PROMOTION_DAY_STATUSES), reason: z.string().nullable() });
export type PromotionDay = z.infer<typeof promotionDaySchema>;

/**
 * GET /api/bonus-campaign/promotion-days/{id}: a daily campaign's terms (shown before the player
 * joins: the day's minimum deposit, the reward) and, per day, the player's status (a visitor sees the
 * days as they stand for anyone); `today` on the server's clock; `canJoin` when signed in, not joined
 * and a day is still to come; `cancelled` when the player left or the operator ended the campaign.
 */
export const promotionDaysSchema = z.object({
  id: z.string(),
  title: z.string(),
  condition: z.object({ kind: z.literal('deposit'), minAmount: z.number() }),
  reward: bonusRewardSchema,
  today: z.string(),
  days: z.array(promotionDaySchema),
  joined: z.boolean(),
  cancelled: z.boolean(),
  canJoin: z.boolean(),
});
export type PromotionDays = z.infer<typeof promotionDaysSchema>;
