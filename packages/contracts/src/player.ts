import { z } from 'zod';
import { LOCALES } from './locales';

/** playerInfo of spec §3 (GET /api/player/info). */
export const playerInfoSchema = z.object({
  auth: z.boolean(),
  id: z.string(),
  login: z.string(),
  deviceId: z.string(),
  language: z.string(),
  balance: z.number(),
  blockStatus: z.number().int(),
  phoneConfirmed: z.boolean(),
  rejectedPaymentsCount: z.number().int(),
  policyAccepted: z.boolean(),
  termsAccepted: z.boolean(),
  accountPolicyName: z.string(),
  verifiedSumSub: z.boolean(),
  trusted: z.boolean(),
  status: z.string(),
  profileComplete: z.boolean(),
  emailConfirmed: z.boolean(),
  currency: z.string(),
});
export type PlayerInfoDto = z.infer<typeof playerInfoSchema>;

/** Profile of spec §3 (GET /api/profile/info); registrationDate is DD/MM/YYYY HH:mm:ss (UTC). */
export const profileInfoSchema = z.object({
  email: z.string(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  lastIp: z.string().nullable(),
  country: z.string().nullable(),
  registrationDate: z.string(),
  login: z.string(),
  phone: z.string().nullable(),
  phoneCode: z.string().nullable(),
  phoneConfirmed: z.boolean(),
  emailConfirmed: z.boolean(),
  birthDate: z.string().nullable(),
  currency: z.string(),
  language: z.string(),
});
export type ProfileInfo = z.infer<typeof profileInfoSchema>;

export const playerLanguageRequestSchema = z.object({ language: z.enum(LOCALES) }).partial();

/** POST /api/accept-terms?accept-new-terms=1&accept-new-policy=1 (spec §7); type terms|privacy|both. */
export const acceptTermsQuerySchema = z.object({
  'accept-new-terms': z.enum(['0', '1', 'true', 'false']).optional(),
  'accept-new-policy': z.enum(['0', '1', 'true', 'false']).optional(),
  type: z.enum(['terms', 'privacy', 'both']).optional(),
});
export const TERMS_TYPES = ['terms', 'privacy', 'both'] as const;
export type TermsType = (typeof TERMS_TYPES)[number];

/** Which acceptance popup a player needs (spec §4): BOTH, only the missing one, or none. */
export function termsToAccept(p: { termsAccepted: boolean; policyAccepted: boolean }): TermsType | null {
  if (!p.termsAccepted && !p.policyAccepted) return 'both';
  if (!p.termsAccepted) return 'terms';
  if (!p.policyAccepted) return 'privacy';
  return null;
}
