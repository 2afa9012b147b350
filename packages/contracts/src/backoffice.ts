import { z } from 'zod';

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
  'chat',
  'bonuses',
  'tournaments',
  'content',
  'access',
  'reports.read',
] as const;
export type OperatorPermission = (typeof OPERATOR_PERMISSIONS)[number];

/** What each role may do; admin may do everything. Checked on the server for every call. */
export const ROLE_PERMISSIONS: Record<OperatorRole, readonly OperatorPermission[]> = {
  admin: OPERATOR_PERMISSIONS,
  support: ['players.read', 'players.write', 'messages', 'chat'],
  payments: ['players.read', 'payments.read', 'payments.write', 'balance.request', 'balance.approve'],
  compliance: ['players.read', 'players.write', 'kyc', 'limits', 'privacy', 'audit.read', 'payments.read'],
  marketing: ['bonuses', 'tournaments', 'content', 'messages'],
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
export const adminMeSchema = z.object({
  operator: adminOperatorSchema,
  permissions: z.array(operatorPermissionSchema),
  idleTimeoutMs: z.number().int(),
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
