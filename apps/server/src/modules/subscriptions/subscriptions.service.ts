import { randomBytes } from 'node:crypto';
import {
  broadcastSegmentSchema,
  href,
  isLocale,
  SUBSCRIPTION_DEFAULTS,
  SUBSCRIPTION_TYPES,
  type BroadcastSegment,
  type ConsentSource,
  type Locale,
  type PromoMailing,
  type PromoMailRequest,
  type Subscriptions,
  type SubscriptionType,
  type UnsubscribeResponse,
} from '@fortuna/contracts';
import type { BatchJob, BatchRunner, BatchStep, BatchStepResult } from '../../platform/batch-runner';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { forbidden, notFound } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import type { SubscriptionsRepository } from './subscriptions.repository';
import { renderPromoMail } from './subscriptions.mail';
import { derivedUnsubscribeKey, unsubscribeHash, verifyUnsubscribeHash } from './subscriptions.signature';

/** What the subscriptions module needs of the player module: a segment's players with their address and language. */
export interface SubscriptionPlayers {
  recipients(
    segment: BroadcastSegment,
    after: string | null,
    limit: number,
    tx?: Db,
  ): Promise<{ id: string; language: string; email: string }[]>;
  languageOf(playerId: string, tx?: Db): Promise<string>;
}

export interface SubscriptionsServiceDeps {
  repository: SubscriptionsRepository;
  players: SubscriptionPlayers;
  mailer: Mailer;
  clock: Clock;
  batches: BatchRunner;
  sanitize: (html: string) => Promise<string>;
  /** the site's origin for links in mails (PUBLIC_URL) */
  publicUrl: string;
  sessionSecret?: string;
  /** called when a mailing was queued (the runner starts on it) */
  kick?: () => void;
}

export const PROMO_MAIL_JOB = 'subscriptions.promoMail';
const localeOr = (value: string | null | undefined): Locale => (isLocale(value) ? value : 'en');
const pick = (texts: Record<string, string>, locale: Locale) => texts[locale] ?? texts.en;

/**
 * Email subscriptions: the player's choices with their consent trail, the signed one-click
 * unsubscribe links, and promotional mail, which goes only to players who opted in.
 */
export function createSubscriptionsService(deps: SubscriptionsServiceDeps) {
  const { repository, players, mailer, clock, batches, sanitize, publicUrl } = deps;

  let key: Promise<string> | undefined;
  /** SESSION_SECRET's derived key, else one made once and kept in the database */
  const signingKey = () =>
    (key ??= deps.sessionSecret
      ? Promise.resolve(derivedUnsubscribeKey(deps.sessionSecret))
      : repository.key('unsubscribe', () => randomBytes(32).toString('hex'), clock.now()));

  async function current(playerId: string, tx?: Db): Promise<Subscriptions> {
    const rows = await repository.withTx(tx).of(playerId);
    const result: Subscriptions = { ...SUBSCRIPTION_DEFAULTS };
    for (const row of rows)
      if ((SUBSCRIPTION_TYPES as readonly string[]).includes(row.type)) result[row.type as SubscriptionType] = row.subscribed;
    return result;
  }

  /** The links a mail of this type carries for this player: the page in the mail's language and the one-click POST. */
  async function links(playerId: string, type: SubscriptionType, locale: Locale) {
    const hash = unsubscribeHash(await signingKey(), playerId, type);
    return {
      page: `${publicUrl}${href('unsubscribe', { hash, playerId, type }, locale)}`,
      oneClick: `${publicUrl}/api/subscription/${type}/${hash}/${playerId}/unsubscribe`,
    };
  }

  async function mailingView(id: string): Promise<PromoMailing> {
    const m = await repository.mailing(id);
    if (!m) throw notFound('Mailing not found');
    const job: BatchJob | undefined = await batches.job(PROMO_MAIL_JOB, id);
    const status =
      job?.status === 'completed' ? 'completed' : job?.status === 'running' ? 'running' : job?.status === 'failed' ? 'failed' : 'queued';
    return {
      id: m.id,
      status,
      processed: job?.processed ?? 0,
      sent: m.sent,
      createdAt: m.createdAt.toISOString(),
      finishedAt: job?.finishedAt?.toISOString() ?? null,
    };
  }

  /** One batch of a mailing: the next players of the segment; those who opted in get it (once each). */
  async function mailingStep({ tx, payload, cursor, limit, now }: BatchStep<{ mailingId: string }>): Promise<BatchStepResult> {
    const repo = repository.withTx(tx);
    const m = await repo.mailing(payload.mailingId);
    if (!m) return { cursor, processed: 0, done: true };
    const recipients = await players.recipients(broadcastSegmentSchema.parse(m.segment), cursor, limit, tx);
    const optedIn = await repo.optedIn(
      recipients.map((r) => r.id),
      'emailPromo',
    );
    const claimed = new Set(
      await repo.claimDeliveries(
        m.id,
        recipients.filter((r) => optedIn.has(r.id)).map((r) => r.id),
        now,
      ),
    );
    const queued: number[] = [];
    for (const r of recipients) {
      if (!claimed.has(r.id)) continue;
      const locale = localeOr(r.language);
      const link = await links(r.id, 'emailPromo', locale);
      const mail = renderPromoMail({
        locale,
        subject: pick(m.subject, locale),
        html: pick(m.html, locale),
        unsubscribePage: link.page,
        oneClickUrl: link.oneClick,
      });
      queued.push(await mailer.enqueue({ to: r.email, ...mail, links: [link.page], template: 'promo', locale, playerId: r.id }, tx));
    }
    await repo.addSent(m.id, queued.length);
    return {
      cursor: recipients.at(-1)?.id ?? cursor,
      processed: recipients.length,
      done: recipients.length < limit,
      afterCommit: async () => {
        for (const id of queued) await mailer.flush(id);
      },
    };
  }
  batches.define(PROMO_MAIL_JOB, mailingStep);

  async function change(playerId: string, type: SubscriptionType, subscribed: boolean, source: ConsentSource): Promise<boolean> {
    return repository.set(playerId, type, subscribed, source, clock.now());
  }

  return {
    current: (playerId: string) => current(playerId),

    /** The player's own choice on the subscriptions screen. */
    async change(playerId: string, type: SubscriptionType, subscribed: boolean): Promise<Subscriptions> {
      await change(playerId, type, subscribed, 'profile');
      return current(playerId);
    },

    /** The sign-up checkbox: a yes is a consent; a no leaves the defaults. */
    async recordSignup(playerId: string, emailPromo: boolean): Promise<void> {
      if (emailPromo) await change(playerId, 'emailPromo', true, 'signup');
    },

    /**
     * The link in a mail (or the mail client's one-click POST): a right signature turns that one
     * subscription off; a wrong one is refused and changes nothing.
     */
    async unsubscribeByLink(type: SubscriptionType, hash: string, playerId: string): Promise<UnsubscribeResponse> {
      if (!verifyUnsubscribeHash(await signingKey(), playerId, type, hash)) {
        throw forbidden('This unsubscribe link is not valid');
      }
      const changed = await change(playerId, type, false, 'unsubscribe_link');
      return { status: 'ok', type, changed };
    },

    links,

    /** An operator's promotional mail: stored once, sent in batches to the segment's players who opted in. */
    async sendPromo(
      request: Omit<PromoMailRequest, 'segment'> & { segment: BroadcastSegment },
    ): Promise<PromoMailing & { created: boolean }> {
      const html: Record<string, string> = {};
      for (const [locale, body] of Object.entries(request.html)) if (body) html[locale] = await sanitize(body);
      const subject = Object.fromEntries(Object.entries(request.subject).filter(([, v]) => !!v)) as Record<string, string>;
      const { mailing, created } = await repository.transaction(async (tx) => {
        const result = await repository.withTx(tx).insertMailing({
          idempotencyKey: request.idempotencyKey ?? null,
          segment: request.segment as Record<string, unknown>,
          subject,
          html,
          createdAt: clock.now(),
        });
        if (result.created) await batches.enqueue(PROMO_MAIL_JOB, result.mailing.id, { mailingId: result.mailing.id }, tx);
        return result;
      });
      if (created) deps.kick?.();
      return { ...(await mailingView(mailing.id)), created };
    },

    mailingStatus: mailingView,

    /** privacy export: the choices and the consent trail */
    async personalData(playerId: string) {
      return { subscriptions: await current(playerId), changes: await repository.changes(playerId) };
    },
    erase: (playerId: string, tx: Db) => repository.withTx(tx).erase(playerId),
  };
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
