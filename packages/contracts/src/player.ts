import { z } from 'zod';
import { LOCALES } from './locales';
import { ageOn, birthDateSchema, minimumAge, COUNTRIES_REQUIRING_19 } from './auth';
import { CNP_ERROR_MESSAGES, parseCnp } from './cnp';
import { PROFILE_COUNTRY_CODES, PHONE_CODES } from './profile-reference';
import { CONTROL_CHARACTERS_MESSAGE, isSingleLine } from './text';

/** playerInfo (GET /api/player/info). */
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

/** Profile (GET /api/profile/info); registrationDate is DD/MM/YYYY HH:mm:ss (UTC). */
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
  gender: z.string().nullable(),
  nationality: z.string().nullable(),
  countryOfBirth: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  zip: z.string().nullable(),
  cpf: z.string().nullable(),
  personalCode: z.string().nullable(),
  /** identity fields already set, which the player can no longer change */
  locked: z.array(z.enum(['name', 'surname', 'birthDate'])),
});
export type ProfileInfo = z.infer<typeof profileInfoSchema>;

export const playerLanguageRequestSchema = z.object({ language: z.enum(LOCALES) }).partial();

/** POST /api/accept-terms?accept-new-terms=1&accept-new-policy=1; type terms|privacy|both. */
export const acceptTermsQuerySchema = z.object({
  'accept-new-terms': z.enum(['0', '1', 'true', 'false']).optional(),
  'accept-new-policy': z.enum(['0', '1', 'true', 'false']).optional(),
  type: z.enum(['terms', 'privacy', 'both']).optional(),
});
export * from './profile-reference';
export * from './player-terms';

export const GENDERS = ['male', 'female'] as const;
/** the identity fields a player cannot rewrite once set (KYC) */
export const LOCKED_PROFILE_FIELDS = ['name', 'surname', 'birthDate'] as const;

const latinName = z
  .string({ error: 'errors.required' })
  .trim()
  .min(1, 'errors.required')
  .regex(/^[A-Za-z]{2,32}$/, 'errors.nameLatin');
const optionalText = (max: number, message: string, pattern?: RegExp) =>
  z
    .string()
    .trim()
    .refine(isSingleLine, CONTROL_CHARACTERS_MESSAGE)
    .refine((v) => v === '' || (pattern ? pattern.test(v) : v.length <= max), message)
    .optional()
    .default('');
const countryCode = (message: string) =>
  z
    .string({ error: 'errors.required' })
    .trim()
    .toUpperCase()
    .refine((c) => PROFILE_COUNTRY_CODES_SET.has(c), message);
const PROFILE_COUNTRY_CODES_SET = new Set(PROFILE_COUNTRY_CODES);

/**
 * PUT /api/player/profile (rules). The form sends every field; empty optional text clears it.
 * Required: what the cashier's profile-complete check needs (name, surname, birth date, country, phone).
 */
const profileFields = {
  name: latinName,
  surname: latinName,
  birthDate: birthDateSchema,
  gender: z
    .union([z.enum(GENDERS), z.literal('')], { error: 'errors.genderInvalid' })
    .optional()
    .default(''),
  nationality: optionalText(32, 'errors.nationalityInvalid', /^[A-Za-zА-Яа-яЁё][A-Za-zА-Яа-яЁё -]{1,31}$/),
  country: countryCode('errors.countryInvalid'),
  countryOfBirth: z
    .string()
    .trim()
    .toUpperCase()
    .refine((c) => c === '' || PROFILE_COUNTRY_CODES_SET.has(c), 'errors.countryInvalid')
    .optional()
    .default(''),
  phoneCode: z
    .string({ error: 'errors.phoneCodeRequired' })
    .trim()
    .refine((c) => PHONE_CODES.includes(c), 'errors.phoneCodeRequired'),
  phone: z
    .string({ error: 'errors.required' })
    .trim()
    .min(1, 'errors.required')
    .regex(/^\d{5,15}$/, 'errors.phoneInvalid'),
  address: optionalText(64, 'errors.addressTooLong'),
  city: optionalText(64, 'errors.cityInvalid'),
  zip: optionalText(17, 'errors.zipInvalid', /^.{3,17}$/),
  cpf: optionalText(20, 'errors.cpfInvalid', /^[0-9.-]{5,20}$/),
  personalCode: optionalText(13, 'errors.personalCodeInvalid', /^\d{13}$/),
};
export const profileUpdateRequestSchema = z.object(profileFields);
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateRequestSchema>;

/** The whole rule set, with the clock for the age check (reuses the sign-up age rule). */
export function makeProfileUpdateSchema(rules: { today: Date; age19Regions?: readonly string[] }) {
  return profileUpdateRequestSchema.superRefine((v, ctx) => {
    if (v.country === 'BR' && !v.cpf) ctx.addIssue({ code: 'custom', path: ['cpf'], message: 'errors.required' });
    if (v.country !== 'BR' && v.cpf) ctx.addIssue({ code: 'custom', path: ['cpf'], message: 'errors.cpfOnlyBrazil' });
    if (v.country === 'RO' && !v.personalCode) ctx.addIssue({ code: 'custom', path: ['personalCode'], message: 'errors.required' });
    if (v.country !== 'RO' && v.personalCode)
      ctx.addIssue({ code: 'custom', path: ['personalCode'], message: 'errors.personalCodeOnlyRomania' });
    // a Romanian personal number encodes the birth date and sex: it must be genuine and agree with them
    if (v.country === 'RO' && /^\d{13}$/.test(v.personalCode)) {
      const cnp = parseCnp(v.personalCode, rules.today);
      if (!cnp.valid) ctx.addIssue({ code: 'custom', path: ['personalCode'], message: CNP_ERROR_MESSAGES[cnp.error] });
      else {
        if (v.birthDate !== cnp.birthDate) ctx.addIssue({ code: 'custom', path: ['birthDate'], message: 'errors.cnpBirthDateMismatch' });
        if (v.gender && cnp.sex && v.gender !== cnp.sex)
          ctx.addIssue({ code: 'custom', path: ['gender'], message: 'errors.cnpGenderMismatch' });
      }
    }
    if (/^\d{4}-\d{2}-\d{2}$/.test(v.birthDate)) {
      const min = minimumAge(v.country, rules.age19Regions ?? COUNTRIES_REQUIRING_19);
      if (ageOn(v.birthDate, rules.today) < min) {
        ctx.addIssue({ code: 'custom', path: ['birthDate'], message: min === 19 ? 'errors.tooYoung19' : 'errors.tooYoung18' });
      }
    }
  });
}

/**
 * An operator's correction of the identity fields a player cannot change (a rectification request):
 * the same rules as the profile form.
 */
export const profileCorrectionSchema = z
  .object({ name: latinName.optional(), surname: latinName.optional(), birthDate: birthDateSchema.optional() })
  .strict();
export type ProfileCorrection = z.infer<typeof profileCorrectionSchema>;

export const countryListSchema = z.array(z.object({ code: z.string(), name: z.string(), dial: z.string() }));
export const phoneCodeListSchema = z.array(z.string());
