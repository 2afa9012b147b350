import { z } from 'zod';

/** Payment statuses (init is shown as pending). */
export const PAYMENT_STATUSES = ['init', 'processing', 'ok', 'failure', 'cancelled', 'rejected', 'queued', 'active'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_TYPES = ['in', 'out'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
/** Withdrawal rejection reason codes: 0 to 14, translated under cashier:reason.<code>. */
export const WITHDRAWAL_REASONS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] as const;

export const PAYMENT_SYSTEM_KINDS = ['card', 'bank'] as const;

export const paymentSystemSchema = z.object({
  id: z.string(),
  systemName: z.string(),
  kind: z.enum(PAYMENT_SYSTEM_KINDS),
  deposit: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  withdrawal: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
});
export type PaymentSystem = z.infer<typeof paymentSystemSchema>;

/** A card that paid in and can be paid out to: the player picks it instead of typing the card again. */
export const payoutMethodSchema = z.object({
  id: z.string(),
  paymentSystem: z.string(),
  kind: z.literal('card'),
  brand: z.string(),
  last4: z.string(),
  /** '•••• 4242' */
  label: z.string(),
});
export type PayoutMethod = z.infer<typeof payoutMethodSchema>;
/** GET /api/payment/currencies: the payment systems per currency. */
export const paymentCurrenciesSchema = z.record(z.string(), z.array(paymentSystemSchema));

/** GET /api/cashier/config */
export const cashierConfigSchema = z.object({ scriptUrl: z.string() });

/** GET /api/cashier/frame: what the cashier UI needs for the signed-in player. */
export const cashierFrameSchema = z.object({
  currency: z.string(),
  paymentSystems: z.array(paymentSystemSchema),
  suspended: z.boolean(),
  canWithdraw: z.boolean(),
  withdrawalWarning: z.enum(['verification', 'freeSpins', 'blocked']).nullable(),
  /** 'verification': lifetime deposits reached the threshold, further deposits wait for a verified identity */
  depositWarning: z.enum(['verification']).nullable(),
  /** lifetime deposits (minor units) past which an unverified player cannot deposit */
  depositVerificationThreshold: z.number().int(),
  /** lifetime deposits so far (minor units, pending ones included) */
  depositedTotal: z.number().int(),
  vpnConfirmationRequired: z.boolean(),
  nextChargeTime: z.string().nullable(),
  rejectedPaymentsCount: z.number().int(),
  /** cards this player deposited with successfully, newest use first: card withdrawals go to one of them */
  payoutMethods: z.array(payoutMethodSchema),
});
export type CashierFrame = z.infer<typeof cashierFrameSchema>;

const amount = z.number().int().positive().max(10_000_000_000);

export const cardDetailsSchema = z.object({
  number: z.string().regex(/^[\d ]{12,23}$/),
  holder: z.string().trim().min(2).max(64),
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/),
  cvc: z.string().regex(/^\d{3,4}$/),
});
export const bankDetailsSchema = z.object({
  iban: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}\d{2}[A-Z0-9 ]{10,34}$/),
  holder: z.string().trim().min(2).max(64),
});

export const createDepositSchema = z.object({
  paymentSystem: z.string().max(40),
  amount,
  card: cardDetailsSchema.optional(),
});
/** A card withdrawal names a payout method (never a card number); a bank withdrawal gives the account. */
export const createWithdrawalSchema = z.object({
  paymentSystem: z.string().max(40),
  amount,
  methodId: z.string().uuid().optional(),
  bank: bankDetailsSchema.optional(),
});

export const paymentActionSchema = z.object({ type: z.literal('3ds'), url: z.string() }).nullable();

/** A payment named in a path (/cashier/payment/:id, /history/payment/:id/cancel). */
export const paymentIdParamsSchema = z.object({ id: z.uuid() });

/** The sandbox provider's 3-D Secure step, answered inline by the cashier: the code the player typed. */
export const threeDsParamsSchema = z.object({ ref: z.string().regex(/^sbx_[\w-]{6,40}$/) });
export const threeDsConfirmSchema = z.object({ code: z.string().max(12) });
export const threeDsResultSchema = z.object({ status: z.enum(['ok', 'failure']) });

/** Payment history item (dates DD/MM/YYYY HH:mm:ss, UTC). */
export const paymentHistoryItemSchema = z.object({
  id: z.string(),
  type: z.enum(PAYMENT_TYPES),
  status: z.enum(PAYMENT_STATUSES),
  dateTimeCreated: z.string(),
  dateTimeSubmitted: z.string().nullable(),
  amount: z.number().int(),
  amountFormatted: z.string(),
  account: z.string(),
  balanceStartFormatted: z.string().nullable(),
  balanceEndFormatted: z.string().nullable(),
  paymentSystem: z.string(),
  reason: z.union([z.number().int(), z.string()]).nullable(),
});
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItemSchema>;

export const paymentResultSchema = paymentHistoryItemSchema.extend({ action: paymentActionSchema, error: z.string().nullable() });
export type PaymentResult = z.infer<typeof paymentResultSchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');
export const paymentHistoryQuerySchema = z.object({
  fromDate: day.optional(),
  toDate: day.optional(),
  paymentSystem: z.string().max(40).optional(),
  status: z.enum(PAYMENT_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type PaymentHistoryQuery = z.infer<typeof paymentHistoryQuerySchema>;
export const paymentHistorySchema = z.object({
  paymentSystems: z.array(z.object({ id: z.string(), systemName: z.string() })),
  collection: z.array(paymentHistoryItemSchema),
});
export type PaymentHistory = z.infer<typeof paymentHistorySchema>;

/** POST /api/history/payment/{id}/cancel with the current UTC time. */
export const cancelPaymentSchema = z.object({
  time: z.string().regex(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/, 'expected DD/MM/YYYY HH:mm:ss'),
});
export const cancelPaymentResultSchema = z.object({ status: z.boolean() });

export const withdrawalLimitsSchema = z.object({
  currency: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  daily: z.object({ limit: z.number().int(), used: z.number().int(), left: z.number().int() }),
});

/** Real-time push when a deposit succeeds; amounts in minor units. */
export const DEPOSIT_CREATED_TYPE = 'depositCreated';
export const depositCreatedPayloadSchema = z.object({
  paymentId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  date: z.string(),
  virtual: z.boolean(),
});
export type DepositCreatedPayload = z.infer<typeof depositCreatedPayloadSchema>;

/** Operator steps over HTTP (Bearer OPERATOR_TOKEN) until a back office exists; see modules/cashier/README.md. */
export const operatorVerifySchema = z.object({ note: z.string().max(200).optional() }).nullish();
export const operatorRejectSchema = z.object({ reason: z.number().int().min(0).max(14) });
export const operatorPaymentSchema = z.object({
  id: z.string(),
  playerId: z.string(),
  type: z.enum(['in', 'out']),
  status: z.string(),
  reason: z.number().int().nullable(),
  amount: z.number().int(),
  currency: z.string(),
});
