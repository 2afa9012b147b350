import { z } from 'zod';

/**
 * The error envelope of every /api failure:
 * HTTP status + { code, message, errors?: { field: [message] } }.
 */
export const errorEnvelopeSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Numeric codes. HTTP-level failures use the HTTP status as their code. */
export const ERROR_CODES = {
  // generic, mirroring HTTP
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  internal: 500,
  // backend
  enterMailOrPhone: 1,
  tournamentStatusControl: 3,
  confirmation99: 99,
  confirmation100: 100,
  confirmation101: 101,
  confirmation102: 102,
  confirmation103: 103,
  minimumChargeAmount: 1101,
  nextChargeTime: 1102,
  // login
  authorizationError: 5000,
  blocked: 5001,
  suspendedUntil: 5002,
  wrongCredentials: 5003,
  temporarilyBlocked: 5004,
  blockedPermanently: 5005,
  twoFactorRequired: 5006,
  // register
  nicknameTaken: 4001,
  emailTaken: 4002,
  emailDomainNotAllowed: 4004,
  // password
  previousPassword: 5101,
  notCurrentPassword: 5103,
  passwordMatchesEmail: 5105,
  passwordMatchesLogin: 5106,
  // promo code
  promoCodeBruteForce: 1012,
  promoCodeNeedsDeposit: 1501,
  // phone
  phoneCodeIncorrect: 4035,
  // cashier
  useFreeSpinsFirst: 150,
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Registration / password error codes map to form fields. */
export const ERROR_CODE_FIELDS: Record<number, string> = {
  4001: 'login',
  4002: 'email',
  4004: 'email',
  5103: 'currentPassword',
  5101: 'passwordPlain',
  5105: 'passwordPlain',
  5106: 'passwordPlain',
};
