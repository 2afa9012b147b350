import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { strToU8, zipSync, type Zippable } from 'fflate';
import {
  PRIVACY_EXPORT_TTL_MS,
  PRIVACY_EXPORTS_PER_30_DAYS,
  type ProfileCorrection,
  realtimeChannel,
  realtimeEvent,
  type PrivacyRequest,
  type PrivacyRequestStatus,
  type PrivacyRequestType,
  formatUtcMinute,
  utcDay,
} from '@fortuna/contracts';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import type { MailMessage } from '../../platform/mail';
import type { PersonalDataSource } from '../../platform/personal-data';
import type { RealtimePublisher } from '../../platform/realtime';
import type { FileStorage } from '../../platform/storage';
import { exportReadyMail } from './privacy.messages';
import { PRIVACY_EVENTS, type PrivacyPlayerErased, type PrivacyRequestChanged } from './privacy.events';
import type { PrivacyRepository, PrivacyRequestRow } from './privacy.repository';

/** What the privacy module needs to know about a player (the player module provides it). */
export interface PrivacyPlayers {
  find(playerId: string): Promise<{ email: string; language: string; status: string } | null | undefined>;
  /** a rectification: the operator's corrections of the identity fields, in the request's transaction */
  rectify(
    playerId: string,
    corrections: ProfileCorrection,
    tx: Db,
  ): Promise<{ fields: string[]; before: Record<string, unknown>; after: Record<string, unknown> }>;
}

export interface PrivacyServiceDeps {
  repository: PrivacyRepository;
  sources: PersonalDataSource[];
  storage: FileStorage;
  players: PrivacyPlayers;
  mailer: { send(message: MailMessage): Promise<void> };
  clock: Clock;
  events: EventBus;
  realtime: RealtimePublisher;
  projectId: string;
  publicUrl: string;
  /** signs download links */
  secret: string;
}

/** Requests are answered within one month of their arrival. */
export function dueDate(from: Date): Date {
  const d = new Date(from);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const MAX_EXPORT_ATTEMPTS = 5;
const DAY = 24 * 60 * 60_000;
/**
 * How long requests, the audit trail and mail records of an erased player are kept (accountability
 * for how the request was handled, security): five years after the erasure, then the retention job
 * deletes them.
 */
export const PRIVACY_RECORDS_RETENTION_YEARS = 5;
/** the retention job runs at most this often (the export job runs every few seconds) */
const RETENTION_INTERVAL_MS = 60 * 60_000;

const README = `Your personal data held by Fortuna, as JSON files (UTF-8, dates in UTC, amounts in minor units: divide by 100).

profile.json                 your account, profile fields and consents
sessions-and-auth-log.json   sign-ins, sessions (address, device) and security settings
payments.json                deposits, withdrawals and the cards you paid out to
ledger.json                  every movement of money on your accounts
rounds.json                  your game sessions and rounds
bonuses.json                 your bonuses and their wagering
identity-verification.json   your identity check, its review and the documents you gave
responsible-gaming.json      your limits, reality checks, breaks, exclusions and blocks
subscriptions.json           what you chose to receive from us, and how
operator-notes.json          notes our staff wrote about your account (calls, checks, complaints)
privacy-requests.json        your privacy requests
audit-trail.json             security and account events recorded about you
mail.json                    mail we sent you (subjects and dates)
files/                       the documents you uploaded for the identity check

Data we do not hold for your account has no file.
`;

export function createPrivacyService(deps: PrivacyServiceDeps) {
  const { repository, clock, storage } = deps;
  let lastRetention = -Infinity;

  const sign = (id: string, exp: number) => createHmac('sha256', deps.secret).update(`privacy-export:${id}.${exp}`).digest('hex');
  const downloadUrl = (r: PrivacyRequestRow) => {
    const exp = r.exportExpiresAt!.getTime();
    return `/api/profile/gdpr/export/${r.id}/download?token=${exp}.${sign(r.id, exp)}`;
  };

  function present(r: PrivacyRequestRow): PrivacyRequest {
    const downloadable = r.status === 'completed' && !!r.exportKey && !!r.exportExpiresAt && r.exportExpiresAt > clock.now();
    return {
      id: r.id,
      type: r.type as PrivacyRequestType,
      status: r.status as PrivacyRequestStatus,
      text: r.text,
      createdAt: r.createdAt.toISOString(),
      dueAt: r.dueAt.toISOString(),
      processedAt: iso(r.processedAt),
      answer: r.answer,
      download: downloadable ? { url: downloadUrl(r), expiresAt: r.exportExpiresAt!.toISOString(), size: r.exportSize ?? 0 } : null,
    };
  }

  async function announce(r: PrivacyRequestRow) {
    const payload: PrivacyRequestChanged = {
      playerId: r.playerId,
      requestId: r.id,
      type: r.type as PrivacyRequestType,
      status: r.status as PrivacyRequestStatus,
    };
    await deps.events.emit(PRIVACY_EVENTS.requestChanged, payload);
    await deps.realtime
      .publish(
        realtimeChannel.profile(deps.projectId, r.playerId),
        realtimeEvent('privacyRequestChanged', { requestId: r.id, type: r.type, status: r.status }),
      )
      .catch(() => {});
  }

  /** Everything every source holds about the player, as a zip of JSON files and the documents. */
  async function buildArchive(r: PrivacyRequestRow): Promise<Uint8Array> {
    const files: Zippable = { 'README.txt': strToU8(README) };
    const json = (v: unknown) => strToU8(`${JSON.stringify(v, null, 2)}\n`);
    for (const source of deps.sources) {
      files[`${source.name}.json`] = json(await source.collect(r.playerId));
      for (const f of (await source.files?.(r.playerId)) ?? []) files[`files/${source.name}/${f.name}`] = [f.bytes, { level: 0 }];
    }
    files['privacy-requests.json'] = json((await repository.ofPlayer(r.playerId)).map((x) => ({ ...present(x), download: undefined })));
    files['audit-trail.json'] = json(await repository.auditOf(r.playerId));
    files['mail.json'] = json(await repository.mailOf(r.playerId));
    return zipSync(files, { level: 6, mtime: clock.now() });
  }

  async function buildExport(claimed: PrivacyRequestRow) {
    const now = clock.now();
    try {
      const archive = await buildArchive(claimed);
      const key = `privacy/exports/${claimed.id}.zip`;
      await storage.put(key, archive);
      const expires = new Date(now.getTime() + PRIVACY_EXPORT_TTL_MS);
      const done: Partial<PrivacyRequestRow> = {
        status: 'completed',
        processedAt: now,
        exportKey: key,
        exportSize: archive.length,
        exportExpiresAt: expires,
        lastError: null,
        updatedAt: now,
      };
      await repository.update(claimed.id, done);
      await repository.audit({
        event: 'privacy.exportCompleted',
        playerId: claimed.playerId,
        details: { requestId: claimed.id, size: archive.length },
      });
      const finished = { ...claimed, ...done } as PrivacyRequestRow;
      await announce(finished);
      const player = await deps.players.find(claimed.playerId);
      if (player) {
        const link = `${deps.publicUrl}/player/profile`;
        const mail = exportReadyMail(player.language, { link, expires: formatUtcMinute(expires) });
        await deps.mailer
          .send({
            to: player.email,
            ...mail,
            links: [link],
            template: 'privacy-export-ready',
            locale: player.language,
            playerId: claimed.playerId,
          })
          .catch(() => {});
      }
    } catch (err) {
      const giveUp = claimed.attempts + 1 >= MAX_EXPORT_ATTEMPTS;
      await repository.update(claimed.id, {
        status: giveUp ? 'rejected' : 'received',
        lastError: String((err as Error).message ?? err).slice(0, 500),
        ...(giveUp ? { processedAt: now, answer: 'The export could not be built. Our support team will contact you.' } : {}),
        updatedAt: now,
      });
      await repository.audit({
        event: 'privacy.exportFailed',
        playerId: claimed.playerId,
        details: { requestId: claimed.id, attempt: claimed.attempts + 1 },
      });
    }
  }

  /**
   * Deletes what was kept of erased players once its period has ended: each module's own records
   * (the identity check), then the privacy requests, audit trail and mail of players erased more
   * than five years ago. Money and game records are not deleted here (see docs/privacy.md).
   */
  async function retention(now: Date): Promise<number> {
    let purged = 0;
    for (const source of deps.sources) purged += (await source.purgeExpired?.(now)) ?? 0;
    const cutoff = new Date(now);
    cutoff.setUTCFullYear(cutoff.getUTCFullYear() - PRIVACY_RECORDS_RETENTION_YEARS);
    for (const playerId of await repository.erasedBefore(cutoff)) {
      await repository.transaction(async (tx) => {
        const repo = repository.withTx(tx);
        await repo.purgePlayerRecords(playerId);
        await repo.audit({ event: 'retention.privacyRecordsDeleted', details: { erasedBefore: cutoff.toISOString() } });
      });
      purged++;
    }
    return purged;
  }

  return {
    async request(
      playerId: string,
      type: PrivacyRequestType,
      text: string,
      meta: { ip?: string; requestId?: string } = {},
    ): Promise<PrivacyRequest> {
      const player = await deps.players.find(playerId);
      if (!player || player.status === 'closed') throw forbidden('This account is closed');
      const now = clock.now();
      if (type === 'export') {
        const since = new Date(now.getTime() - 30 * DAY);
        const recent = await repository.exportsSince(playerId, since);
        if (recent.length >= PRIVACY_EXPORTS_PER_30_DAYS) {
          const next = new Date(recent[PRIVACY_EXPORTS_PER_30_DAYS - 1].createdAt.getTime() + 30 * DAY);
          throw new AppError(
            429,
            429,
            `You can ask for ${PRIVACY_EXPORTS_PER_30_DAYS} exports in 30 days; the next one from ${utcDay(next)}`,
            { text: ['errors.privacyExportLimit'] },
          );
        }
      }
      const row = await repository.insert({
        id: randomUUID(),
        playerId,
        type,
        status: 'received',
        text,
        createdAt: now,
        dueAt: dueDate(now),
        updatedAt: now,
      });
      if (!row) throw conflict(`You already have an open ${type} request`);
      await repository.audit({
        event: 'privacy.requested',
        playerId,
        ip: meta.ip,
        requestId: meta.requestId,
        details: { requestId: row.id, type },
      });
      await announce(row);
      return present(row);
    },

    async list(playerId: string): Promise<PrivacyRequest[]> {
      return (await repository.ofPlayer(playerId)).map(present);
    },

    /** The archive, for its owner, while the signed link has not expired. */
    async download(playerId: string, id: string, token: string, meta: { ip?: string; requestId?: string } = {}) {
      const r = await repository.find(id);
      if (!r || r.playerId !== playerId || r.type !== 'export') throw notFound('Export not found');
      const [exp, mac] = token.split('.');
      const good = mac.length === 64 && timingSafeEqual(Buffer.from(sign(id, Number(exp)), 'hex'), Buffer.from(mac, 'hex'));
      if (!good || Number(exp) !== r.exportExpiresAt?.getTime()) throw forbidden('This download link is not valid');
      if (!r.exportKey || r.exportExpiresAt! <= clock.now()) throw notFound('This download link has expired: ask for a new export');
      const bytes = await storage.get(r.exportKey);
      if (!bytes) throw notFound('This download link has expired: ask for a new export');
      await repository.audit({
        event: 'privacy.exportDownloaded',
        playerId,
        ip: meta.ip,
        requestId: meta.requestId,
        details: { requestId: id },
      });
      return { bytes, fileName: `fortuna-data-${utcDay(r.createdAt)}.zip` };
    },

    /**
     * The background job: builds waiting exports, requeues stale ones, deletes expired archives;
     * at most hourly (or when `retention` is asked for) the retention job too.
     */
    async runJobs(options: { retention?: boolean } = {}): Promise<{ exports: number; purged: number }> {
      const now = clock.now();
      let purged = 0;
      if (options.retention || now.getTime() - lastRetention >= RETENTION_INTERVAL_MS) {
        lastRetention = now.getTime();
        purged = await retention(now);
      }
      await repository.requeueStale(new Date(now.getTime() - 15 * 60_000));
      const claimed = await repository.claimExports(now);
      for (const r of claimed) await buildExport(r);
      for (const r of await repository.expiredExports(now)) {
        await storage.delete(r.exportKey!);
        await repository.update(r.id, { exportKey: null, updatedAt: now });
      }
      return { exports: claimed.length, purged };
    },

    retention,

    // --- operator steps -------------------------------------------------------------------------
    operator: {
      async list(status?: PrivacyRequestStatus) {
        const now = clock.now();
        return (await repository.list(status)).map((r) => ({
          ...present(r),
          playerId: r.playerId,
          overdue: (r.status === 'received' || r.status === 'processing') && r.dueAt < now,
        }));
      },
      /**
       * Erasure: every source anonymises what it holds, in one transaction, keeping what the law
       * requires under the player's id; the account is closed. Rectification: the operator's
       * corrections (if any) are applied, and returned with their values before and after.
       */
      async complete(id: string, answer: string | null, corrections?: ProfileCorrection) {
        const now = clock.now();
        let erasedKeys: string[] = [];
        let correction: { fields: string[]; before: Record<string, unknown>; after: Record<string, unknown> } | undefined;
        const done = await repository.transaction(async (tx) => {
          const repo = repository.withTx(tx);
          const r = await repo.lock(id);
          if (!r) throw notFound('Request not found');
          if (r.status !== 'received' && r.status !== 'processing') throw conflict(`Request is ${r.status}`);
          if (r.type === 'export') throw badRequest('Exports are built by the background job');
          const correcting = corrections && Object.keys(corrections).length > 0;
          if (correcting && r.type !== 'rectification') throw badRequest('Only a rectification carries corrections');
          if (correcting) correction = await deps.players.rectify(r.playerId, corrections, tx);
          const corrected = correction?.fields ?? [];
          if (r.type === 'erasure') {
            const pseudonym = randomBytes(8).toString('hex');
            for (const source of deps.sources) await source.erase?.(r.playerId, tx, { pseudonym, at: now });
            await repo.erasePlatformRecords(r.playerId, `${pseudonym}@erased.invalid`);
            // finished exports hold the same data: they go too
            for (const old of await repo.ofPlayer(r.playerId))
              if (old.exportKey) {
                erasedKeys.push(old.exportKey);
                await repo.update(old.id, { exportKey: null, exportExpiresAt: null, updatedAt: now });
              }
          }
          const patch = { status: 'completed', processedAt: now, answer, updatedAt: now };
          await repo.update(id, patch);
          await repo.audit({
            event: `privacy.${r.type}Completed`,
            playerId: r.playerId,
            details: { requestId: id, ...(r.type === 'rectification' ? { fields: corrected } : {}) },
          });
          return { ...r, ...patch } as PrivacyRequestRow;
        });
        for (const key of erasedKeys) await storage.delete(key);
        erasedKeys = [];
        await announce(done);
        if (done.type === 'erasure') {
          const payload: PrivacyPlayerErased = { playerId: done.playerId, requestId: id };
          await deps.events.emit(PRIVACY_EVENTS.playerErased, payload);
        }
        return { ...present(done), correction };
      },
      async reject(id: string, answer: string | null) {
        const now = clock.now();
        const done = await repository.transaction(async (tx) => {
          const repo = repository.withTx(tx);
          const r = await repo.lock(id);
          if (!r) throw notFound('Request not found');
          if (r.status !== 'received' && r.status !== 'processing') throw conflict(`Request is ${r.status}`);
          const patch = { status: 'rejected', processedAt: now, answer, updatedAt: now };
          await repo.update(id, patch);
          await repo.audit({ event: 'privacy.requestRejected', playerId: r.playerId, details: { requestId: id, type: r.type } });
          return { ...r, ...patch } as PrivacyRequestRow;
        });
        await announce(done);
        return present(done);
      },
    },
  };
}
export type PrivacyService = ReturnType<typeof createPrivacyService>;
