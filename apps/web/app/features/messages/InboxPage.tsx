import { useState } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Message } from '@fortuna/contracts';
import { localeFromPath } from '../../lib/i18n';
import { Button, Notice, Spinner, useLoadMoreSentinel } from '../../ui';
import { deleteMessage, markAllRead, markRead, messagesKeys, messagesQueries } from './api';
import { SafeHtml } from './SafeHtml';

const CATEGORY_TONE: Record<Message['category'], string> = {
  payments: 'bg-mint/15 text-mint',
  verification: 'bg-sky-400/15 text-sky-300',
  privacy: 'bg-white/10 text-slate-200',
  news: 'bg-gold/15 text-gold',
};

/** /player/messages: the inbox, newest first; opening a message marks it read. */
export function InboxPage() {
  const { t } = useTranslation('messages');
  const locale = localeFromPath(useLocation().pathname);
  const client = useQueryClient();
  const query = useInfiniteQuery(messagesQueries.inbox(locale));
  const sentinel = useLoadMoreSentinel(query);
  const [open, setOpen] = useState<string | null>(null);

  const settle = (unread: number) => {
    client.setQueryData(messagesKeys.unread, unread);
    void client.invalidateQueries({ queryKey: messagesKeys.inboxes });
  };
  const read = useMutation({ mutationFn: markRead, onSuccess: (r) => settle(r.unread) });
  const remove = useMutation({ mutationFn: deleteMessage, onSuccess: (r) => settle(r.unread) });
  const readAll = useMutation({ mutationFn: markAllRead, onSuccess: (r) => settle(r.unread) });

  const pages = query.data?.pages ?? [];
  const messages = pages.flatMap((p) => p.list);
  const unread = pages[0]?.unread ?? 0;

  const toggle = (m: Message) => {
    setOpen(open === m.id ? null : m.id);
    if (!m.read && !read.isPending) read.mutate(m.id);
  };

  if (query.isPending)
    return (
      <div className="flex justify-center py-16" role="status" aria-label={t('loading')}>
        <Spinner size="lg" />
      </div>
    );
  if (query.isError) return <Notice>{t('loadFailed')}</Notice>;

  return (
    <div className="space-y-4" data-testid="inbox">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-300" data-testid="inbox-unread">
          {t('unreadCount', { count: unread })}
        </p>
        {unread > 0 && (
          <Button variant="outline" size="xs" busy={readAll.isPending} onClick={() => readAll.mutate()}>
            {t('markAllRead')}
          </Button>
        )}
      </div>
      <Notice>{remove.isError ? t('actionFailed') : null}</Notice>
      {messages.length === 0 ? (
        <div className="rounded-2xl border border-white/10 bg-panel px-6 py-14 text-center text-slate-400">{t('empty')}</div>
      ) : (
        <ul className="space-y-3">
          {messages.map((m) => {
            const expanded = open === m.id;
            return (
              <li
                key={m.id}
                className={`rounded-2xl border bg-panel transition ${m.read ? 'border-white/5' : 'border-gold/40 shadow-lg shadow-gold/5'}`}
                data-testid="inbox-message"
                data-read={m.read}
              >
                <div className="flex items-start gap-3 p-4 sm:p-5">
                  <button
                    type="button"
                    onClick={() => toggle(m)}
                    aria-expanded={expanded}
                    aria-controls={`message-${m.id}`}
                    className="flex min-w-0 flex-1 flex-col items-start gap-1.5 text-left"
                  >
                    <span className="flex flex-wrap items-center gap-2">
                      {!m.read && <span className="h-2 w-2 shrink-0 rounded-full bg-gold" aria-label={t('unread')} />}
                      <span
                        className={`rounded-full px-2 py-0.5 text-[11px] font-semibold uppercase tracking-wide ${CATEGORY_TONE[m.category]}`}
                      >
                        {t(`category.${m.category}`)}
                      </span>
                      <time className="text-xs text-slate-400" dateTime={m.createdAt}>
                        {new Date(m.createdAt).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })}
                      </time>
                    </span>
                    <span className={`text-base ${m.read ? 'font-medium text-slate-200' : 'font-bold text-white'}`}>{m.title}</span>
                  </button>
                  <Button
                    variant="ghost"
                    size="xs"
                    className="shrink-0"
                    aria-label={t('deleteNamed', { title: m.title })}
                    busy={remove.isPending && remove.variables === m.id}
                    onClick={() => remove.mutate(m.id)}
                  >
                    {t('delete')}
                  </Button>
                </div>
                {expanded && (
                  <div id={`message-${m.id}`} className="border-t border-white/5 px-4 pb-5 pt-4 sm:px-5">
                    <SafeHtml
                      html={m.body}
                      className="space-y-2 text-sm leading-relaxed text-slate-200 [&_a]:font-semibold [&_a]:text-gold [&_a]:underline [&_b]:text-white [&_strong]:text-white"
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div ref={sentinel} />
      {query.isFetchingNextPage && <p className="text-center text-sm text-slate-400">{t('loadingMore')}</p>}
    </div>
  );
}
