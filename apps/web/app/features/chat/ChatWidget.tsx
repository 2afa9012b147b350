import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CHAT_ATTACHMENT_MAX_BYTES, type ChatMessage } from '@fortuna/contracts';
import { ApiError, call } from '../../lib/api';
import { playerKeys } from '../../lib/player';
import { Button, Notice } from '../../ui';
import { useRealtimeEvent } from '../realtime';

/** a refusal's own words (image only, too large), else the fallback */
const serverMessage = (err: unknown, fallback: string) => (err instanceof ApiError && err.message ? err.message : fallback);

const chatKey = [...playerKeys.all, 'chat'] as const;
type History = { messages: ChatMessage[]; unread: number };

const toBase64 = async (file: File) => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

/**
 * The built-in support chat for signed-in players: a button with the unread count, then a panel with
 * the conversation. Messages come from the server's history and live through the hub (`chatMessage`);
 * after a lost connection the history is read again, so nothing sent meanwhile is missed.
 */
export function ChatWidget() {
  const { t } = useTranslation('chat');
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const history = useQuery({ queryKey: chatKey, queryFn: ({ signal }) => call('GET /chat', { signal }), refetchOnReconnect: true });

  const markRead = useMutation({
    mutationFn: () => call('POST /chat/read'),
    onSuccess: () => client.setQueryData<History>(chatKey, (h) => (h ? { ...h, unread: 0 } : h)),
  });
  const send = useMutation({
    mutationFn: (body: { text?: string; image?: string }) => call('POST /chat/messages', { body }),
    onSuccess: ({ message }) => {
      setText('');
      add(message);
    },
  });

  const add = (message: ChatMessage, unread?: number) =>
    client.setQueryData<History>(chatKey, (h) => {
      const messages = h?.messages ?? [];
      if (messages.some((m) => m.id === message.id)) return h;
      return { messages: [...messages, message], unread: unread ?? h?.unread ?? 0 };
    });

  useRealtimeEvent('chatMessage', ({ unread, ...message }) => {
    add(message, open && message.from === 'operator' ? 0 : unread);
    if (open && message.from === 'operator') markRead.mutate();
  });

  const unread = history.data?.unread ?? 0;
  useEffect(() => {
    if (open && unread > 0 && !markRead.isPending) markRead.mutate();
  }, [open, unread, markRead]);
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [open, history.data?.messages.length]);

  const attach = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > CHAT_ATTACHMENT_MAX_BYTES) return send.reset();
    send.mutate({ text: text.trim() || undefined, image: await toBase64(file) });
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <div className="fixed bottom-5 right-5 z-40 flex flex-col items-end gap-3" data-testid="chat-widget">
      {open && (
        <section
          aria-label={t('title')}
          className="flex h-[min(70dvh,480px)] w-[min(92vw,360px)] flex-col overflow-hidden rounded-2xl border border-white/10 bg-panel shadow-2xl"
          data-testid="chat-panel"
        >
          <header className="flex items-center justify-between border-b border-white/10 px-4 py-3">
            <h2 className="font-semibold text-white">{t('title')}</h2>
            <button type="button" className="text-sm text-slate-400 hover:text-white" onClick={() => setOpen(false)}>
              {t('close')}
            </button>
          </header>
          <ol ref={list} className="flex-1 space-y-2 overflow-y-auto p-4" aria-live="polite" data-testid="chat-messages">
            {(history.data?.messages ?? []).length === 0 && <li className="text-sm text-slate-400">{t('empty')}</li>}
            {(history.data?.messages ?? []).map((m) => (
              <li
                key={m.id}
                data-from={m.from}
                className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm ${m.from === 'player' ? 'ml-auto bg-gold/20 text-white' : 'bg-white/10 text-slate-100'}`}
              >
                <span className="sr-only">{m.from === 'player' ? t('you') : t('support')}: </span>
                {m.text && <p className="whitespace-pre-wrap break-words">{m.text}</p>}
                {m.attachment && <img src={m.attachment} alt={t('image')} className="mt-1 max-h-48 rounded-lg" />}
              </li>
            ))}
          </ol>
          <Notice size="sm">{send.isError ? serverMessage(send.error, t('failed')) : null}</Notice>
          <form
            className="flex items-center gap-2 border-t border-white/10 p-3"
            onSubmit={(e) => {
              e.preventDefault();
              if (text.trim()) send.mutate({ text: text.trim() });
            }}
          >
            <input
              ref={fileInput}
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              className="sr-only"
              id="chat-image"
              onChange={(e) => void attach(e.target.files?.[0])}
            />
            <label htmlFor="chat-image" className="cursor-pointer rounded-lg px-2 py-1 text-sm text-slate-300 hover:bg-white/10">
              {t('attach')}
            </label>
            <input
              value={text}
              onChange={(e) => setText(e.target.value)}
              maxLength={2000}
              placeholder={t('placeholder')}
              aria-label={t('placeholder')}
              className="min-w-0 flex-1 rounded-full border border-white/10 bg-ink px-3 py-2 text-sm text-white"
            />
            <Button type="submit" size="xs" busy={send.isPending} disabled={!text.trim()}>
              {t('send')}
            </Button>
          </form>
        </section>
      )}
      <button
        type="button"
        onClick={() => setOpen(!open)}
        aria-label={open ? t('close') : t('open')}
        aria-expanded={open}
        className="relative flex h-14 w-14 items-center justify-center rounded-full bg-gold text-ink shadow-xl shadow-gold/20 hover:bg-gold-2"
        data-testid="chat-launcher"
      >
        <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
        </svg>
        {unread > 0 && (
          <span className="absolute -right-1 -top-1 rounded-full bg-rose px-1.5 text-xs font-bold text-white" data-testid="chat-unread">
            {unread}
          </span>
        )}
      </button>
    </div>
  );
}
