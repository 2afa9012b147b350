import { z } from 'zod';

/**
 * Live support chat on our own stack (issue 21): a conversation per player, kept in the database,
 * pushed through the real-time hub on the player's notification channel (`chatMessage`). Images only
 * as attachments, judged by their content, at most CHAT_ATTACHMENT_MAX_BYTES.
 */
// BUILTIN_CHAT_URL lives in constants.ts: every page's shell reads it, and this module's schemas are for the chat's own chunks
export const CHAT_ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
export const CHAT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const CHAT_HISTORY_LIMIT = 100;

export const chatMessageSchema = z.object({
  id: z.string(),
  from: z.enum(['player', 'operator']),
  text: z.string(),
  /** path of the image (GET, the player's own or the operator's), or null */
  attachment: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatHistorySchema = z.object({
  messages: z.array(chatMessageSchema),
  /** operator replies the player has not read */
  unread: z.number().int().min(0),
});

const text = z.string().trim().max(2000);
export const chatSendSchema = z
  .object({
    text: text.default(''),
    /** an image as base64 (PNG, JPEG, GIF or WebP; the bytes decide, not the name) */
    image: z
      .string()
      .max(Math.ceil((CHAT_ATTACHMENT_MAX_BYTES * 4) / 3) + 4)
      .regex(/^[A-Za-z0-9+/]*={0,2}$/)
      .optional(),
  })
  .refine((v) => v.text.length > 0 || !!v.image, { message: 'a message needs text or an image', path: ['text'] });
export type ChatSend = z.input<typeof chatSendSchema>;

export const chatSendResponseSchema = z.object({ status: z.boolean(), message: chatMessageSchema });
export const chatReadResponseSchema = z.object({ status: z.boolean(), unread: z.number().int() });
export const chatAttachmentParamsSchema = z.object({ id: z.uuid() });

// --- operator --------------------------------------------------------------------------------
export const chatConversationSchema = z.object({
  playerId: z.string(),
  lastMessageAt: z.iso.datetime(),
  /** player messages the operators have not answered or read */
  unread: z.number().int(),
  /** the player is typing right now (said so within CHAT_TYPING_TTL_MS and did not stop) */
  playerTyping: z.boolean(),
});
export const chatConversationsSchema = z.object({ conversations: z.array(chatConversationSchema) });
export const chatPlayerParamsSchema = z.object({ playerId: z.uuid() });
/** an operator's view of one conversation: the messages and whether the player is typing */
export const chatTranscriptSchema = chatHistorySchema.extend({ playerTyping: z.boolean() });
export const chatReplySchema = z.object({ text: text.min(1) });

// --- typing -----------------------------------------------------------------------------------
/** the client says "still typing" at most this often while the text changes */
export const CHAT_TYPING_THROTTLE_MS = 2_000;
/** a typing state not refreshed within this time is over, even without a stop (a closed tab, a lost connection) */
export const CHAT_TYPING_TTL_MS = 6_000;
export const chatTypingSchema = z.object({ typing: z.boolean() });
export type ChatTyping = z.infer<typeof chatTypingSchema>;
export const chatTypingResponseSchema = z.object({ status: z.boolean() });

// --- offline contact form (visitors) ------------------------------------------------------------
export const CONTACT_CATEGORIES = ['account', 'payments', 'bonuses', 'games', 'technical', 'other'] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;
export const CONTACT_NAME_MAX = 100;

/** letters and line breaks only where they belong: no control characters anywhere, no line break in a name */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LINE_BREAK = /[\r\n\u2028\u2029]/;

/**
 * A visitor's message to support when the chat is not for them (signed out). Messages are i18n
 * keys: `errors.*` of the auth namespace, `contact.errors.*` of the chat namespace.
 */
export const chatContactSchema = z.object({
  name: z
    .string({ error: 'errors.required' })
    .trim()
    .min(1, 'errors.required')
    .max(CONTACT_NAME_MAX, 'contact.errors.nameTooLong')
    .refine((v) => !CONTROL.test(v) && !LINE_BREAK.test(v), 'contact.errors.nameInvalid'),
  email: z
    .string({ error: 'errors.required' })
    .trim()
    .min(1, 'errors.required')
    .max(129, 'errors.emailTooLong')
    .pipe(z.email({ error: 'errors.emailInvalid' })),
  category: z.enum(CONTACT_CATEGORIES, { error: 'contact.errors.category' }),
  message: z
    .string({ error: 'errors.required' })
    .trim()
    .min(CONTACT_MESSAGE_MIN, 'contact.errors.messageTooShort')
    .max(CONTACT_MESSAGE_MAX, 'contact.errors.messageTooLong')
    .refine((v) => !CONTROL.test(v), 'contact.errors.messageInvalid'),
  /** the captcha's token when the site uses one ("none" when GET /captcha-need?action=contact says it is not needed) */
  captcha: z.string().max(20_000).default(''),
});
export type ChatContact = z.input<typeof chatContactSchema>;
export type ChatContactParsed = z.output<typeof chatContactSchema>;
export const chatContactResponseSchema = z.object({ status: z.boolean(), id: z.string() });

export const CONTACT_STATUSES = ['open', 'answered'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** what the operators see of a contact request */
export const chatContactRequestSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  category: z.enum(CONTACT_CATEGORIES),
  message: z.string(),
  locale: z.string(),
  /** the player, when the visitor turned out to be signed in */
  playerId: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** open until an operator marks it answered (they answer by mail, outside the site) */
  status: z.enum(CONTACT_STATUSES),
  answeredAt: z.iso.datetime().nullable(),
  /** who marked it answered: the operator's e-mail, `api-key:<name>` or `operator-token` */
  answeredBy: z.string().nullable(),
});
export const chatContactRequestsSchema = z.object({ requests: z.array(chatContactRequestSchema) });
export const chatContactListQuerySchema = z.object({ status: z.enum(CONTACT_STATUSES).optional() });
export const chatContactParamsSchema = z.object({ id: z.uuid() });
/** `changed`: this call marked it (false: it was answered already, by `answeredBy`) */
export const chatContactAnsweredSchema = z.object({ status: z.boolean(), changed: z.boolean(), request: chatContactRequestSchema });

/** What an operator's page needs to hear the support channel (players typing, new messages) live. */
export const chatOperatorRealtimeSchema = z.object({
  /** the hub's url (a path on this origin for the embedded hub) */
  url: z.string(),
  /** a connection token for the `operators` user, valid 15 minutes (fetch it again to refresh) */
  token: z.string(),
  channel: z.string(),
});
