import { randomUUID } from 'node:crypto';
import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_HISTORY_LIMIT, realtimeChannel, realtimeEvent, type ChatMessage } from '@fortuna/contracts';
import type { Clock } from '../../platform/clock';
import { badRequest, notFound } from '../../platform/errors';
import type { RealtimePublisher } from '../../platform/realtime';
import type { FileStorage } from '../../platform/storage';
import type { ChatRepository } from './chat.repository';
import type { ChatMessageRow } from './chat.tables';
import { sniffImage } from './chat.images';

export interface ChatServiceDeps {
  repository: ChatRepository;
  storage: FileStorage;
  clock: Clock;
  realtime: RealtimePublisher;
  projectId: string;
}

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
  const { repository, storage, clock, realtime, projectId } = deps;

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
    const { message, playerUnread } = await repository.add({
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
        conversations: rows.map((c) => ({ playerId: c.playerId, lastMessageAt: c.lastMessageAt.toISOString(), unread: c.operatorUnread })),
      };
    },
    async transcript(playerId: string) {
      const rows = await repository.history(playerId, 10_000);
      return { messages: rows.map(view), unread: 0 };
    },
    async erase(playerId: string) {
      for (const key of await repository.erase(playerId)) await storage.delete(key).catch(() => {});
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
