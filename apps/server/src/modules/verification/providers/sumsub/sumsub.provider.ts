import { createHmac } from 'node:crypto';
import type { IdDocSide, KycStep } from '@fortuna/contracts';
import type { Clock } from '../../../../platform/clock';
import { KycProviderError, type KycProvider, type ProviderApplicant, type ProviderDocument } from '../provider';
import { parseReviewResult, parseReviewStatus, readSignedWebhook } from '../webhook-digest';

/**
 * The Sumsub adapter. Every API call is signed: `X-App-Token`, `X-App-Access-Ts` (unix seconds) and
 * `X-App-Access-Sig`, the hex HMAC-SHA256 under the secret key of ts + METHOD + path with query + body.
 * Webhooks carry a digest of their body under the webhook secret (see webhook-digest.ts).
 */
export interface SumsubConfig {
  appToken: string;
  secretKey: string;
  webhookSecret: string;
  baseUrl: string;
  clock: Clock;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export function sumsubSignature(secretKey: string, ts: number, method: string, pathWithQuery: string, body = ''): string {
  return createHmac('sha256', secretKey).update(`${ts}${method.toUpperCase()}${pathWithQuery}${body}`).digest('hex');
}

/** `2020-06-24 05:05:14` (UTC) or an ISO string */
function vendorDate(v: unknown): Date {
  if (typeof v !== 'string') return new Date(0);
  const d = new Date(/Z$|[+-]\d\d:?\d\d$/.test(v) ? v : `${v.replace(' ', 'T')}Z`);
  return Number.isNaN(d.getTime()) ? new Date(0) : d;
}

export function toProviderApplicant(body: Record<string, unknown>): ProviderApplicant {
  const review = (body.review ?? {}) as Record<string, unknown>;
  return {
    id: String(body.id),
    inspectionId: typeof body.inspectionId === 'string' ? body.inspectionId : null,
    externalUserId: String(body.externalUserId ?? ''),
    levelName: String(body.levelName ?? review.levelName ?? ''),
    createdAt: vendorDate(body.createdAt),
    review: { reviewStatus: parseReviewStatus(review.reviewStatus) ?? 'init', reviewResult: parseReviewResult(review.reviewResult) },
  };
}

export function toProviderDocument(item: Record<string, unknown>): ProviderDocument {
  const meta = (item.fileMetadata ?? {}) as Record<string, unknown>;
  const def = (item.idDocDef ?? {}) as Record<string, unknown>;
  const review = (item.reviewResult ?? {}) as Record<string, unknown>;
  const type = String(def.idDocType ?? '');
  const sub = def.idDocSubType === 'FRONT_SIDE' || def.idDocSubType === 'BACK_SIDE' ? (def.idDocSubType as IdDocSide) : null;
  return {
    id: String(item.id),
    step: (type === 'SELFIE' ? 'SELFIE' : 'IDENTITY') as KycStep,
    idDocType: type,
    idDocSubType: sub,
    fileName: String(meta.fileName ?? ''),
    contentType: String(meta.fileType ?? 'application/octet-stream'),
    size: Number(meta.fileSize ?? 0),
    state: review.reviewAnswer === 'GREEN' ? 'accepted' : review.reviewAnswer === 'RED' ? 'rejected' : 'uploaded',
    addedAt: vendorDate(item.addedDate),
  };
}

export function createSumsubProvider(config: SumsubConfig): KycProvider {
  const doFetch = config.fetch ?? fetch;
  const base = config.baseUrl.replace(/\/$/, '');

  async function call(method: string, pathWithQuery: string, json?: unknown): Promise<Response> {
    const body = json === undefined ? '' : JSON.stringify(json);
    const ts = Math.floor(config.clock.now().getTime() / 1000);
    const res = await doFetch(`${base}${pathWithQuery}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
        'X-App-Token': config.appToken,
        'X-App-Access-Ts': String(ts),
        'X-App-Access-Sig': sumsubSignature(config.secretKey, ts, method, pathWithQuery, body),
      },
      body: body || undefined,
      signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
    });
    if (!res.ok) {
      const text = await res.text().catch(() => '');
      let description = text.slice(0, 300);
      try {
        description = String((JSON.parse(text) as { description?: unknown }).description ?? description);
      } catch {
        /* not JSON */
      }
      throw new KycProviderError(res.status, description || `Sumsub answered ${res.status}`);
    }
    return res;
  }
  const json = async (method: string, path: string, body?: unknown) =>
    (await (await call(method, path, body)).json()) as Record<string, unknown>;
  const orNull = async <T>(work: Promise<T>): Promise<T | null> => {
    try {
      return await work;
    } catch (err) {
      if (err instanceof KycProviderError && err.status === 404) return null;
      throw err;
    }
  };
  const byExternal = async (externalUserId: string) =>
    orNull(json('GET', `/resources/applicants/-;externalUserId=${encodeURIComponent(externalUserId)}/one`).then(toProviderApplicant));

  return {
    id: 'sumsub',
    async createApplicant({ externalUserId, levelName, email, phone }) {
      try {
        const body = await json('POST', `/resources/applicants?levelName=${encodeURIComponent(levelName)}`, {
          externalUserId,
          ...(email ? { email } : {}),
          ...(phone ? { phone } : {}),
        });
        return toProviderApplicant(body);
      } catch (err) {
        // the applicant exists already (a retry after a lost answer): take it
        if (err instanceof KycProviderError && err.status === 409) {
          const existing = await byExternal(externalUserId);
          if (existing) return existing;
        }
        throw err;
      }
    },
    applicantByExternalUserId: byExternal,
    getApplicant: (id) => orNull(json('GET', `/resources/applicants/${encodeURIComponent(id)}/one`).then(toProviderApplicant)),
    async accessToken({ externalUserId, levelName, ttlSeconds }) {
      const body = await json('POST', '/resources/accessTokens/sdk', { userId: externalUserId, levelName, ttlInSecs: ttlSeconds });
      return { token: String(body.token), userId: String(body.userId ?? externalUserId) };
    },
    async listDocuments({ id }) {
      const body = await json('GET', `/resources/applicants/${encodeURIComponent(id)}/metadata/resources`);
      const items = Array.isArray(body.items) ? (body.items as Record<string, unknown>[]) : [];
      return items.filter((i) => !i.deactivated).map(toProviderDocument);
    },
    async documentContent({ inspectionId }, documentId) {
      if (!inspectionId) return null;
      const res = await orNull(
        call('GET', `/resources/inspections/${encodeURIComponent(inspectionId)}/resources/${encodeURIComponent(documentId)}`),
      );
      if (!res) return null;
      return { bytes: new Uint8Array(await res.arrayBuffer()), contentType: res.headers.get('content-type') ?? 'application/octet-stream' };
    },
    verifyWebhook: (rawBody, headers) => readSignedWebhook(config.webhookSecret, rawBody, headers),
  };
}
