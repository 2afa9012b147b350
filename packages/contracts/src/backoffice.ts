import { z } from 'zod';
import { roundHistoryItemSchema } from './rgs';
import { metricsSchema } from './responsible-gaming';
import { bonusHistoryItemSchema, freeSpinsGrantSchema } from './bonus';
import { documentsRequestedSchema } from './verification';
import { messageSchema } from './messages';

/**
 * The back office (issue 22): operator accounts with roles, TOTP at every login, their own
 * session cookie, and `/api/admin/*` calls each checked against one permission on the server.
 */
export const ADMIN_SESSION_COOKIE = 'fortuna_admin';

export const OPERATOR_ROLES = ['admin', 'support', 'payments', 'compliance', 'marketing', 'analyst'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const OPERATOR_PERMISSIONS = [
  'operators.manage',
  'audit.read',
  'players.read',
  'players.write',
  'balance.request',
  'balance.approve',
  'payments.read',
  'payments.write',
  'kyc',
  'limits',
  'privacy',
  'messages',
  /** bulk mailings to a segment: inbox broadcasts and promotional e-mail */
  'campaigns',
  'chat',
  'bonuses',
  'tournaments',
  'content',
  'access',
  'reports.read',
  'games',
] as const;
export type OperatorPermission = (typeof OPERATOR_PERMISSIONS)[number];

/** What each role may do; admin may do everything. Checked on the server for every call. */
export const ROLE_PERMISSIONS: Record<OperatorRole, readonly OperatorPermission[]> = {
  admin: OPERATOR_PERMISSIONS,
  support: ['players.read', 'players.write', 'messages', 'chat'],
  payments: ['players.read', 'payments.read', 'payments.write', 'balance.request', 'balance.approve'],
  compliance: ['players.read', 'players.write', 'kyc', 'limits', 'privacy', 'audit.read', 'payments.read'],
  marketing: ['bonuses', 'tournaments', 'content', 'campaigns', 'games'],
  analyst: ['players.read', 'payments.read', 'reports.read', 'audit.read'],
};

export const operatorRoleSchema = z.enum(OPERATOR_ROLES);
export const operatorPermissionSchema = z.enum(OPERATOR_PERMISSIONS);

const email = z.string().trim().toLowerCase().max(254).pipe(z.email());
const password = z.string().min(12).max(200);

export const adminLoginRequestSchema = z.object({ email: z.string().trim().min(1).max(254), password: z.string().min(1).max(200) });
/** after the password: enrol TOTP (first login: the secret to scan) or give the current code */
export const adminLoginResponseSchema = z.object({
  next: z.enum(['enroll', 'totp']),
  secret: z.string().optional(),
  otpauthUrl: z.string().optional(),
  qrCode: z.string().optional(),
});
export const adminTotpRequestSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});

export const adminOperatorSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: operatorRoleSchema,
  status: z.enum(['active', 'disabled']),
  totpEnabled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
/**
 * Which optional back-office screens this server has: the KYC review desk exists only with the
 * embedded identity sandbox (a real vendor reviews in its own dashboard).
 */
export const adminFeaturesSchema = z.object({ kycReview: z.boolean() });
export type AdminFeatures = z.infer<typeof adminFeaturesSchema>;
export const adminMeSchema = z.object({
  operator: adminOperatorSchema,
  permissions: z.array(operatorPermissionSchema),
  idleTimeoutMs: z.number().int(),
  features: adminFeaturesSchema,
});
export const adminOperatorListSchema = z.array(adminOperatorSchema);
export const adminOperatorCreateSchema = z.object({ email, password, role: operatorRoleSchema });
export const adminOperatorUpdateSchema = z.object({
  role: operatorRoleSchema.optional(),
  status: z.enum(['active', 'disabled']).optional(),
});
export const adminIdParamsSchema = z.object({ id: z.uuid() });
export const adminOkSchema = z.object({ status: z.literal(true) });

export const adminApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(operatorPermissionSchema),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export const adminApiKeyListSchema = z.array(adminApiKeySchema);
export const adminApiKeyCreateSchema = z.object({
  name: z.string().trim().min(1).max(80),
  scopes: z.array(operatorPermissionSchema).min(1).max(OPERATOR_PERMISSIONS.length),
});
/** the key itself is shown once, here; only its hash is kept */
export const adminApiKeyCreatedSchema = adminApiKeySchema.extend({ key: z.string() });

export const adminAuditQuerySchema = z.object({
  operator: z.string().trim().max(254).optional(),
  action: z.string().trim().max(200).optional(),
  target: z.string().trim().max(200).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  operatorId: z.string().nullable(),
  actor: z.string(),
  ip: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  status: z.number().int(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export const adminAuditPageSchema = z.object({ items: z.array(adminAuditEntrySchema), total: z.number().int(), page: z.number().int() });

export type AdminMe = z.infer<typeof adminMeSchema>;
export type AdminOperator = z.infer<typeof adminOperatorSchema>;
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

// --- players ------------------------------------------------------------------------------------
export const adminPlayerSearchQuerySchema = z.object({ q: z.string().trim().min(1).max(254) });
export const adminPlayerSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  login: z.string(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  country: z.string().nullable(),
  currency: z.string().nullable(),
  status: z.string(),
  blockStatus: z.number().int(),
  registeredAt: z.string(),
});
export const adminPlayerSearchSchema = z.array(adminPlayerSummarySchema);
export const adminApprovalSchema = z.object({
  id: z.string(),
  kind: z.enum(['balance.adjust', 'block.lift']),
  playerId: z.string(),
  currency: z.string().nullable(),
  amount: z.number().int().nullable(),
  reason: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  requestedBy: z.string(),
  decidedBy: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  transactionId: z.string().nullable(),
});
export const adminApprovalListSchema = z.array(adminApprovalSchema);
export const adminApprovalQuerySchema = z.object({
  status: z.enum(['pending', 'approved', 'rejected']).default('pending'),
  playerId: z.uuid().optional(),
});
/** an operator's note on a player (plain text, shown as text) */
export const adminPlayerNoteSchema = z.object({ id: z.string(), body: z.string(), author: z.string(), createdAt: z.string() });
export const adminPlayerNoteRequestSchema = z.object({ body: z.string().trim().min(1).max(2_000) });
export type AdminPlayerNote = z.infer<typeof adminPlayerNoteSchema>;

export const adminPlayerCardSchema = z.object({
  player: adminPlayerSummarySchema.extend({
    phone: z.string().nullable(),
    lastIp: z.string().nullable(),
    emailConfirmed: z.boolean(),
    birthDate: z.string().nullable(),
    language: z.string().nullable(),
  }),
  balances: z.array(z.object({ currency: z.string(), real: z.number().int(), bonus: z.number().int() })),
  ledger: z.array(
    z.object({
      transactionId: z.string(),
      kind: z.string(),
      account: z.string(),
      currency: z.string(),
      amount: z.number().int(),
      balanceAfter: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      type: z.enum(['in', 'out']),
      status: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      paymentSystem: z.string(),
      reason: z.number().int().nullable(),
      createdAt: z.string(),
    }),
  ),
  logins: z.array(z.object({ at: z.string(), ip: z.string(), device: z.string(), result: z.string() })),
  approvals: adminApprovalListSchema,
  /** the player's latest rounds (the studio's history), each with its provably-fair seeds when drawn from them */
  rounds: z.array(roundHistoryItemSchema),
  /** responsible gaming: the player's limits, reality check, self-exclusion and block, as the player sees them */
  limits: metricsSchema.nullable(),
  /** the player's latest bonuses (status, wagering: fullWager and wagerLeft) and live free-spins grants */
  bonuses: z.object({ items: z.array(bonusHistoryItemSchema), freeSpins: z.array(freeSpinsGrantSchema) }).nullable(),
  /** KYC: the review status, each step's state and the documents with theirs (null when the identity vendor cannot answer) */
  kyc: documentsRequestedSchema.nullable(),
  /** the player's latest inbox messages (first page), as the player sees them */
  messages: z.array(messageSchema),
  /** operators' notes on the player, newest first */
  notes: z.array(adminPlayerNoteSchema),
});
export const adminBlockRequestSchema = z.object({
  /** lite 1, full 2, withdraw 4, cashier 5 (0 = lifting, which needs a second operator: /unblock) */
  blockStatus: z.union([z.literal(1), z.literal(2), z.literal(4), z.literal(5)]),
  reason: z.string().trim().min(3).max(500),
});
export const adminBlockResponseSchema = z.object({ playerId: z.string(), blockStatus: z.number().int(), reason: z.string() });
export const adminReasonSchema = z.object({ reason: z.string().trim().min(3).max(500) });
/** a message from an operator to one player's inbox (plain text; the inbox sanitises it like any broadcast) */
export const adminPlayerMessageSchema = z.object({ title: z.string().trim().min(1).max(200), body: z.string().trim().min(1).max(10_000) });
export const adminAdjustmentRequestSchema = z.object({
  currency: z.string().trim().toUpperCase().length(3),
  /** minor units: positive credits the player's real balance, negative debits it (against the house) */
  amount: z
    .number()
    .int()
    .refine((n) => n !== 0 && Math.abs(n) <= 100_000_000, 'a non-zero amount up to 1,000,000.00'),
  reason: z.string().trim().min(3).max(500),
});

// --- withdrawals -------------------------------------------------------------------------------------
export const adminWithdrawalQuerySchema = z.object({
  status: z.enum(['init', 'processing', 'ok', 'rejected', 'failure', 'cancelled']).default('init'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export const WITHDRAWAL_RISK_FLAGS = ['firstWithdrawal', 'littlePlay', 'sharedDevice', 'largeAmount'] as const;
export const adminWithdrawalSchema = z.object({
  id: z.string(),
  playerId: z.string(),
  playerEmail: z.string().nullable(),
  playerLogin: z.string().nullable(),
  status: z.string(),
  reason: z.number().int().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  paymentSystem: z.string(),
  createdAt: z.string(),
  flags: z.array(z.enum(WITHDRAWAL_RISK_FLAGS)),
});
export const adminWithdrawalPageSchema = z.object({
  items: z.array(adminWithdrawalSchema),
  total: z.number().int(),
  page: z.number().int(),
});
export const adminWithdrawalRejectSchema = z.object({ reason: z.number().int().min(0).max(14) });

export type AdminPlayerCard = z.infer<typeof adminPlayerCardSchema>;
export type AdminApproval = z.infer<typeof adminApprovalSchema>;
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;

// --- dashboard and reports (from the ledger) ---------------------------------------------------------
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
/** the longest range a dashboard or report covers, in days */
export const ADMIN_MAX_RANGE_DAYS = 366;
/** a UTC date range, both days included; today when left out */
export const adminRangeQuerySchema = z.object({ from: isoDay.optional(), to: isoDay.optional() });
/** money figures of a period in one currency, minor units; GGR = bets − wins, NGR = GGR − bonus cost */
export const adminMoneyFiguresSchema = z.object({
  currency: z.string(),
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  bets: z.number().int(),
  wins: z.number().int(),
  ggr: z.number().int(),
  bonusCost: z.number().int(),
  ngr: z.number().int(),
});
export const adminDashboardSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.array(adminMoneyFiguresSchema),
  players: z.object({ active: z.number().int(), new: z.number().int() }),
  days: z.array(adminMoneyFiguresSchema.extend({ day: z.string(), activePlayers: z.number().int() })),
  newPlayers: z.array(z.object({ day: z.string(), count: z.number().int() })),
  topGames: z.array(
    z.object({
      gameId: z.string(),
      name: z.string(),
      studio: z.string(),
      currency: z.string(),
      bets: z.number().int(),
      wins: z.number().int(),
      ggr: z.number().int(),
      rounds: z.number().int(),
    }),
  ),
  topStudios: z.array(
    z.object({ studio: z.string(), currency: z.string(), bets: z.number().int(), wins: z.number().int(), ggr: z.number().int() }),
  ),
  /** waiting for an operator; null where the module does not report it */
  pending: z.object({
    withdrawals: z.number().int(),
    kyc: z.number().int().nullable(),
    gdpr: z.number().int().nullable(),
    gdprOverdue: z.number().int().nullable(),
  }),
});
export const ADMIN_REPORT_GROUPS = ['game', 'studio', 'country', 'currency'] as const;
export const ADMIN_REPORT_SORTS = ['day', 'key', 'currency', 'bets', 'wins', 'ggr', 'bonusCost', 'ngr', 'rounds'] as const;
export const adminReportQuerySchema = adminRangeQuerySchema.extend({
  by: z.enum(ADMIN_REPORT_GROUPS).default('game'),
  sort: z.enum(ADMIN_REPORT_SORTS).default('day'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
/** one day of one game, studio, country or currency in one currency */
export const adminReportRowSchema = z.object({
  day: z.string(),
  /** the game's id, the studio's name, the country code ('' unknown) or the currency */
  key: z.string(),
  label: z.string(),
  currency: z.string(),
  bets: z.number().int(),
  wins: z.number().int(),
  ggr: z.number().int(),
  /** bonus cost belongs to no game: null in the game and studio reports */
  bonusCost: z.number().int().nullable(),
  ngr: z.number().int().nullable(),
  rounds: z.number().int(),
});
export const adminReportPageSchema = z.object({
  items: z.array(adminReportRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  /** the sums of every row of the report (all pages), per currency */
  totals: z.array(z.object({ currency: z.string(), bets: z.number().int(), wins: z.number().int(), ggr: z.number().int() })),
});

export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
export type AdminMoneyFigures = z.infer<typeof adminMoneyFiguresSchema>;
/** a currency's figures with nothing booked yet */
export const emptyMoneyFigures = (currency: string): AdminMoneyFigures => ({
  currency,
  deposits: 0,
  withdrawals: 0,
  bets: 0,
  wins: 0,
  ggr: 0,
  bonusCost: 0,
  ngr: 0,
});
export type AdminReportRow = z.infer<typeof adminReportRowSchema>;
export type AdminReportQuery = z.infer<typeof adminReportQuerySchema>;

// --- compliance ------------------------------------------------------------------------------------
export const adminPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export const adminSelfExcludedPageSchema = z.object({
  items: z.array(adminPlayerSummarySchema.extend({ suspendedUntil: z.string().nullable() })),
  total: z.number().int(),
  page: z.number().int(),
});
/** the GDPR request statuses (repeated from privacy.ts for the screens, for the same reason as the game categories) */
export const ADMIN_GDPR_STATUSES = ['received', 'processing', 'completed', 'rejected'] as const;
export const adminApplicantParamsSchema = z.object({ applicantId: z.string().regex(/^[0-9a-f]{24}$/) });

// --- the back office: the catalogue as operators run it (/api/admin/games) ---
/**
 * The catalogue's stored categories and RTP variants, repeated here (a test holds them equal to games.ts):
 * the back office's screens import this file, and importing games.ts from them would move the
 * players' catalogue constants into a chunk of their own (more JavaScript on the players' pages).
 */
export const ADMIN_GAME_CATEGORIES = ['slots', 'jackpot', 'livegames', 'tablegames', 'video-pokers', 'instant-win'] as const;
export const ADMIN_RTP_VARIANTS = ['high', 'standard', 'low'] as const;
const storedCategory = z.enum(ADMIN_GAME_CATEGORIES);
export const ADMIN_GAME_SORTS = ['name', 'popularity', 'displayOrder', 'rtp', 'releaseDate', 'category', 'studio'] as const;
export const adminGameQuerySchema = z.object({
  /** part of the name or url */
  q: z.string().trim().max(100).optional(),
  category: storedCategory.optional(),
  /** a studio's uri */
  studio: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,60}$/)
    .optional(),
  enabled: z.enum(['true', 'false']).optional(),
  sort: z.enum(ADMIN_GAME_SORTS).default('displayOrder'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export const adminGameSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  category: storedCategory,
  liveType: z.string().nullable(),
  studio: z.object({ name: z.string(), uri: z.string() }),
  engine: z.string(),
  rtp: z.number(),
  rtpVariant: z.enum(ADMIN_RTP_VARIANTS),
  /** the variants this game's engine offers */
  rtpVariants: z.array(z.enum(ADMIN_RTP_VARIANTS)),
  enabled: z.boolean(),
  /** a pinned place in the lobby's default order (1 first); null: by popularity after the pinned ones */
  displayOrder: z.number().int().nullable(),
  popularity: z.number().int(),
  releaseDate: z.string(),
});
export const adminGamePageSchema = z.object({ items: z.array(adminGameSchema), total: z.number().int(), page: z.number().int() });
export const adminGameParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const ADMIN_DISPLAY_ORDER_MAX = 9999;
export const adminGameUpdateSchema = z
  .object({
    enabled: z.boolean().optional(),
    displayOrder: z.number().int().min(1).max(ADMIN_DISPLAY_ORDER_MAX).nullable().optional(),
    category: storedCategory.optional(),
    rtpVariant: z.enum(ADMIN_RTP_VARIANTS).optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'nothing to change');
export type AdminGame = z.infer<typeof adminGameSchema>;
export type AdminGameUpdate = z.infer<typeof adminGameUpdateSchema>;
export type AdminGameQuery = z.infer<typeof adminGameQuerySchema>;
