import {
  ERROR_CODES,
  KYC_STEPS,
  realtimeChannel,
  realtimeEvent,
  verificationAllowsWithdrawal,
  type Applicant,
  type ApplicantToken,
  type DocumentsRequested,
  type KycDocument,
  type ReviewStatus,
} from '@fortuna/contracts';
import type { Clock } from '../../platform/clock';
import { AppError, badRequest, notFound } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import type { RealtimePublisher } from '../../platform/realtime';
import {
  InvalidWebhookError,
  KycProviderError,
  stepOfLabel,
  type KycProvider,
  type ProviderApplicant,
  type ProviderDocument,
} from './providers/provider';
import { missingForReview } from './providers/sandbox/kyc-sandbox';
import { createHash } from 'node:crypto';
import { VERIFICATION_EVENTS, type VerificationReviewChanged } from './verification.events';
import type { ApplicantRow, VerificationRepository } from './verification.repository';

/** What the verification module needs to know about a player (the player module provides it). */
export interface VerificationPlayers {
  find(playerId: string): Promise<{ email: string; verifiedSumSub: boolean } | null | undefined>;
}

/** The KYC state the cashier's withdrawal and deposit rules read. */
export interface VerificationState {
  verifiedSumSub: boolean;
  levelName?: string;
  reviewStatus?: string;
  reviewAnswer?: string;
}

export interface VerificationServiceDeps {
  repository: VerificationRepository;
  provider: KycProvider;
  players: VerificationPlayers;
  clock: Clock;
  events: EventBus;
  realtime: RealtimePublisher;
  projectId: string;
  levelName: string;
  /** lifetime of the verification UI's access token */
  tokenTtlSeconds?: number;
}

const iso = (d: Date) => d.toISOString();

export function createVerificationService(deps: VerificationServiceDeps) {
  const { repository, provider, clock } = deps;
  const ttl = deps.tokenTtlSeconds ?? 1800;

  const present = (row: ApplicantRow): Applicant => ({
    applicantId: row.applicantId,
    applicantData: {
      levelName: row.levelName,
      reviewStatus: row.reviewStatus as ReviewStatus,
      reviewResult: row.reviewAnswer
        ? {
            reviewAnswer: row.reviewAnswer as 'GREEN' | 'RED',
            rejectLabels: row.rejectLabels,
            reviewRejectType: (row.reviewRejectType as 'RETRY' | 'FINAL' | null) ?? null,
            moderationComment: row.moderationComment,
          }
        : null,
    },
  });

  const vendorFailure = (err: unknown): never => {
    // the vendor refused the request: a 400 the site retries; anything else is the vendor being away
    if (err instanceof KycProviderError && err.status === 400) throw badRequest(`Verification service refused the request: ${err.message}`);
    if (err instanceof KycProviderError || err instanceof TypeError || (err as Error)?.name === 'TimeoutError')
      throw new AppError(503, 503, 'The verification service is not available, please try again later');
    throw err;
  };

  async function ensureApplicant(playerId: string): Promise<ApplicantRow> {
    const existing = await repository.byPlayer(playerId);
    if (existing) return existing;
    const player = await deps.players.find(playerId);
    if (!player) throw notFound('Player not found');
    let applicant: ProviderApplicant;
    try {
      applicant =
        (await provider.applicantByExternalUserId(playerId)) ??
        (await provider.createApplicant({ externalUserId: playerId, levelName: deps.levelName, email: player.email }));
    } catch (err) {
      if (err instanceof KycProviderError && err.status === 409) {
        const again = await provider.applicantByExternalUserId(playerId).catch(vendorFailure);
        if (!again) return vendorFailure(err);
        applicant = again;
      } else return vendorFailure(err);
    }
    const now = clock.now();
    const row = await repository.insertApplicant({
      playerId,
      provider: provider.id,
      applicantId: applicant.id,
      inspectionId: applicant.inspectionId,
      levelName: applicant.levelName || deps.levelName,
      reviewStatus: applicant.review.reviewStatus,
      reviewAnswer: applicant.review.reviewResult?.reviewAnswer ?? null,
      rejectLabels: applicant.review.reviewResult?.rejectLabels ?? [],
      reviewRejectType: applicant.review.reviewResult?.reviewRejectType ?? null,
      moderationComment: applicant.review.reviewResult?.moderationComment ?? null,
      createdAt: now,
      updatedAt: now,
    });
    await repository.audit({
      event: 'verification.applicantCreated',
      playerId,
      details: { provider: provider.id, applicantId: row.applicantId },
    });
    return row;
  }

  function presentDocument(d: ProviderDocument): KycDocument {
    return {
      id: d.id,
      step: d.step,
      idDocType: d.idDocType,
      idDocSubType: d.idDocSubType,
      fileName: d.fileName,
      contentType: d.contentType,
      size: d.size,
      state: d.state,
      uploadedAt: iso(d.addedAt),
    };
  }

  /** Applies one genuine vendor event to the player's record; announcements after commit. */
  async function applyEvent(event: ReturnType<KycProvider['verifyWebhook']>, digest: string, payload: Record<string, unknown>) {
    const changed = await repository.transaction(async (tx) => {
      const repo = repository.withTx(tx);
      const row = await repo.lockByApplicant(provider.id, event.applicantId);
      const fresh = !!row && (!row.lastEventAt || event.createdAt >= row.lastEventAt);
      const first = await repo.recordWebhook({
        provider: provider.id,
        digest,
        type: event.type,
        applicantId: event.applicantId,
        eventAt: event.createdAt,
        receivedAt: clock.now(),
        applied: fresh,
        payload,
      });
      if (!first || !row || !fresh) return null;
      const result = event.type === 'applicantReviewed' ? event.reviewResult : null;
      const patch: Partial<ApplicantRow> = {
        reviewStatus: event.reviewStatus,
        reviewAnswer: result?.reviewAnswer ?? null,
        rejectLabels: result?.rejectLabels ?? [],
        reviewRejectType: result?.reviewRejectType ?? null,
        moderationComment: result?.moderationComment ?? null,
        lastEventAt: event.createdAt,
        updatedAt: clock.now(),
        ...(result ? { reviewedAt: clock.now() } : {}),
      };
      await repo.update(row.playerId, patch);
      await repo.audit({
        event: `verification.${event.type}`,
        playerId: row.playerId,
        details: {
          applicantId: row.applicantId,
          reviewStatus: event.reviewStatus,
          reviewAnswer: patch.reviewAnswer,
          rejectLabels: patch.rejectLabels,
        },
      });
      return { ...row, ...patch } as ApplicantRow;
    });
    if (!changed) return false;
    const payload2: VerificationReviewChanged = {
      playerId: changed.playerId,
      applicantId: changed.applicantId,
      reviewStatus: changed.reviewStatus as ReviewStatus,
      reviewAnswer: (changed.reviewAnswer as 'GREEN' | 'RED' | null) ?? null,
      reviewRejectType: (changed.reviewRejectType as 'RETRY' | 'FINAL' | null) ?? null,
      rejectLabels: changed.rejectLabels,
    };
    await deps.events.emit(VERIFICATION_EVENTS.reviewChanged, payload2);
    await deps.realtime
      .publish(
        realtimeChannel.profile(deps.projectId, changed.playerId),
        realtimeEvent('verificationChanged', {
          reviewStatus: payload2.reviewStatus,
          reviewAnswer: payload2.reviewAnswer,
          reviewRejectType: payload2.reviewRejectType,
        }),
      )
      .catch(() => {});
    return true;
  }

  return {
    /** identity checks waiting for the vendor's review (back-office pending queues; read-only) */
    countInReview: () => repository.countInReview(),
    /** The player's applicant at the vendor, made on first call (idempotent). */
    async createApplicant(playerId: string): Promise<{ applicantId: string }> {
      return { applicantId: (await ensureApplicant(playerId)).applicantId };
    },

    async check(playerId: string, applicantId: string): Promise<Applicant> {
      const row = await repository.byPlayer(playerId);
      if (!row || row.applicantId !== applicantId) throw notFound('Applicant not found');
      return present(row);
    },

    /** The player's own applicant, or null before verification started. */
    async applicantOf(playerId: string): Promise<Applicant | null> {
      const row = await repository.byPlayer(playerId);
      return row ? present(row) : null;
    },

    async token(playerId: string): Promise<ApplicantToken> {
      const row = await ensureApplicant(playerId);
      const issued = await provider
        .accessToken({ externalUserId: playerId, levelName: row.levelName, ttlSeconds: ttl })
        .catch(vendorFailure);
      return {
        token: issued.token,
        userId: issued.userId,
        applicantId: row.applicantId,
        provider: provider.id,
        expiresAt: iso(new Date(clock.now().getTime() + ttl * 1000)),
      };
    },

    async documentsRequested(playerId: string): Promise<DocumentsRequested> {
      const row = await repository.byPlayer(playerId);
      if (!row) {
        const missing = missingForReview([]);
        return {
          applicantId: null,
          reviewStatus: null,
          steps: KYC_STEPS.map((step) => ({ step, state: 'missing' as const, requested: missing[step], rejectLabels: [] })),
          documents: [],
          canUpload: true,
          canSubmit: false,
        };
      }
      const order = (d: ProviderDocument) => KYC_STEPS.indexOf(d.step) * 10 + (d.idDocSubType === 'BACK_SIDE' ? 1 : 0);
      const documents = (await provider.listDocuments({ id: row.applicantId, inspectionId: row.inspectionId }).catch(vendorFailure)).sort(
        (a, b) => order(a) - order(b) || a.addedAt.getTime() - b.addedAt.getTime(),
      );
      const usable = documents.filter((d) => d.state !== 'rejected');
      const missing = missingForReview(usable);
      const red = row.reviewAnswer === 'RED';
      const retry = red && row.reviewRejectType === 'RETRY';
      const canUpload = row.reviewStatus === 'init' || (row.reviewStatus === 'completed' && retry);
      const steps = KYC_STEPS.map((step) => {
        const mine = documents.filter((d) => d.step === step);
        const labels = red ? row.rejectLabels.filter((l) => stepOfLabel(l) === step) : [];
        const state = missing[step].length
          ? mine.some((d) => d.state === 'rejected')
            ? ('rejected' as const)
            : ('missing' as const)
          : mine.every((d) => d.state === 'accepted')
            ? ('accepted' as const)
            : ('uploaded' as const);
        return { step, state, requested: missing[step], rejectLabels: state === 'rejected' ? labels : [] };
      });
      return {
        applicantId: row.applicantId,
        reviewStatus: row.reviewStatus as ReviewStatus,
        steps,
        documents: documents.map(presentDocument),
        canUpload,
        canSubmit:
          canUpload &&
          steps.every((s) => s.requested.length === 0) &&
          !(row.reviewStatus === 'completed' && !usable.some((d) => d.state === 'uploaded')),
      };
    },

    /** A vendor webhook: authenticated by its digest, applied once, never overwriting a newer state. */
    async handleWebhook(providerId: string, rawBody: string, headers: Record<string, string | string[] | undefined>) {
      if (providerId !== provider.id) throw notFound('Unknown verification provider');
      let event;
      try {
        event = provider.verifyWebhook(rawBody, headers);
      } catch (err) {
        if (err instanceof InvalidWebhookError) throw new AppError(401, ERROR_CODES.unauthorized, 'Invalid webhook signature');
        throw err;
      }
      const digest = createHash('sha256').update(rawBody).digest('hex');
      const applied = await applyEvent(event, digest, JSON.parse(rawBody) as Record<string, unknown>);
      return { ok: true, applied };
    },

    /** The KYC state for the cashier's rules. */
    async stateOf(playerId: string): Promise<VerificationState> {
      const [player, row] = await Promise.all([deps.players.find(playerId), repository.byPlayer(playerId)]);
      return {
        verifiedSumSub: player?.verifiedSumSub ?? false,
        levelName: row?.levelName,
        reviewStatus: row?.reviewStatus,
        reviewAnswer: row?.reviewAnswer ?? undefined,
      };
    },
    async verified(playerId: string): Promise<boolean> {
      return verificationAllowsWithdrawal(await this.stateOf(playerId));
    },

    /**
     * The retention job: identity checks of erased players are deleted, at the vendor and here,
     * once the anti-money-laundering period (`retainUntil`) has ended. A vendor that fails is
     * retried on the next run. Returns how many were deleted.
     */
    async purgeExpired(now: Date): Promise<number> {
      let purged = 0;
      for (const row of await repository.retentionEnded(now)) {
        if (row.provider === provider.id && provider.deleteApplicant) {
          try {
            await provider.deleteApplicant({ id: row.applicantId, inspectionId: row.inspectionId });
          } catch {
            continue;
          }
        }
        await repository.transaction(async (tx) => {
          const repo = repository.withTx(tx);
          await repo.deleteApplicant(row.playerId, row.provider, row.applicantId);
          // no player id: the record is gone, and so is the player's audit trail at the same age
          await repo.audit({
            event: 'retention.identityCheckDeleted',
            details: { provider: row.provider, applicantId: row.applicantId, retainUntil: row.retainUntil!.toISOString() },
          });
        });
        purged++;
      }
      return purged;
    },

    /** Everything kept about the player's identity check (for their data export). */
    async personalData(playerId: string) {
      const row = await repository.byPlayer(playerId);
      if (!row) return { applicant: null, documents: [], files: [] as { name: string; bytes: Uint8Array }[] };
      const ref = { id: row.applicantId, inspectionId: row.inspectionId };
      const documents = await provider.listDocuments(ref).catch(() => []);
      const files: { name: string; bytes: Uint8Array }[] = [];
      for (const d of documents) {
        const content = await provider.documentContent(ref, d.id).catch(() => null);
        const ext = d.fileName.includes('.')
          ? d.fileName
              .slice(d.fileName.lastIndexOf('.'))
              .toLowerCase()
              .replace(/[^.a-z0-9]/g, '')
          : '';
        if (content)
          files.push({
            name: `${d.step.toLowerCase()}-${d.idDocType.toLowerCase()}-${(d.idDocSubType ?? 'single').toLowerCase()}-${d.id}${ext}`,
            bytes: content.bytes,
          });
      }
      return {
        applicant: {
          ...present(row),
          provider: row.provider,
          createdAt: iso(row.createdAt),
          reviewedAt: row.reviewedAt ? iso(row.reviewedAt) : null,
        },
        documents: documents.map(presentDocument),
        files,
      };
    },
  };
}
export type VerificationService = ReturnType<typeof createVerificationService>;
