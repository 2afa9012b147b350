import { z } from 'zod';

/** Amounts are integers in minor units. */
export const minorUnitsSchema = z.number().int();

export const activeBonusSchema = z.object({
  id: z.string(),
  currency: z.string(),
  amount: minorUnitsSchema,
  fullWager: minorUnitsSchema,
  initialAmount: minorUnitsSchema,
  wageredAmount: minorUnitsSchema,
  wagerLeft: minorUnitsSchema,
  wagerRatio: z.number(),
  winning: minorUnitsSchema,
  /** the largest single bet while this bonus is active (the game caps its bet selector); null = no limit */
  maxBet: minorUnitsSchema.nullable().optional(),
});
export type ActiveBonus = z.infer<typeof activeBonusSchema>;

/** playerBalance; GET /api/player/balances returns a list, the site uses the first item. */
export const playerBalanceSchema = z.object({
  balance: minorUnitsSchema,
  bonus: minorUnitsSchema,
  bonusPoints: z.number().int(),
  currency: z.string(),
  real: minorUnitsSchema,
  activeBonus: activeBonusSchema.nullable(),
});
export type PlayerBalance = z.infer<typeof playerBalanceSchema>;
export const playerBalancesSchema = z.array(playerBalanceSchema);

/** Real-time message on the player's profile channel after every movement of their money. */
export const BALANCE_CHANGED_TYPE = 'balanceChanged';
export const balanceChangedPayloadSchema = z.object({
  balance: minorUnitsSchema,
  real: minorUnitsSchema,
  bonus: minorUnitsSchema,
  currency: z.string(),
});
export type BalanceChangedPayload = z.infer<typeof balanceChangedPayloadSchema>;

export const statementQuerySchema = z.object({
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const statementLineSchema = z.object({
  transactionId: z.string(),
  kind: z.string(),
  reference: z.string().nullable(),
  account: z.enum(['real', 'bonus']),
  amount: minorUnitsSchema,
  balanceAfter: minorUnitsSchema,
  createdAt: z.string(),
});
export const statementSchema = z.object({ currency: z.string(), collection: z.array(statementLineSchema) });
