import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { TWO_SIDED_DOC_TYPES, type IdDocSide, type IdDocType, type KycStep, type OperatorReview } from '@fortuna/contracts';
import type { Clock } from '../../../../platform/clock';
import type { FileStorage } from '../../../../platform/storage';
import { checkUpload, type UploadRefusal } from '../../upload-check';
import {
  KycProviderError,
  stepOfLabel,
  type KycProvider,
  type ProviderApplicant,
  type ProviderDocument,
  type ProviderReviewResult,
} from '../provider';
import { formatEventTime, readSignedWebhook } from '../webhook-digest';
import type { KycSandboxRepository, SandboxApplicantRow, SandboxDocumentRow } from './kyc-sandbox.repository';

/** The embedded KYC vendor's secret for access tokens and webhooks: derived from SESSION_SECRET so every instance agrees. */
export function kycSandboxSecret(sessionSecret: string | undefined): string {
  return createHmac('sha256', sessionSecret ?? randomBytes(32).toString('hex'))
    .update('sandbox-kyc-webhooks')
    .digest('hex');
}

export class SandboxRefusal extends Error {
  constructor(
    readonly status: number,
    readonly reason: UploadRefusal | 'token' | 'state' | 'incomplete' | 'document' | 'unknown',
    message: string,
  ) {
    super(message);
  }
}

export interface KycSandboxDeps {
  repository: KycSandboxRepository;
  storage: FileStorage;
  clock: Clock;
  secret: string;
  maxUploadBytes: number;
}

/** What the sandbox still needs before it can review: the identity document's sides, and a selfie. */
export function missingForReview(documents: { step: string; idDocType: string; idDocSubType: string | null }[]) {
  const identity = documents.filter((d) => d.step === 'IDENTITY');
  const type = identity.at(-1)?.idDocType as IdDocType | undefined;
  const sides: { idDocType: string | null; idDocSubType: IdDocSide | null }[] = [];
  if (!type) sides.push({ idDocType: null, idDocSubType: 'FRONT_SIDE' });
  else {
    const has = (side: IdDocSide) => identity.some((d) => d.idDocType === type && (d.idDocSubType ?? 'FRONT_SIDE') === side);
    if (!has('FRONT_SIDE')) sides.push({ idDocType: type, idDocSubType: 'FRONT_SIDE' });
    if (TWO_SIDED_DOC_TYPES.includes(type) && !has('BACK_SIDE')) sides.push({ idDocType: type, idDocSubType: 'BACK_SIDE' });
  }
  const selfie = documents.some((d) => d.step === 'SELFIE') ? [] : [{ idDocType: 'SELFIE', idDocSubType: null }];
  return { IDENTITY: sides, SELFIE: selfie } as Record<KycStep, { idDocType: string | null; idDocSubType: IdDocSide | null }[]>;
}

/**
 * The embedded KYC vendor: applicants, access tokens, document uploads (checked by content and
 * kept in the file storage), a review given by an operator, and signed webhooks to the casino.
 */
export function createKycSandbox(deps: KycSandboxDeps) {
  const { repository, storage, clock, secret } = deps;

  const toResult = (v: Record<string, unknown> | null): ProviderReviewResult | null => (v ? (v as unknown as ProviderReviewResult) : null);
  const toApplicant = (a: SandboxApplicantRow): ProviderApplicant => ({
    id: a.id,
    inspectionId: a.id,
    externalUserId: a.externalUserId,
    levelName: a.levelName,
    createdAt: a.createdAt,
    review: { reviewStatus: a.reviewStatus as ProviderApplicant['review']['reviewStatus'], reviewResult: toResult(a.reviewResult ?? null) },
  });
  const toDocument = (d: SandboxDocumentRow): ProviderDocument => ({
    id: d.id,
    step: d.step as KycStep,
    idDocType: d.idDocType,
    idDocSubType: (d.idDocSubType as IdDocSide | null) ?? null,
    fileName: d.fileName,
    contentType: d.contentType,
    size: d.size,
    state: d.state as ProviderDocument['state'],
    addedAt: d.createdAt,
  });

  /** queues a webhook in Sumsub's form, in the caller's transaction */
  async function webhook(repo: KycSandboxRepository, a: SandboxApplicantRow, type: string) {
    const now = clock.now();
    const body = JSON.stringify({
      applicantId: a.id,
      inspectionId: a.id,
      correlationId: randomUUID(),
      levelName: a.levelName,
      externalUserId: a.externalUserId,
      type,
      sandboxMode: true,
      reviewStatus: a.reviewStatus,
      createdAtMs: formatEventTime(now),
      ...(a.reviewResult ? { reviewResult: a.reviewResult } : {}),
      clientId: 'fortuna-sandbox',
    });
    await repo.enqueueWebhook({ id: randomUUID(), applicantId: a.id, body, dueAt: now, createdAt: now });
  }

  const sign = (payload: string) => createHmac('sha256', secret).update(`kyc-token:${payload}`).digest('hex');

  /** The applicant an access token was made for; SandboxRefusal(401) when it is forged or expired. */
  async function applicantOfToken(token: string | undefined): Promise<SandboxApplicantRow> {
    const m = /^sbx_([0-9a-f]{24})\.(\d{10,15})\.([0-9a-f]{64})$/.exec(token ?? '');
    if (!m) throw new SandboxRefusal(401, 'token', 'Access token required');
    const [, id, exp, mac] = m;
    const ok = timingSafeEqual(Buffer.from(sign(`${id}.${exp}`), 'hex'), Buffer.from(mac, 'hex'));
    if (!ok || Number(exp) < clock.now().getTime()) throw new SandboxRefusal(401, 'token', 'Access token expired or invalid');
    const a = await repository.applicant(id);
    if (!a) throw new SandboxRefusal(401, 'token', 'Unknown applicant');
    return a;
  }

  const mayUpload = (a: SandboxApplicantRow) => {
    const r = toResult(a.reviewResult ?? null);
    return a.reviewStatus === 'init' || (a.reviewStatus === 'completed' && r?.reviewAnswer === 'RED' && r.reviewRejectType === 'RETRY');
  };

  const provider: KycProvider = {
    id: 'sandbox',
    async createApplicant({ externalUserId, levelName }) {
      const now = clock.now();
      return repository.transaction(async (tx) => {
        const repo = repository.withTx(tx);
        const created = await repo.insertApplicant({
          id: randomBytes(12).toString('hex'),
          externalUserId,
          levelName,
          reviewStatus: 'init',
          reviewResult: null,
          createdAt: now,
          updatedAt: now,
        });
        // like the vendor: one applicant per external user id (409)
        if (!created) throw new KycProviderError(409, `Applicant with external user id '${externalUserId}' already exists`);
        await webhook(repo, created, 'applicantCreated');
        return toApplicant(created);
      });
    },
    async applicantByExternalUserId(externalUserId) {
      const a = await repository.applicantOf(externalUserId);
      return a ? toApplicant(a) : null;
    },
    async getApplicant(id) {
      const a = await repository.applicant(id);
      return a ? toApplicant(a) : null;
    },
    async accessToken({ externalUserId, ttlSeconds }) {
      const a = await repository.applicantOf(externalUserId);
      if (!a) throw new KycProviderError(404, 'Applicant not found');
      const exp = clock.now().getTime() + ttlSeconds * 1000;
      return { token: `sbx_${a.id}.${exp}.${sign(`${a.id}.${exp}`)}`, userId: externalUserId };
    },
    async listDocuments({ id }) {
      return (await repository.documents(id)).map(toDocument);
    },
    async documentContent({ id }, documentId) {
      const d = await repository.document(id, documentId);
      if (!d) return null;
      const bytes = await storage.get(d.storageKey);
      return bytes ? { bytes, contentType: d.contentType } : null;
    },
    verifyWebhook: (rawBody, headers) => readSignedWebhook(secret, rawBody, headers),
    async deleteApplicant({ id }) {
      const keys = await repository.storageKeys(id);
      await repository.transaction(async (tx) => repository.withTx(tx).deleteApplicant(id));
      for (const key of keys) await storage.delete(key);
    },
  };

  return {
    provider,
    applicantOfToken,

    /** The player's verification UI uploads one file (token-authenticated, like the vendor's web SDK). */
    async upload(
      token: string | undefined,
      input: { step: KycStep; idDocType: string; idDocSubType?: IdDocSide; fileName: string; bytes: Uint8Array },
    ): Promise<ProviderDocument> {
      const a = await applicantOfToken(token);
      if (
        input.step === 'SELFIE'
          ? input.idDocType !== 'SELFIE'
          : !TWO_SIDED_DOC_TYPES.concat('PASSPORT').includes(input.idDocType as IdDocType)
      )
        throw new SandboxRefusal(400, 'document', 'Unknown document type for this step');
      if (input.step === 'SELFIE' && input.idDocSubType) throw new SandboxRefusal(400, 'document', 'A selfie has no sides');
      if (input.idDocType === 'PASSPORT' && input.idDocSubType === 'BACK_SIDE')
        throw new SandboxRefusal(400, 'document', 'A passport has no back side');
      const checked = checkUpload({
        fileName: input.fileName,
        bytes: input.bytes,
        maxBytes: deps.maxUploadBytes,
        imagesOnly: input.step === 'SELFIE',
      });
      if (!checked.ok) throw new SandboxRefusal(checked.error === 'tooLarge' ? 413 : 400, checked.error, `File refused: ${checked.error}`);
      const id = randomUUID();
      const storageKey = `kyc/${a.id}/${id}`;
      await storage.put(storageKey, input.bytes);
      const now = clock.now();
      const subType = input.step === 'SELFIE' ? null : (input.idDocSubType ?? 'FRONT_SIDE');
      try {
        await repository.transaction(async (tx) => {
          const repo = repository.withTx(tx);
          const locked = await repo.lockApplicant(a.id);
          if (!locked || !mayUpload(locked))
            throw new SandboxRefusal(409, 'state', 'The documents are under review or the review is final');
          await repo.replaceDocuments(a.id, input.step, subType, now);
          if (input.step === 'IDENTITY') await repo.replaceOtherTypes(a.id, input.step, input.idDocType, now);
          await repo.insertDocument({
            id,
            applicantId: a.id,
            step: input.step,
            idDocType: input.idDocType,
            idDocSubType: subType,
            fileName: input.fileName.slice(0, 200),
            contentType: checked.contentType,
            size: input.bytes.length,
            sha256: createHash('sha256').update(input.bytes).digest('hex'),
            storageKey,
            state: 'uploaded',
            createdAt: now,
          });
        });
      } catch (err) {
        await storage.delete(storageKey);
        throw err;
      }
      return toDocument((await repository.document(a.id, id))!);
    },

    /** Everything is there: the applicant goes to review (pending) and the casino hears of it. */
    async submit(token: string | undefined) {
      const a = await applicantOfToken(token);
      return repository.transaction(async (tx) => {
        const repo = repository.withTx(tx);
        const locked = (await repo.lockApplicant(a.id))!;
        if (!mayUpload(locked)) throw new SandboxRefusal(409, 'state', 'The documents are under review or the review is final');
        const current = await repo.documents(a.id);
        const missing = missingForReview(current.filter((d) => d.state !== 'rejected'));
        if (missing.IDENTITY.length || missing.SELFIE.length)
          throw new SandboxRefusal(400, 'incomplete', 'Some documents are still missing');
        const next = { ...locked, reviewStatus: 'pending', reviewResult: null, updatedAt: clock.now() };
        await repo.updateApplicant(a.id, { reviewStatus: next.reviewStatus, reviewResult: null, updatedAt: next.updatedAt });
        await webhook(repo, next, 'applicantPending');
        return toApplicant(next);
      });
    },

    /** The operator's review of a pending applicant: GREEN, or RED with labels and RETRY or FINAL. */
    async review(applicantId: string, review: OperatorReview) {
      return repository.transaction(async (tx) => {
        const repo = repository.withTx(tx);
        const a = await repo.lockApplicant(applicantId);
        if (!a) throw new SandboxRefusal(404, 'unknown', 'Applicant not found');
        if (a.reviewStatus !== 'pending')
          throw new SandboxRefusal(409, 'state', `Applicant is ${a.reviewStatus}; only a pending applicant can be reviewed`);
        const result: ProviderReviewResult =
          review.reviewAnswer === 'GREEN'
            ? { reviewAnswer: 'GREEN', rejectLabels: [], reviewRejectType: null, moderationComment: null }
            : {
                reviewAnswer: 'RED',
                rejectLabels: review.rejectLabels,
                reviewRejectType: review.reviewRejectType,
                moderationComment: review.moderationComment || null,
              };
        const next = {
          ...a,
          reviewStatus: 'completed',
          reviewResult: result as unknown as Record<string, unknown>,
          updatedAt: clock.now(),
        };
        await repo.updateApplicant(a.id, { reviewStatus: 'completed', reviewResult: next.reviewResult, updatedAt: next.updatedAt });
        if (result.reviewAnswer === 'GREEN') await repo.setDocumentStates(a.id, null, 'accepted');
        else {
          const hit = new Set(result.rejectLabels.map(stepOfLabel));
          for (const step of ['IDENTITY', 'SELFIE'] as const)
            await repo.setDocumentStates(a.id, step, hit.has(step) ? 'rejected' : 'accepted');
        }
        await webhook(repo, next, 'applicantReviewed');
        return toApplicant(next);
      });
    },

    async applicants(reviewStatus?: string) {
      const list = await repository.applicants(reviewStatus);
      return Promise.all(
        list.map(async (a) => ({ applicant: toApplicant(a), documents: (await repository.documents(a.id)).map(toDocument) })),
      );
    },
    async applicantWithDocuments(applicantId: string) {
      const a = await repository.applicant(applicantId);
      if (!a) return null;
      return { applicant: toApplicant(a), documents: (await repository.documents(a.id)).map(toDocument) };
    },
  };
}
export type KycSandbox = ReturnType<typeof createKycSandbox>;
