import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CHAT_ATTACHMENT_MAX_BYTES, chatSendSchema, type ChatMessage, type ChatSend } from '@fortuna/contracts';
import { ApiError } from '../../lib/api';
import { Button, Notice } from '../../ui';
import { useRealtimeEvent } from '../realtime';
import { chatKeys, chatQueries, markChatRead, sendChatMessage, sendChatTyping } from './api';
import { ChatFrame } from './ChatFrame';
import { createExpiringFlag, createTypingSender } from './typing';

/** a refusal's own words (image only, too large), else the fallback */
const serverMessage = (err: unknown, fallback: string) => (err instanceof ApiError && err.message ? err.message : fallback);

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
 * after a lost connection the history is read again, so nothing sent meanwhile is missed. Typing goes
 * both ways: ours is sent throttled, the operator's (`chatTyping`) shows until it stops or runs out.
 */
export function ChatWidget() {
  const { t } = useTranslation('chat');
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  // the message box, checked as the contract's send body checks it (trimmed, at most 2000 characters, not empty)
  const form = useForm<ChatSend, unknown, z.output<typeof chatSendSchema>>({
    resolver: zodResolver(chatSendSchema),
    defaultValues: { text: '' },
  });
  const text = form.watch('text') ?? '';
  const [supportTyping, setSupportTyping] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const history = useQuery(chatQueries.history());

  const typingOut = useMemo(() => createTypingSender((typing) => void sendChatTyping(typing).catch(() => {})), []);
  const typingIn = useMemo(() => createExpiringFlag(setSupportTyping), []);
  useEffect(() => () => typingIn.dispose(), [typingIn]);

  const markRead = useMutation({
    mutationFn: markChatRead,
    onSuccess: () => client.setQueryData<History>(chatKeys.history, (h) => (h ? { ...h, unread: 0 } : h)),
  });
  const send = useMutation({
    mutationFn: sendChatMessage,
    onSuccess: ({ message }) => {
      form.reset({ text: '' });
      add(message);
    },
  });

  const add = (message: ChatMessage, unread?: number) =>
    client.setQueryData<History>(chatKeys.history, (h) => {
      const messages = h?.messages ?? [];
      if (messages.some((m) => m.id === message.id)) return h;
      return { messages: [...messages, message], unread: unread ?? h?.unread ?? 0 };
    });

  useRealtimeEvent('chatMessage', ({ unread, ...message }) => {
    add(message, open && message.from === 'operator' ? 0 : unread);
    if (message.from === 'operator') typingIn.set(false);
    if (open && message.from === 'operator') markRead.mutate();
  });
  useRealtimeEvent('chatTyping', ({ typing }) => typingIn.set(typing));

  const unread = history.data?.unread ?? 0;
  useEffect(() => {
    if (open && unread > 0 && !markRead.isPending) markRead.mutate();
  }, [open, unread, markRead]);
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [open, history.data?.messages.length, supportTyping]);

  const attach = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > CHAT_ATTACHMENT_MAX_BYTES) return send.reset();
    send.mutate({ text: text.trim() || undefined, image: await toBase64(file) });
    if (fileInput.current) fileInput.current.value = '';
  };

  const onOpenChange = (next: boolean) => {
    if (!next) typingOut.stop();
    setOpen(next);
  };

  return (
    <ChatFrame open={open} onOpenChange={onOpenChange} title={t('title')} unread={unread} panelTestId="chat-panel">
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
      <p className="h-5 px-4 text-xs italic text-slate-400" role="status" data-testid="chat-typing">
        {supportTyping ? t('supportTyping') : ''}
      </p>
      <Notice size="sm">{form.formState.errors.text ? t('needText') : send.isError ? serverMessage(send.error, t('failed')) : null}</Notice>
      <form
        className="flex items-center gap-2 border-t border-white/10 p-3"
        noValidate
        onSubmit={form.handleSubmit((body) => {
          typingOut.stop();
          send.mutate({ text: body.text });
        })}
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
          {...form.register('text', {
            onChange: (e: ChangeEvent<HTMLInputElement>) => typingOut.input(e.target.value.trim().length > 0),
            onBlur: () => typingOut.stop(),
          })}
          maxLength={2000}
          placeholder={t('placeholder')}
          aria-label={t('placeholder')}
          className="min-w-0 flex-1 rounded-full border border-white/10 bg-ink px-3 py-2 text-sm text-white"
        />
        <Button type="submit" size="xs" busy={send.isPending} disabled={!text.trim()}>
          {t('send')}
        </Button>
      </form>
    </ChatFrame>
  );
}
