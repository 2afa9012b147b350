import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminGdprQuerySchema,
  adminKycQuerySchema,
  type ApiResponse,
  type OperatorReview,
  type PrivacyRequestStatus,
  type ProfileCorrection,
} from '@fortuna/contracts';
import { apiSchema } from '../../platform/http/api-schema';
import type { PlayerRow } from '../player';
import { audited } from './backoffice.guard';
import { summary } from './backoffice.players';
import { PLAYER_CSV_HEAD, playerCsvRow } from './backoffice.players.routes';
import { csvRoute, pagesOf, type SendCsv } from './csv';

type KycApplicant = ApiResponse<'GET /admin/compliance/kyc'>['applicants'][number];
type GdprRequest = ApiResponse<'GET /admin/compliance/gdpr'>['requests'][number];

type Applicant = { applicantId: string; externalUserId: string; reviewStatus: string; reviewResult: unknown };
type PrivacyRequest = { id: string; status: string; type: string };

/**
 * What the compliance screens act through: the identity vendor's review desk (the embedded sandbox's;
 * absent with a real vendor, whose own dashboard reviews), the privacy module's operator steps and
 * the player module's self-excluded list. Handed in by app.ts.
 */
export interface CompliancePorts {
  kyc: {
    applicants(reviewStatus?: string): Promise<Applicant[]>;
    applicant(applicantId: string): Promise<Applicant>;
    review(applicantId: string, review: OperatorReview): Promise<Applicant>;
  } | null;
  gdpr: {
    list(status?: PrivacyRequestStatus): Promise<(PrivacyRequest & { playerId: string; overdue: boolean })[]>;
    /** a rectification's corrections come back with the fields' values before and after */
    complete(
      id: string,
      answer: string | null,
      corrections?: ProfileCorrection,
    ): Promise<PrivacyRequest & { correction?: { fields: string[]; before: Record<string, unknown>; after: Record<string, unknown> } }>;
    reject(id: string, answer: string | null): Promise<PrivacyRequest>;
  };
  selfExcluded(page: number, pageSize: number): Promise<{ rows: PlayerRow[]; total: number }>;
}

/**
 * One page of a queue. The desks answer whole queues (the KYC sandbox's newest 100, the open GDPR
 * requests), which stay small; the screen still gets pages so it never holds more than one.
 */
const pageOf = <T>(rows: T[], page: number, pageSize: number) => rows.slice((page - 1) * pageSize, page * pageSize);

/** The compliance queues (under /api/admin, inside the guard): KYC review, GDPR requests, self-excluded players. */
export const backofficeComplianceRoutes: FastifyPluginAsyncZod<{ compliance: CompliancePorts; sendCsv: SendCsv }> = async (
  app,
  { compliance, sendCsv },
) => {
  const kyc = compliance.kyc;
  if (kyc) {
    app.get('/compliance/kyc', { config: { permission: 'kyc' }, schema: apiSchema('GET /admin/compliance/kyc') }, async (request) => {
      const { page, pageSize } = request.query;
      const all = await kyc.applicants(request.query.reviewStatus);
      return { applicants: pageOf(all, page, pageSize) as never, total: all.length, page };
    });
    csvRoute<KycApplicant>(app, sendCsv, {
      path: '/compliance/kyc.csv',
      permission: 'kyc',
      query: adminKycQuerySchema,
      spec: (query) => ({
        head: ['applicant_id', 'player_id', 'level', 'review_status', 'review_answer', 'reject_labels', 'documents', 'created_at'],
        row: (a) => [
          a.applicantId,
          a.externalUserId,
          a.levelName,
          a.reviewStatus,
          a.reviewResult?.reviewAnswer ?? null,
          a.reviewResult?.rejectLabels.join(' ') ?? null,
          a.documents.length,
          a.createdAt,
        ],
        page: pagesOf(async () => (await kyc.applicants(query.reviewStatus)) as KycApplicant[]),
      }),
    });
    app.post(
      '/compliance/kyc/:applicantId/review',
      { config: { permission: 'kyc' }, schema: apiSchema('POST /admin/compliance/kyc/:applicantId/review') },
      async (request) => {
        const before = await kyc.applicant(request.params.applicantId);
        const after = await kyc.review(request.params.applicantId, request.body);
        audited(request, {
          target: `player:${after.externalUserId}`,
          before: { reviewStatus: before.reviewStatus, reviewResult: before.reviewResult },
          after: { reviewStatus: after.reviewStatus, reviewResult: after.reviewResult },
        });
        return after as never;
      },
    );
  }

  app.get('/compliance/gdpr', { config: { permission: 'privacy' }, schema: apiSchema('GET /admin/compliance/gdpr') }, async (request) => {
    const { page, pageSize } = request.query;
    const all = await compliance.gdpr.list(request.query.status);
    return { requests: pageOf(all, page, pageSize) as never, total: all.length, page };
  });
  csvRoute<GdprRequest>(app, sendCsv, {
    path: '/compliance/gdpr.csv',
    permission: 'privacy',
    query: adminGdprQuerySchema,
    spec: (query) => ({
      head: ['id', 'player_id', 'type', 'status', 'created_at', 'due_at', 'overdue', 'processed_at', 'text', 'answer'],
      row: (r) => [r.id, r.playerId, r.type, r.status, r.createdAt, r.dueAt, r.overdue, r.processedAt, r.text, r.answer],
      page: pagesOf(async () => (await compliance.gdpr.list(query.status)) as GdprRequest[]),
    }),
  });
  const decide = (name: 'complete' | 'reject') =>
    app.post(
      `/compliance/gdpr/:id/${name}`,
      { config: { permission: 'privacy' }, schema: apiSchema(`POST /admin/compliance/gdpr/:id/${name}`) },
      async (request) => {
        const answer = request.body?.answer || null;
        const { correction, ...done } =
          name === 'complete'
            ? await compliance.gdpr.complete(request.params.id, answer, request.body?.corrections)
            : { ...(await compliance.gdpr.reject(request.params.id, answer)), correction: undefined };
        // a rectification's corrected fields go in with their values before and after
        const fields = correction?.fields.length ? correction : null;
        audited(request, {
          target: `privacy:${done.id}`,
          ...(fields ? { before: { profile: fields.before } } : {}),
          after: { status: done.status, type: done.type, ...(fields ? { profile: fields.after } : {}) },
        });
        return done as never;
      },
    );
  decide('complete');
  decide('reject');

  app.get(
    '/compliance/self-excluded',
    { config: { permission: 'limits' }, schema: apiSchema('GET /admin/compliance/self-excluded') },
    async (request) => {
      const { rows, total } = await compliance.selfExcluded(request.query.page, request.query.pageSize);
      return {
        items: rows.map((p) => ({ ...summary(p), suspendedUntil: p.suspendedUntil?.toISOString() ?? null })),
        total,
        page: request.query.page,
      };
    },
  );
  csvRoute<PlayerRow>(app, sendCsv, {
    path: '/compliance/self-excluded.csv',
    permission: 'limits',
    spec: () => ({
      head: [...PLAYER_CSV_HEAD, 'suspended_until'],
      row: (p) => [...playerCsvRow(summary(p)), p.suspendedUntil?.toISOString() ?? null],
      page: async (page, pageSize) => compliance.selfExcluded(page, pageSize).then(({ rows, total }) => ({ items: rows, total })),
    }),
  });
};
