import { z } from 'zod';
import { LOCALES } from './locales';
import { isSingleLine } from './text';

/**
 * The player's inbox (`/messages` with locale, `/messages/{id}/read`,
 * `/messages/{id}/delete`). A message is stored as a template key with parameters and rendered in
 * the reader's language when it is read; its body is HTML that the server has sanitised.
 */
export const MESSAGES_PAGE_SIZE = 20;
export const MESSAGE_CATEGORIES = ['payments', 'verification', 'privacy', 'news'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

export const messagesQuerySchema = z.object({
  locale: z.enum(LOCALES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type MessagesQuery = z.input<typeof messagesQuerySchema>;

export const messageSchema = z.object({
  id: z.string(),
  category: z.enum(MESSAGE_CATEGORIES),
  title: z.string(),
  /** sanitised HTML */
  body: z.string(),
  createdAt: z.iso.datetime(),
  read: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

export const messagesResponseSchema = z.object({
  /** the inbox's owner (the signed-in player) */
  id: z.string(),
  list: z.array(messageSchema),
  total: z.number().int(),
  unread: z.number().int(),
  page: z.number().int(),
});
export type MessagesResponse = z.infer<typeof messagesResponseSchema>;

export const messageParamsSchema = z.object({ id: z.uuid() });
export const messagesUnreadSchema = z.object({ unread: z.number().int() });
export type MessagesUnread = z.infer<typeof messagesUnreadSchema>;
export const messageStatusSchema = z.object({ status: z.boolean(), unread: z.number().int() });

// --- operator broadcasts ----------------------------------------------------------------------

/** Who a broadcast goes to: everyone, a country, a currency, or a list of player ids. */
export const broadcastSegmentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({
    kind: z.literal('country'),
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .transform((c) => c.toUpperCase()),
  }),
  z.object({ kind: z.literal('currency'), currency: z.string().regex(/^[A-Z]{3}$/) }),
  z.object({ kind: z.literal('players'), ids: z.array(z.uuid()).min(1).max(10_000) }),
]);
export type BroadcastSegment = z.output<typeof broadcastSegmentSchema>;

const localized = (max: number, singleLine: boolean) =>
  z
    .partialRecord(
      z.enum(LOCALES),
      z
        .string()
        .trim()
        .min(1)
        .max(max)
        .refine((v) => !singleLine || isSingleLine(v), 'a title is one line'),
    )
    .refine((v) => !!v.en, { message: 'an English text is required (the fallback)', path: ['en'] });

export const broadcastRequestSchema = z.object({
  segment: broadcastSegmentSchema,
  /** per language, English required; the player reads their own language, else English */
  title: localized(200, true),
  /** HTML allowed (sanitised when stored) */
  body: localized(10_000, false),
  /** the same key twice creates one broadcast */
  idempotencyKey: z
    .string()
    .regex(/^[\w.:-]{1,100}$/)
    .optional(),
});
export type BroadcastRequest = z.input<typeof broadcastRequestSchema>;

export const BROADCAST_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export const broadcastSchema = z.object({
  id: z.string(),
  status: z.enum(BROADCAST_STATUSES),
  /** players looked at so far */
  processed: z.number().int(),
  /** messages created (a player who already had it is not counted twice) */
  sent: z.number().int(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type Broadcast = z.infer<typeof broadcastSchema>;
export const broadcastParamsSchema = z.object({ id: z.uuid() });
