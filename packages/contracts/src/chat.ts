import { z } from 'zod';

/**
 * Live support chat on our own stack (issue 21): a conversation per player, kept in the database,
 * pushed through the real-time hub on the player's notification channel (`chatMessage`). Images only
 * as attachments, judged by their content, at most CHAT_ATTACHMENT_MAX_BYTES.
 */
/** `chatConfig.url` when the built-in chat is on (CHAT_BUILTIN=true): the site shows its own widget, not an external one */
export const BUILTIN_CHAT_URL = '/api/chat';
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
});
export const chatConversationsSchema = z.object({ conversations: z.array(chatConversationSchema) });
export const chatPlayerParamsSchema = z.object({ playerId: z.uuid() });
export const chatReplySchema = z.object({ text: text.min(1) });
