import { z } from 'zod';
import { BONUS_PAGE_SIZE } from './constants';

/** Player bonus statuses of spec §3. */
export const PLAYER_BONUS_STATUSES = ['active', 'queued', 'cancelled', 'committed'] as const;
export type PlayerBonusStatus = (typeof PLAYER_BONUS_STATUSES)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');
const list = (v: unknown) => (v === undefined || v === '' ? undefined : Array.isArray(v) ? v : String(v).split(','));

/**
 * GET /api/bonus (spec §7): pagination[limit]=20, pagination[offset] (+20 per page), order[name]=id,
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

/** Bonus history row of spec §3; amounts in minor units of `currency` (the balance currency); dates DD/MM/YYYY HH:mm:ss UTC. */
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

// --- operator data (Bearer OPERATOR_TOKEN until a back office exists) ------------------------------

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'lower-case letters, digits and dashes');
const minor = z.number().int().min(0).max(10_000_000_000);
const localized = z.record(z.string().regex(/^[a-z]{2}$/), z.string().min(1).max(500));

export const BONUS_TEMPLATE_KINDS = ['deposit_match', 'fixed', 'free_spins', 'cashback'] as const;
export const BONUS_CAMPAIGN_TYPES = ['on_deposit', 'code', 'cashback', 'manual'] as const;

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
export const operatorBonusCampaignViewSchema = operatorBonusCampaignSchema.extend({ id: z.string() });

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
