import { createHash, randomUUID } from 'node:crypto';
import {
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_HISTORY_LIMIT,
  CHAT_TYPING_TTL_MS,
  OPERATORS_USER,
  realtimeChannel,
  realtimeEvent,
  supportEvent,
  type ChatMessage,
  type ContactCategory,
  type ContactStatus,
} from '@fortuna/contracts';
import type { Clock } from '../../platform/clock';
import type { Mailer } from '../../platform/mail';
import { badRequest, notFound } from '../../platform/errors';
import type { RealtimePublisher } from '../../platform/realtime';
import type { FileStorage } from '../../platform/storage';
import type { ChatRepository } from './chat.repository';
import type { ChatContactRow, ChatMessageRow } from './chat.tables';
import { sniffImage } from './chat.images';
import { renderContactConfirmation } from './chat.mail';

/** The captcha the site uses on public forms (the auth module's verifier), seen from here. */
export interface ChatCaptcha {
  verify(token: string | undefined, context: { ip: string; action: string }): Promise<boolean>;
}

export interface ContactInput {
  name: string;
  email: string;
  category: ContactCategory;
  message: string;
  captcha: string;
}

export interface ChatServiceDeps {
  repository: ChatRepository;
  storage: FileStorage;
  clock: Clock;
  realtime: RealtimePublisher;
  projectId: string;
  /** the confirmation mail to a visitor who used the contact form */
  mailer: Pick<Mailer, 'enqueue' | 'flush'>;
  captcha: ChatCaptcha;
  /** the hub's connection token for a user id, and the url the client connects to (the operators' live feed) */
  realtimeAccess?: { token(userId: string): Promise<string>; websocketUrl: string };
}

const contactView = (row: ChatContactRow) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  category: row.category as ContactCategory,
  message: row.message,
  locale: row.locale,
  playerId: row.playerId,
  createdAt: row.createdAt.toISOString(),
  status: row.answeredAt ? ('answered' as const) : ('open' as const),
  answeredAt: row.answeredAt?.toISOString() ?? null,
  answeredBy: row.answeredBy,
});
export type ContactView = ReturnType<typeof contactView>;

const view = (row: ChatMessageRow): ChatMessage => ({
  id: row.id,
  from: row.sender as ChatMessage['from'],
  text: row.text,
  attachment: row.attachmentKey ? `/api/chat/attachments/${row.id}` : null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The support chat: messages are stored first, then pushed on the player's notification channel, so
 * a client that lost its connection reads what it missed from the history (nothing is only in flight).
 */
export function createChatService(deps: ChatServiceDeps) {
  const { repository, storage, clock, realtime, projectId, mailer, captcha } = deps;
  /** a typing state said within the last CHAT_TYPING_TTL_MS and not stopped */
  const typingNow = (at: Date | null) => !!at && clock.now().getTime() - at.getTime() < CHAT_TYPING_TTL_MS;
  /** the support operators' channel (best effort: the operator's lists read the same state from the database) */
  const toOperators = (event: ReturnType<typeof supportEvent>) =>
    realtime.publish(realtimeChannel.support(projectId), event).catch(() => {});

  async function post(playerId: string, from: 'player' | 'operator', text: string, image?: string): Promise<ChatMessage> {
    let attachment: { key: string; type: string; bytes: Uint8Array } | null = null;
    if (image) {
      const bytes = Buffer.from(image, 'base64');
      if (bytes.length === 0 || bytes.length > CHAT_ATTACHMENT_MAX_BYTES)
        throw badRequest('The image is too large', { image: ['errors.chatImageTooLarge'] });
      const type = sniffImage(bytes);
      if (!type) throw badRequest('Only images can be attached (PNG, JPEG, GIF, WebP)', { image: ['errors.chatImageOnly'] });
      attachment = { key: `chat/${playerId}/${randomUUID()}`, type, bytes };
      await storage.put(attachment.key, bytes);
    }
    const { message, playerUnread, operatorUnread } = await repository.add({
      playerId,
      sender: from,
      text,
      attachmentKey: attachment?.key ?? null,
      attachmentType: attachment?.type ?? null,
      createdAt: clock.now(),
    });
    const shown = view(message);
    await realtime
      .publish(realtimeChannel.notification(projectId, playerId), realtimeEvent('chatMessage', { ...shown, unread: playerUnread }))
      .catch(() => {});
    // the operators' live feed: a player's message (their own replies they see in the transcript they sent from)
    if (from === 'player') {
      const { from: _, ...rest } = shown;
      await toOperators(supportEvent('chatPlayerMessage', { ...rest, playerId, unread: operatorUnread }));
    }
    return shown;
  }

  return {
    async history(playerId: string) {
      const [rows, unread] = await Promise.all([repository.history(playerId, CHAT_HISTORY_LIMIT), repository.playerUnread(playerId)]);
      return { messages: rows.map(view), unread };
    },
    send: (playerId: string, text: string, image?: string) => post(playerId, 'player', text, image),
    reply: (playerId: string, text: string) => post(playerId, 'operator', text),
    async markRead(playerId: string, side: 'player' | 'operator') {
      await repository.markRead(playerId, side);
      return { status: true, unread: side === 'player' ? 0 : await repository.playerUnread(playerId) };
    },
    /** an attachment's bytes for its player (another player's id is "not found") or an operator (playerId null) */
    async attachment(id: string, playerId: string | null) {
      const row = await repository.message(id);
      if (!row?.attachmentKey || (playerId !== null && row.playerId !== playerId)) throw notFound('Attachment not found');
      const bytes = await storage.get(row.attachmentKey);
      if (!bytes) throw notFound('Attachment not found');
      return { bytes, type: row.attachmentType ?? 'application/octet-stream' };
    },
    async conversations() {
      const rows = await repository.conversations(200);
      return {
        conversations: rows.map((c) => ({
          playerId: c.playerId,
          lastMessageAt: c.lastMessageAt.toISOString(),
          unread: c.operatorUnread,
          playerTyping: typingNow(c.playerTypingAt),
        })),
      };
    },
    async transcript(playerId: string) {
      const [rows, typingAt] = await Promise.all([repository.history(playerId, 10_000), repository.playerTypingAt(playerId)]);
      return { messages: rows.map(view), unread: 0, playerTyping: typingNow(typingAt) };
    },
    /**
     * The player types (or stopped): kept with the conversation, so every instance's operator calls see
     * it, and pushed on the operators' support channel.
     */
    async playerTyping(playerId: string, typing: boolean) {
      await repository.setPlayerTyping(playerId, typing ? clock.now() : null);
      // live to the operators (who forget it after CHAT_TYPING_TTL_MS without news, as the player does)
      await toOperators(supportEvent('chatPlayerTyping', { playerId, typing }));
      return { status: true };
    },
    /** An operator types (or stopped): pushed to the player's pages, which forget it after CHAT_TYPING_TTL_MS without news. */
    async operatorTyping(playerId: string, typing: boolean) {
      await realtime.publish(realtimeChannel.notification(projectId, playerId), realtimeEvent('chatTyping', { typing })).catch(() => {});
      return { status: true };
    },
    /**
     * A visitor's message from the contact form: the captcha first, then stored for the operators,
     * then the confirmation mail in the visitor's language (queued in the outbox, sent after).
     */
    async contact(input: ContactInput, meta: { ip: string; locale: string; playerId: string | null }) {
      if (!(await captcha.verify(input.captcha || undefined, { ip: meta.ip, action: 'contact' })))
        throw badRequest('Captcha failed', { captcha: ['errors.captchaInvalid'] });
      const row = await repository.addContact({
        name: input.name,
        email: input.email,
        category: input.category,
        message: input.message,
        locale: meta.locale,
        playerId: meta.playerId,
        ipHash: createHash('sha256').update(meta.ip).digest('hex'),
        createdAt: clock.now(),
      });
      const mail = renderContactConfirmation({ locale: meta.locale, name: input.name, category: input.category, message: input.message });
      const id = await mailer.enqueue({
        ...mail,
        to: input.email,
        links: [],
        template: 'chatContact',
        locale: meta.locale,
        playerId: meta.playerId,
      });
      await mailer.flush(id);
      return { status: true, id: row.id };
    },
    /** What an operator's page needs to hear the support channel live: a connection token for the `operators` user. */
    async operatorRealtime() {
      if (!deps.realtimeAccess) throw notFound('Real-time is not available');
      return {
        url: deps.realtimeAccess.websocketUrl,
        token: await deps.realtimeAccess.token(OPERATORS_USER),
        channel: realtimeChannel.support(projectId),
      };
    },
    async contacts(status?: ContactStatus) {
      return { requests: (await repository.contacts(200, status)).map(contactView) };
    },
    /**
     * An operator answered a contact request (by mail, outside the site): marked once, by whoever
     * came first; marking it again changes nothing. `changed` says whether this call marked it.
     */
    async answerContact(id: string, by: string): Promise<{ changed: boolean; request: ContactView }> {
      const marked = await repository.markAnswered(id, clock.now(), by);
      if (marked) return { changed: true, request: contactView(marked) };
      const row = await repository.contact(id);
      if (!row) throw notFound('Contact request not found');
      return { changed: false, request: contactView(row) };
    },
    async erase(playerId: string) {
      for (const key of await repository.erase(playerId)) await storage.delete(key).catch(() => {});
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
