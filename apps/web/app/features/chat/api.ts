import { queryOptions } from '@tanstack/react-query';
import type { ChatContact, ChatSend } from '@fortuna/contracts';
import { call } from '../../lib/api';
import { playerKeys } from '../../lib/player';

/** The chat's cached queries: under the player's keys, so they go with the player on logout. */
export const chatKeys = {
  history: [...playerKeys.all, 'chat'] as const,
};

export const chatQueries = {
  /** GET /chat: the last messages and the unread count; read again after a lost connection */
  history: () =>
    queryOptions({
      queryKey: chatKeys.history,
      queryFn: ({ signal }) => call('GET /chat', { signal }),
      refetchOnReconnect: true,
    }),
};

export const sendChatMessage = (body: ChatSend) => call('POST /chat/messages', { body });
export const markChatRead = () => call('POST /chat/read');
export const sendChatTyping = (typing: boolean) => call('POST /chat/typing', { body: { typing } });
export const sendContact = (body: ChatContact) => call('POST /chat/contact', { body });
