import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  applicantSchema,
  kycDocumentSchema,
  operatorApplicantListSchema,
  operatorApplicantQuerySchema,
  operatorApplicantSchema,
  operatorReviewSchema,
  sandboxUploadQuerySchema,
  type KycDocument,
  type OperatorReview,
  type ReviewStatus,
} from '@fortuna/contracts';
import { AppError } from '../../../../platform/errors';
import { requireOperator } from '../../../../platform/http/operator-auth';
import { perIp } from '../../../../platform/http/rate-limit';
import type { ProviderApplicant, ProviderDocument } from '../provider';
import { SandboxRefusal, type KycSandbox } from './kyc-sandbox';

export const ACCESS_TOKEN_HEADER = 'x-access-token';

const document = (d: ProviderDocument): KycDocument => ({ ...d, uploadedAt: d.addedAt.toISOString() });
const applicantView = (a: ProviderApplicant) => ({
  applicantId: a.id,
  applicantData: { levelName: a.levelName, reviewStatus: a.review.reviewStatus, reviewResult: a.review.reviewResult },
});

async function refusals<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof SandboxRefusal) throw new AppError(err.status, err.status, err.message, { file: [err.reason] });
    throw err;
  }
}

/**
 * The embedded KYC vendor's HTTP side. The player's verification UI talks to it with the access
 * token (header `X-Access-Token`, as the vendor's web SDK does), never with the casino session, so
 * these calls carry no cookie authority and skip the JSON-only rule (the upload body is the file).
 * Operators review through the operator routes (`Authorization: Bearer $OPERATOR_TOKEN`).
 */
export const kycSandboxRoutes: FastifyPluginAsyncZod<{ sandbox: KycSandbox; maxUploadBytes: number }> = async (
  app,
  { sandbox, maxUploadBytes },
) => {
  const token = (headers: Record<string, string | string[] | undefined>) => {
    const v = headers[ACCESS_TOKEN_HEADER];
    return Array.isArray(v) ? v[0] : v;
  };

  await app.register(async (scope) => {
    const files = scope.withTypeProvider<ZodTypeProvider>();
    files.removeAllContentTypeParsers();
    // the token first (before the body is read or validated): nobody without one learns anything
    files.addHook('onRequest', async (request) => {
      await refusals(() => sandbox.applicantOfToken(token(request.headers)));
    });
    files.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxUploadBytes }, (_req, body, done) => done(null, body));
    files.post(
      '/kyc-sandbox/documents',
      {
        config: { csrf: false, ...perIp(60, 60_000) },
        bodyLimit: maxUploadBytes,
        schema: { querystring: sandboxUploadQuerySchema, response: { 200: kycDocumentSchema } },
      },
      async (request) =>
        refusals(async () => {
          const bytes = Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : new Uint8Array();
          return document(await sandbox.upload(token(request.headers), { ...request.query, bytes }));
        }),
    );
    files.post(
      '/kyc-sandbox/submit',
      { config: { csrf: false, ...perIp(30, 60_000) }, schema: { response: { 200: applicantSchema } } },
      async (request) => refusals(async () => applicantView(await sandbox.submit(token(request.headers)))),
    );
  });
};

/** An applicant with their documents, as an operator sees them. */
export const operatorApplicantView = (v: { applicant: ProviderApplicant; documents: ProviderDocument[] }) => ({
  applicantId: v.applicant.id,
  externalUserId: v.applicant.externalUserId,
  levelName: v.applicant.levelName,
  reviewStatus: v.applicant.review.reviewStatus,
  reviewResult: v.applicant.review.reviewResult,
  documents: v.documents.map(document),
  createdAt: v.applicant.createdAt.toISOString(),
});

/** The sandbox's review desk as calls (the back office's KYC queue): the same steps as the routes below. */
export function kycSandboxDesk(sandbox: KycSandbox) {
  return {
    applicants: async (reviewStatus?: ReviewStatus) => (await sandbox.applicants(reviewStatus)).map(operatorApplicantView),
    async applicant(applicantId: string) {
      const found = await sandbox.applicantWithDocuments(applicantId);
      if (!found) throw new AppError(404, 404, 'Applicant not found');
      return operatorApplicantView(found);
    },
    review: (applicantId: string, review: OperatorReview) =>
      refusals(async () => {
        await sandbox.review(applicantId, review);
        return operatorApplicantView((await sandbox.applicantWithDocuments(applicantId))!);
      }),
  };
}
export type KycDesk = ReturnType<typeof kycSandboxDesk>;

/** The vendor's review desk for operators (the sandbox's stand-in for the vendor's dashboard). */
export const kycSandboxOperatorRoutes: FastifyPluginAsyncZod<{ sandbox: KycSandbox; operatorToken?: string }> = async (
  app,
  { sandbox, operatorToken },
) => {
  app.addHook('preValidation', async (request) => requireOperator(request, operatorToken));
  const limited = perIp(120, 60_000);
  const idParams = z.object({ applicantId: z.string().regex(/^[0-9a-f]{24}$/) });
  const view = operatorApplicantView;

  app.get(
    '/operator/verification/applicants',
    { config: limited, schema: { querystring: operatorApplicantQuerySchema, response: { 200: operatorApplicantListSchema } } },
    async (request) => ({ applicants: (await sandbox.applicants(request.query.reviewStatus)).map(view) }),
  );
  app.get(
    '/operator/verification/applicants/:applicantId',
    { config: limited, schema: { params: idParams, response: { 200: operatorApplicantSchema } } },
    async (request) => {
      const found = await sandbox.applicantWithDocuments(request.params.applicantId);
      if (!found) throw new AppError(404, 404, 'Applicant not found');
      return view(found);
    },
  );
  app.get(
    '/operator/verification/applicants/:applicantId/documents/:documentId',
    { config: limited, schema: { params: idParams.extend({ documentId: z.uuid() }) } },
    async (request, reply) => {
      const content = await sandbox.provider.documentContent(
        { id: request.params.applicantId, inspectionId: null },
        request.params.documentId,
      );
      if (!content) throw new AppError(404, 404, 'Document not found');
      // shown to an operator as a download, never rendered in the site's origin
      return reply
        .header('content-type', content.contentType)
        .header('content-disposition', 'attachment')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(Buffer.from(content.bytes));
    },
  );
  app.post(
    '/operator/verification/applicants/:applicantId/review',
    { config: limited, schema: { params: idParams, body: operatorReviewSchema, response: { 200: operatorApplicantSchema } } },
    async (request) =>
      refusals(async () => {
        await sandbox.review(request.params.applicantId, request.body);
        return view((await sandbox.applicantWithDocuments(request.params.applicantId))!);
      }),
  );
};
