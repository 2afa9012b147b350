import { z } from 'zod';
import { BONUS_PAGE_SIZE } from './constants';

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
