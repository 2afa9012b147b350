import { z } from 'zod';
import { LOCALES } from './locales';
import { broadcastSegmentSchema } from './messages';
import { isSingleLine } from './text';

/**
 * Email subscriptions (`emailPromo`, `emailService`; calls `/subscriptions`,
 * `/subscription/{type}/{subscribe|unsubscribe}`, `/subscription/{type}/{hash}/{playerId}/unsubscribe`).
 * Promotional mail is opt-in (off until the player says yes); service mail is on until the player says no.
 * Every change is kept with its time and where it came from.
 */
export const SUBSCRIPTION_TYPES = ['emailPromo', 'emailService'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];
export const subscriptionTypeSchema = z.enum(SUBSCRIPTION_TYPES);

/** Where a consent (or its withdrawal) came from. */
export const CONSENT_SOURCES = ['signup', 'profile', 'unsubscribe_link'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** What a player gets when nothing was ever chosen. */
export const SUBSCRIPTION_DEFAULTS: Record<SubscriptionType, boolean> = { emailPromo: false, emailService: true };

export const subscriptionsSchema = z.object({ emailPromo: z.boolean(), emailService: z.boolean() });
export type Subscriptions = z.infer<typeof subscriptionsSchema>;

export const subscriptionChangeParamsSchema = z.object({
  type: subscriptionTypeSchema,
  action: z.enum(['subscribe', 'unsubscribe']),
});
export const subscriptionChangeResponseSchema = subscriptionsSchema.extend({ status: z.literal('ok') });

/** The signature of an unsubscribe link: HMAC-SHA256 of the player and the type, base64url. */
export const UNSUBSCRIBE_HASH_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const unsubscribeParamsSchema = z.object({
  type: subscriptionTypeSchema,
  hash: z.string().regex(UNSUBSCRIBE_HASH_PATTERN),
  playerId: z.uuid(),
});
/** `changed` is false when the player was already unsubscribed (the link was used before) */
export const unsubscribeResponseSchema = z.object({ status: z.literal('ok'), type: subscriptionTypeSchema, changed: z.boolean() });
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

// --- operator: promotional mail --------------------------------------------------------------

const localized = (max: number, singleLine: boolean) =>
  z
    .partialRecord(
      z.enum(LOCALES),
      z
        .string()
        .trim()
        .min(1)
        .max(max)
        .refine((v) => !singleLine || isSingleLine(v), 'a subject is one line'),
    )
    .refine((v) => !!v.en, { message: 'an English text is required (the fallback)', path: ['en'] });

/** A promotional mail to a segment: only players who opted in to emailPromo receive it. */
export const promoMailRequestSchema = z.object({
  segment: broadcastSegmentSchema,
  subject: localized(200, true),
  /** HTML allowed (sanitised when stored) */
  html: localized(50_000, false),
  idempotencyKey: z
    .string()
    .regex(/^[\w.:-]{1,100}$/)
    .optional(),
});
export type PromoMailRequest = z.input<typeof promoMailRequestSchema>;

export const promoMailingSchema = z.object({
  id: z.string(),
  status: z.enum(['queued', 'running', 'completed', 'failed']),
  /** players of the segment looked at so far */
  processed: z.number().int(),
  /** mails queued (players who opted in) */
  sent: z.number().int(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type PromoMailing = z.infer<typeof promoMailingSchema>;
export const promoMailingParamsSchema = z.object({ id: z.uuid() });
