import {
  broadcastSegmentSchema,
  isLocale,
  MESSAGES_PAGE_SIZE,
  realtimeChannel,
  realtimeEvent,
  type Broadcast,
  type BroadcastRequest,
  type BroadcastSegment,
  type Locale,
  type MessagesResponse,
} from '@fortuna/contracts';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { BatchJob, BatchRunner, BatchStep, BatchStepResult } from '../../platform/batch-runner';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { htmlToText } from '../../platform/html';
import type { MailMessage } from '../../platform/mail';
import type { RealtimePublisher } from '../../platform/realtime';
import type { InboxRow, MessagesRepository } from './messages.repository';
import { BROADCAST_TEMPLATE, renderBroadcast, renderTemplate, type MessageParams } from './messages.render';
import { isMailed, MESSAGE_TEMPLATES, type TemplateKey } from './messages.templates';

/** What the inbox needs of the player module: the reader's language and a segment's players. */
export interface MessagesPlayers {
  languageOf(playerId: string, tx?: Db): Promise<string>;
  recipients(segment: BroadcastSegment, after: string | null, limit: number, tx?: Db): Promise<{ id: string; language: string }[]>;
}

/** How the inbox reaches a player by mail: their address and language, or null when they turned service mail off. */
export interface MessagesMail {
  mailer: { send(message: MailMessage): Promise<void> };
  recipient(playerId: string): Promise<{ email: string; language: string } | null>;
  /** the site's origin for the mail's links (PUBLIC_URL) */
  publicUrl: string;
}

export interface MessagesServiceDeps {
  repository: MessagesRepository;
  players: MessagesPlayers;
  clock: Clock;
  realtime: RealtimePublisher;
  projectId: string;
  batches: BatchRunner;
  sanitize: (html: string) => Promise<string>;
  /** messages of a mailed template also go out by mail (absent: inbox only) */
  mail?: MessagesMail;
  onMailError?: (err: unknown) => void;
  /** called when a broadcast was queued (the runner starts on it) */
  kick?: () => void;
}

export const BROADCAST_JOB = 'messages.broadcast';
const localeOr = (value: string | null | undefined): Locale => (isLocale(value) ? value : 'en');

/**
 * The inbox: messages that platform events and operators create, read in the player's language.
 * Nothing here reads another module's tables; the events bring what a message says.
 */
export function createMessagesService(deps: MessagesServiceDeps) {
  const { repository, players, clock, realtime, projectId, batches, sanitize } = deps;

  async function push(playerId: string, event: ReturnType<typeof realtimeEvent>) {
    await realtime.publish(realtimeChannel.notification(projectId, playerId), event).catch(() => {});
  }

  /** The message as a mail in the player's own language, links made absolute; a failure is logged, never thrown. */
  async function mail(playerId: string, template: TemplateKey, params: MessageParams) {
    if (!deps.mail) return;
    try {
      const to = await deps.mail.recipient(playerId);
      if (!to) return;
      const locale = localeOr(to.language);
      const rendered = renderTemplate(template, params, locale);
      if (!rendered) return;
      const origin = deps.mail.publicUrl.replace(/\/+$/, '');
      const body = (await sanitize(rendered.body)).replace(/href="\//g, `href="${origin}/`);
      const links = [...body.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
      await deps.mail.mailer.send({
        to: to.email,
        subject: rendered.title,
        html: `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">${body}</body></html>`,
        text: `${htmlToText(body)}\n${links.join('\n')}\n`,
        links,
        template: `message.${template}`,
        locale,
        playerId,
      });
    } catch (err) {
      deps.onMailError?.(err);
    }
  }

  async function present(row: InboxRow, locale: Locale) {
    const rendered =
      row.template === BROADCAST_TEMPLATE && row.broadcastTitle && row.broadcastBody
        ? renderBroadcast({ title: row.broadcastTitle, body: row.broadcastBody }, locale)
        : renderTemplate(row.template, row.params as MessageParams, locale);
    return {
      id: row.id,
      category: (rendered?.category ?? row.category) as MessagesResponse['list'][number]['category'],
      title: rendered?.title ?? '',
      body: rendered ? await sanitize(rendered.body) : '',
      createdAt: row.createdAt.toISOString(),
      read: row.readAt !== null,
    };
  }

  async function broadcastView(id: string): Promise<Broadcast> {
    const b = await repository.broadcast(id);
    if (!b) throw notFound('Broadcast not found');
    const job: BatchJob | undefined = await batches.job(BROADCAST_JOB, id);
    const status =
      job?.status === 'completed' ? 'completed' : job?.status === 'running' ? 'running' : job?.status === 'failed' ? 'failed' : 'queued';
    return {
      id: b.id,
      status,
      processed: job?.processed ?? 0,
      sent: b.sent,
      createdAt: b.createdAt.toISOString(),
      finishedAt: job?.finishedAt?.toISOString() ?? null,
    };
  }

  /** One batch of a broadcast: the next players of its segment get the message (once each). */
  async function broadcastStep({ tx, payload, cursor, limit, now }: BatchStep<{ broadcastId: string }>): Promise<BatchStepResult> {
    const repo = repository.withTx(tx);
    const b = await repo.broadcast(payload.broadcastId);
    if (!b) return { cursor, processed: 0, done: true };
    const segment = broadcastSegmentSchema.parse(b.segment);
    const recipients = await players.recipients(segment, cursor, limit, tx);
    const created = await repo.insertForPlayers(
      recipients.map((r) => r.id),
      { template: BROADCAST_TEMPLATE, params: {}, category: 'news', sourceKey: `broadcast:${b.id}`, broadcastId: b.id, createdAt: now },
    );
    await repo.addSent(b.id, created.length);
    const unread = await repo.unreadOf(created.map((c) => c.playerId));
    const language = new Map(recipients.map((r) => [r.id, localeOr(r.language)]));
    return {
      cursor: recipients.at(-1)?.id ?? cursor,
      processed: recipients.length,
      done: recipients.length < limit,
      afterCommit: async () => {
        for (const [i, c] of created.entries()) {
          const { title } = renderBroadcast(b, language.get(c.playerId) ?? 'en');
          await push(
            c.playerId,
            realtimeEvent('messageCreated', { id: c.id, title: title.slice(0, 300), unread: unread.get(c.playerId) ?? 1 }),
          );
          // requests get their turn between small runs of pushes
          if (i % 100 === 99) await yieldToEventLoop();
        }
      },
    };
  }
  batches.define(BROADCAST_JOB, broadcastStep);

  return {
    /**
     * A message from a platform event: once per player and `sourceKey` (an event heard twice makes
     * one message), then pushed with its title in the player's language and the new unread count.
     */
    async notify(playerId: string, template: TemplateKey, params: MessageParams, sourceKey: string): Promise<string | null> {
      const row = await repository.insert({
        playerId,
        template,
        params,
        category: MESSAGE_TEMPLATES[template].category,
        sourceKey,
        createdAt: clock.now(),
      });
      if (!row) return null;
      const locale = localeOr(await players.languageOf(playerId));
      const title = renderTemplate(template, params, locale)?.title ?? '';
      await push(playerId, realtimeEvent('messageCreated', { id: row.id, title, unread: await repository.unread(playerId) }));
      // once, with the message (an event heard twice made no second message above)
      if (isMailed(template)) await mail(playerId, template, params);
      return row.id;
    },

    async inbox(playerId: string, locale: Locale | undefined, page: number): Promise<MessagesResponse> {
      const reader = locale ?? localeOr(await players.languageOf(playerId));
      const [rows, total, unread] = await Promise.all([
        repository.page(playerId, (page - 1) * MESSAGES_PAGE_SIZE, MESSAGES_PAGE_SIZE),
        repository.total(playerId),
        repository.unread(playerId),
      ]);
      const list = [];
      for (const row of rows) list.push(await present(row, reader));
      return { id: playerId, list, total, unread, page };
    },

    unread: (playerId: string) => repository.unread(playerId),

    /** Marks one of the player's messages read; another player's id is "not found". */
    async read(playerId: string, id: string) {
      if (!(await repository.markRead(playerId, id, clock.now()))) throw notFound('Message not found');
      const unread = await repository.unread(playerId);
      await push(playerId, realtimeEvent('messagesUnread', { unread }));
      return { status: true, unread };
    },

    async readAll(playerId: string) {
      await repository.markAllRead(playerId, clock.now());
      await push(playerId, realtimeEvent('messagesUnread', { unread: 0 }));
      return { status: true, unread: 0 };
    },

    async remove(playerId: string, id: string) {
      if (!(await repository.delete(playerId, id, clock.now()))) throw notFound('Message not found');
      const unread = await repository.unread(playerId);
      await push(playerId, realtimeEvent('messagesUnread', { unread }));
      return { status: true, unread };
    },

    /** An operator's message to a segment: stored once, sent to its players in batches by the runner. */
    async broadcast(request: Omit<BroadcastRequest, 'segment'> & { segment: BroadcastSegment }): Promise<Broadcast & { created: boolean }> {
      const body: Record<string, string> = {};
      for (const [locale, html] of Object.entries(request.body)) if (html) body[locale] = await sanitize(html);
      const title = Object.fromEntries(Object.entries(request.title).filter(([, v]) => !!v)) as Record<string, string>;
      const { broadcast, created } = await repository.transaction(async (tx) => {
        const result = await repository.withTx(tx).insertBroadcast({
          idempotencyKey: request.idempotencyKey ?? null,
          segment: request.segment as Record<string, unknown>,
          title,
          body,
          createdAt: clock.now(),
        });
        if (result.created) await batches.enqueue(BROADCAST_JOB, result.broadcast.id, { broadcastId: result.broadcast.id }, tx);
        return result;
      });
      if (created) deps.kick?.();
      return { ...(await broadcastView(broadcast.id)), created };
    },

    broadcastStatus: broadcastView,

    /** the player's personal data was erased */
    erase: (playerId: string) => repository.eraseOf(playerId),
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
