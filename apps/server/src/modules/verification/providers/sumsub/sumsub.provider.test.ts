import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../../platform/clock';
import { InvalidWebhookError, KycProviderError } from '../provider';
import { DIGEST_ALG_HEADER, DIGEST_HEADER, payloadDigest } from '../webhook-digest';
import { createSumsubProvider, sumsubSignature } from './sumsub.provider';

/**
 * Request and response shapes as Sumsub documents and sends them (ids and times from its examples),
 * replayed through a recording fetch: what we send is checked byte for byte, what we get back is read.
 */
const APPLICANT = {
  id: '5b594ade0a975a36c9349e66',
  createdAt: '2020-06-24 05:05:14',
  clientId: 'fortuna',
  inspectionId: '5b594ade0a975a36c9379e67',
  externalUserId: 'c1b7f3f0-6d3a-4f0e-9a53-0d4f1b2c3d4e',
  levelName: 'basic-kyc-level',
  email: 'ada@fortuna.test',
  review: {
    reviewId: 'JmYHT',
    attemptId: 'RbVYq',
    attemptCnt: 1,
    levelName: 'basic-kyc-level',
    createDate: '2020-06-24 05:11:02+0000',
    reviewStatus: 'completed',
    reviewResult: {
      reviewAnswer: 'RED',
      rejectLabels: ['UNSATISFACTORY_PHOTOS', 'SCREENSHOTS'],
      reviewRejectType: 'RETRY',
      moderationComment: 'We do not accept screenshots. Please upload an original photo.',
      clientComment: 'Screenshots are not accepted.',
    },
  },
  type: 'individual',
};
const RESOURCES = {
  items: [
    {
      id: '1867063452',
      previewId: '1867063452',
      addedDate: '2021-01-18 14:04:45',
      fileMetadata: { fileName: 'front.jpg', fileType: 'image/jpeg', fileSize: 183520, resolution: { width: 1600, height: 1000 } },
      idDocDef: { country: 'ROU', idDocType: 'ID_CARD', idDocSubType: 'FRONT_SIDE' },
      reviewResult: { reviewAnswer: 'GREEN' },
      attemptId: 'RbVYq',
      source: 'fileupload',
      deactivated: false,
    },
    {
      id: '1867063453',
      addedDate: '2021-01-18 14:05:10',
      fileMetadata: { fileName: 'selfie.png', fileType: 'image/png', fileSize: 90210 },
      idDocDef: { country: 'ROU', idDocType: 'SELFIE' },
      reviewResult: { reviewAnswer: 'RED' },
      deactivated: false,
    },
    {
      id: '1867063400',
      addedDate: '2021-01-17 10:00:00',
      fileMetadata: { fileName: 'old.jpg' },
      idDocDef: { idDocType: 'ID_CARD' },
      deactivated: true,
    },
  ],
  totalItems: 3,
};

function recordingFetch(answers: { status: number; body: unknown; headers?: Record<string, string> }[]) {
  const calls: { url: string; method: string; headers: Record<string, string>; body: string }[] = [];
  const fn = (async (url: string | URL, init: RequestInit = {}) => {
    calls.push({
      url: String(url),
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: String(init.body ?? ''),
    });
    const a = answers.shift()!;
    const body = a.body instanceof Uint8Array ? a.body : JSON.stringify(a.body);
    return new Response(body as ConstructorParameters<typeof Response>[0], {
      status: a.status,
      headers: a.headers ?? { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { fn, calls };
}

const config = (f: typeof fetch) => ({
  appToken: 'sbx:uY0CgwELmgUAEyl4hNWxLngb.0WSeQeiYny4WEqmAALEAiK2qTC96fBad',
  secretKey: 'Hej2ch71kG2kTd1iIUDZFNsO5C1lh5Gq',
  webhookSecret: 'webhook-secret-key',
  baseUrl: 'https://api.sumsub.com',
  clock: new FakeClock(new Date('2024-03-01T12:00:00Z')),
  fetch: f,
});

describe('Sumsub adapter', () => {
  it('signs each call: ts + METHOD + path with query + body, HMAC-SHA256 hex under the secret key', async () => {
    const rec = recordingFetch([{ status: 200, body: APPLICANT }]);
    const sumsub = createSumsubProvider(config(rec.fn));
    const applicant = await sumsub.createApplicant({
      externalUserId: APPLICANT.externalUserId,
      levelName: 'basic-kyc-level',
      email: 'ada@fortuna.test',
    });
    const [call] = rec.calls;
    expect(call.method).toBe('POST');
    expect(call.url).toBe('https://api.sumsub.com/resources/applicants?levelName=basic-kyc-level');
    expect(JSON.parse(call.body)).toEqual({ externalUserId: APPLICANT.externalUserId, email: 'ada@fortuna.test' });
    expect(call.headers['X-App-Token']).toBe(config(rec.fn).appToken);
    expect(call.headers['X-App-Access-Ts']).toBe('1709294400');
    expect(call.headers['X-App-Access-Sig']).toBe(
      sumsubSignature(config(rec.fn).secretKey, 1709294400, 'POST', '/resources/applicants?levelName=basic-kyc-level', call.body),
    );
    // a vector computed independently (openssl dgst -sha256 -hmac)
    expect(
      sumsubSignature(
        'Hej2ch71kG2kTd1iIUDZFNsO5C1lh5Gq',
        1607551635,
        'POST',
        '/resources/accessTokens?userId=cfd20712&levelName=basic-kyc-level&ttlInSecs=600',
      ),
    ).toBe('e8790317a31553e50159326f8647a48155dd7370c397c464e14ff60d392fa525');
    expect(applicant).toMatchObject({
      id: APPLICANT.id,
      inspectionId: APPLICANT.inspectionId,
      levelName: 'basic-kyc-level',
      createdAt: new Date('2020-06-24T05:05:14Z'),
      review: {
        reviewStatus: 'completed',
        reviewResult: {
          reviewAnswer: 'RED',
          rejectLabels: ['UNSATISFACTORY_PHOTOS', 'SCREENSHOTS'],
          reviewRejectType: 'RETRY',
          moderationComment: 'We do not accept screenshots. Please upload an original photo.',
        },
      },
    });
    // the client comment is for the operator, never for the player
    expect(JSON.stringify(applicant)).not.toContain('Screenshots are not accepted');
  });

  it('takes the existing applicant when the vendor says it exists (409), and maps its errors', async () => {
    const rec = recordingFetch([
      { status: 409, body: { description: 'Applicant with external user id already exists', code: 409, correlationId: 'x' } },
      { status: 200, body: APPLICANT },
    ]);
    const sumsub = createSumsubProvider(config(rec.fn));
    expect((await sumsub.createApplicant({ externalUserId: APPLICANT.externalUserId, levelName: 'basic-kyc-level' })).id).toBe(
      APPLICANT.id,
    );
    expect(rec.calls[1].url).toBe(`https://api.sumsub.com/resources/applicants/-;externalUserId=${APPLICANT.externalUserId}/one`);

    const bad = createSumsubProvider(config(recordingFetch([{ status: 400, body: { description: 'Invalid level name', code: 400 } }]).fn));
    await expect(bad.createApplicant({ externalUserId: 'x', levelName: 'nope' })).rejects.toEqual(
      new KycProviderError(400, 'Invalid level name'),
    );
    const missing = createSumsubProvider(config(recordingFetch([{ status: 404, body: { description: 'Not found', code: 404 } }]).fn));
    expect(await missing.getApplicant('5b594ade0a975a36c9349e00')).toBeNull();
  });

  it('asks for a web SDK token, lists documents and reads one', async () => {
    const image = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
    const rec = recordingFetch([
      { status: 200, body: { token: '_act-sbx-jwt-eyJhbGciOiJub25lIn0', userId: APPLICANT.externalUserId } },
      { status: 200, body: RESOURCES },
      { status: 200, body: image, headers: { 'content-type': 'image/jpeg' } },
    ]);
    const sumsub = createSumsubProvider(config(rec.fn));
    expect(await sumsub.accessToken({ externalUserId: APPLICANT.externalUserId, levelName: 'basic-kyc-level', ttlSeconds: 600 })).toEqual({
      token: '_act-sbx-jwt-eyJhbGciOiJub25lIn0',
      userId: APPLICANT.externalUserId,
    });
    expect(rec.calls[0].url).toBe('https://api.sumsub.com/resources/accessTokens/sdk');
    expect(JSON.parse(rec.calls[0].body)).toEqual({ userId: APPLICANT.externalUserId, levelName: 'basic-kyc-level', ttlInSecs: 600 });

    const docs = await sumsub.listDocuments({ id: APPLICANT.id, inspectionId: APPLICANT.inspectionId });
    expect(rec.calls[1].url).toBe(`https://api.sumsub.com/resources/applicants/${APPLICANT.id}/metadata/resources`);
    expect(docs.map((d) => [d.id, d.step, d.idDocType, d.idDocSubType, d.contentType, d.size, d.state])).toEqual([
      ['1867063452', 'IDENTITY', 'ID_CARD', 'FRONT_SIDE', 'image/jpeg', 183520, 'accepted'],
      ['1867063453', 'SELFIE', 'SELFIE', null, 'image/png', 90210, 'rejected'],
    ]);
    const content = await sumsub.documentContent({ id: APPLICANT.id, inspectionId: APPLICANT.inspectionId }, '1867063452');
    expect(rec.calls[2].url).toBe(`https://api.sumsub.com/resources/inspections/${APPLICANT.inspectionId}/resources/1867063452`);
    expect(content).toEqual({ bytes: image, contentType: 'image/jpeg' });
  });

  it('accepts a webhook only with the digest of its exact body under the webhook secret', () => {
    const sumsub = createSumsubProvider(config(recordingFetch([]).fn));
    const body = JSON.stringify({
      applicantId: APPLICANT.id,
      inspectionId: APPLICANT.inspectionId,
      correlationId: 'req-a260b669-4f14-4bb5-a4c5-ac0218acb9a4',
      externalUserId: APPLICANT.externalUserId,
      levelName: 'basic-kyc-level',
      type: 'applicantReviewed',
      reviewResult: { reviewAnswer: 'GREEN' },
      reviewStatus: 'completed',
      createdAtMs: '2020-02-21 13:23:19.321',
    });
    for (const alg of ['HMAC_SHA1_HEX', 'HMAC_SHA256_HEX', 'HMAC_SHA512_HEX']) {
      const event = sumsub.verifyWebhook(body, {
        [DIGEST_HEADER]: payloadDigest('webhook-secret-key', body, alg),
        [DIGEST_ALG_HEADER]: alg,
      });
      expect(event).toMatchObject({
        type: 'applicantReviewed',
        applicantId: APPLICANT.id,
        reviewStatus: 'completed',
        reviewResult: { reviewAnswer: 'GREEN', rejectLabels: [] },
        createdAt: new Date('2020-02-21T13:23:19.321Z'),
      });
    }
    const headers = { [DIGEST_HEADER]: payloadDigest('webhook-secret-key', body), [DIGEST_ALG_HEADER]: 'HMAC_SHA256_HEX' };
    expect(() => sumsub.verifyWebhook(body.replace('GREEN', 'RED'), headers)).toThrow(InvalidWebhookError);
    expect(() => sumsub.verifyWebhook(body, { ...headers, [DIGEST_HEADER]: payloadDigest('another-secret', body) })).toThrow(
      InvalidWebhookError,
    );
    expect(() => sumsub.verifyWebhook(body, { ...headers, [DIGEST_ALG_HEADER]: 'MD5' })).toThrow(InvalidWebhookError);
    expect(() => sumsub.verifyWebhook(body, {})).toThrow(InvalidWebhookError);
  });
});
