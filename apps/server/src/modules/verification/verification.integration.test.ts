import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { applicantSchema, documentsRequestedSchema } from '@fortuna/contracts';
import { asPlayer } from '../../../test/test-sessions';
import { recordingPublisher } from '../../platform/realtime';
import { formatEventTime } from './providers/webhook-digest';
import { deliverKycWebhooks, FILES, kycClient, newPlayer, operatorHeaders, postWebhook } from './verification.test-helpers';
import { playerSuite } from '../../../test/suite';

describe('identity verification through the sandbox vendor', () => {
  const pushed = recordingPublisher();
  const reviewEvents: unknown[] = [];
  const t = playerSuite({ realtime: pushed, env: { KYC_UPLOAD_MAX_BYTES: '65536' } });
  beforeAll(async () => {
    t.events.on('verification.reviewChanged', (e) => void reviewEvents.push(e));
  });

  const applicantOf = async (kyc: ReturnType<typeof kycClient>, id: string) => applicantSchema.parse((await kyc.check(id)).json());

  it('lifecycle: created, documents uploaded, pending, GREEN by signed webhooks; GREEN unlocks withdrawals at once', async () => {
    const player = await newPlayer(t);
    const kyc = kycClient(t, player);
    expect((await kyc.frame()).withdrawalWarning).toBe('verification');

    const created = await kyc.create();
    expect(created.statusCode, created.body).toBe(200);
    const { applicantId } = created.json();
    expect((await kyc.create()).json().applicantId).toBe(applicantId); // idempotent
    expect((await applicantOf(kyc, applicantId)).applicantData).toEqual({
      levelName: 'basic-kyc-level',
      reviewStatus: 'init',
      reviewResult: null,
    });

    const before = documentsRequestedSchema.parse((await kyc.requested()).json());
    expect(before.steps.map((s) => [s.step, s.state])).toEqual([
      ['IDENTITY', 'missing'],
      ['SELFIE', 'missing'],
    ]);
    expect(before.canUpload).toBe(true);

    expect((await kyc.token()).json()).toMatchObject({ provider: 'sandbox', applicantId, userId: player });
    await kyc.uploadAll();
    const filed = documentsRequestedSchema.parse((await kyc.requested()).json());
    expect(filed.documents.map((d) => [d.step, d.idDocSubType, d.contentType, d.state])).toEqual([
      ['IDENTITY', 'FRONT_SIDE', 'image/jpeg', 'uploaded'],
      ['IDENTITY', 'BACK_SIDE', 'image/png', 'uploaded'],
      ['SELFIE', null, 'image/jpeg', 'uploaded'],
    ]);
    expect(t.storage.keys().filter((k) => k.startsWith('kyc/'))).toHaveLength(3);

    // nothing changes on the casino side until the vendor's webhooks arrive
    expect((await applicantOf(kyc, applicantId)).applicantData.reviewStatus).toBe('init');
    expect(await deliverKycWebhooks(t, applicantId)).toEqual(['applicantCreated', 'applicantPending']);
    expect((await applicantOf(kyc, applicantId)).applicantData.reviewStatus).toBe('pending');
    expect(documentsRequestedSchema.parse((await kyc.requested()).json()).canUpload).toBe(false);

    const reviewed = await kyc.review(applicantId, { reviewAnswer: 'GREEN' });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect((await kyc.frame()).canWithdraw).toBe(false);
    expect(await deliverKycWebhooks(t, applicantId)).toEqual(['applicantReviewed']);

    expect((await applicantOf(kyc, applicantId)).applicantData).toEqual({
      levelName: 'basic-kyc-level',
      reviewStatus: 'completed',
      reviewResult: { reviewAnswer: 'GREEN', rejectLabels: [], reviewRejectType: null, moderationComment: null },
    });
    const frame = await kyc.frame();
    expect(frame.canWithdraw).toBe(true);
    expect(frame.withdrawalWarning).toBeNull();
    expect(pushed.sent.filter((m) => m.channel === `profile:fortuna#${player}`).map((m) => m.message)).toContainEqual({
      type: 'verificationChanged',
      payload: { reviewStatus: 'completed', reviewAnswer: 'GREEN', reviewRejectType: null },
    });
    expect(reviewEvents).toContainEqual(expect.objectContaining({ playerId: player, reviewAnswer: 'GREEN' }));
    const steps = documentsRequestedSchema.parse((await kyc.requested()).json()).steps;
    expect(steps.map((s) => s.state)).toEqual(['accepted', 'accepted']);
  });

  it('a forged or replayed webhook changes nothing', async () => {
    const player = await newPlayer(t);
    const kyc = kycClient(t, player);
    const { applicantId } = (await kyc.create()).json();
    await kyc.uploadAll();
    const genuine = await deliverKycWebhooks(t, applicantId);
    expect(genuine).toEqual(['applicantCreated', 'applicantPending']);

    const forged = JSON.stringify({
      applicantId,
      externalUserId: player,
      levelName: 'basic-kyc-level',
      type: 'applicantReviewed',
      reviewStatus: 'completed',
      createdAtMs: formatEventTime(new Date(t.clock.now().getTime() + 60_000)),
      reviewResult: { reviewAnswer: 'GREEN' },
    });
    const wrongKey = await postWebhook(t, forged, 'not-the-webhook-secret-0123456789');
    expect(wrongKey.statusCode).toBe(401);
    expect(wrongKey.json()).toMatchObject({ code: 401 });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/verification/webhook/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: forged,
    });
    expect(unsigned.statusCode).toBe(401);
    // a digest of another body does not cover this one
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/verification/webhook/sandbox',
      headers: { ...(await postWebhookHeadersFor('{}')), 'content-type': 'application/json' },
      payload: forged,
    });
    expect(tampered.statusCode).toBe(401);
    expect(
      await t.app.inject({
        method: 'POST',
        url: '/api/verification/webhook/sumsub',
        headers: { 'content-type': 'application/json' },
        payload: forged,
      }),
    ).toMatchObject({ statusCode: 404 });

    expect((await applicantOf(kyc, applicantId)).applicantData.reviewStatus).toBe('pending');
    expect((await kyc.frame()).canWithdraw).toBe(false);

    // the vendor says GREEN; replaying the older "pending" webhook afterwards changes nothing
    const { rows } = (await t.database.db.execute(
      sql`select body from kyc_sandbox_webhooks where applicant_id = ${applicantId} and body like '%applicantPending%'`,
    )) as unknown as { rows: { body: string }[] };
    await kyc.review(applicantId, { reviewAnswer: 'GREEN' });
    await deliverKycWebhooks(t, applicantId);
    const replay = await postWebhook(t, rows[0].body);
    expect(replay.json()).toEqual({ ok: true, applied: false });
    expect((await applicantOf(kyc, applicantId)).applicantData.reviewResult?.reviewAnswer).toBe('GREEN');

    async function postWebhookHeadersFor(body: string) {
      const { sandboxWebhookHeaders } = await import('./providers/sandbox/kyc-sandbox.dispatcher');
      const { testKycSecret } = await import('./verification.test-helpers');
      return sandboxWebhookHeaders(testKycSecret(), body);
    }
  });

  it('RED keeps withdrawals locked and shows the reasons; RETRY lets the player resubmit, FINAL does not', async () => {
    const player = await newPlayer(t);
    const kyc = kycClient(t, player);
    const { applicantId } = (await kyc.create()).json();
    await kyc.uploadAll();
    await deliverKycWebhooks(t, applicantId);
    const red = await kyc.review(applicantId, {
      reviewAnswer: 'RED',
      rejectLabels: ['UNSATISFACTORY_PHOTOS'],
      reviewRejectType: 'RETRY',
      moderationComment: 'The photo of your ID card is blurred.',
    });
    expect(red.statusCode, red.body).toBe(200);
    await deliverKycWebhooks(t, applicantId);
    expect((await applicantOf(kyc, applicantId)).applicantData.reviewResult).toEqual({
      reviewAnswer: 'RED',
      rejectLabels: ['UNSATISFACTORY_PHOTOS'],
      reviewRejectType: 'RETRY',
      moderationComment: 'The photo of your ID card is blurred.',
    });
    const frame = await kyc.frame();
    expect([frame.canWithdraw, frame.withdrawalWarning]).toEqual([false, 'verification']);
    const withdrawal = await t.app.inject({
      method: 'POST',
      url: '/api/cashier/withdrawal',
      headers: { ...asPlayer(player), 'content-type': 'application/json' },
      payload: { paymentSystem: 'sandbox-bank', amount: 1_000, bank: { iban: 'DE89370400440532013000', holder: 'Ada Lovelace' } },
    });
    expect(withdrawal.statusCode).toBe(403);

    const retry = documentsRequestedSchema.parse((await kyc.requested()).json());
    expect(retry.canUpload).toBe(true);
    expect(retry.steps[0]).toMatchObject({ step: 'IDENTITY', state: 'rejected', rejectLabels: ['UNSATISFACTORY_PHOTOS'] });
    // the rejected document goes: any identity document may replace it
    expect(retry.steps[0].requested).toEqual([{ idDocType: null, idDocSubType: 'FRONT_SIDE' }]);
    expect(retry.steps[1].state).toBe('accepted');
    expect((await kyc.submit()).statusCode).toBe(400); // the rejected sides must be replaced first
    for (const side of ['FRONT_SIDE', 'BACK_SIDE'])
      expect(
        (await kyc.upload({ step: 'IDENTITY', idDocType: 'PASSPORT', idDocSubType: side, fileName: 'p.jpg' }, FILES.jpg)).statusCode,
      ).toBe(
        side === 'FRONT_SIDE' ? 200 : 400, // a passport has one side
      );
    expect((await kyc.submit()).statusCode).toBe(200);
    await deliverKycWebhooks(t, applicantId);
    expect((await applicantOf(kyc, applicantId)).applicantData).toMatchObject({ reviewStatus: 'pending', reviewResult: null });

    await kyc.review(applicantId, { reviewAnswer: 'RED', rejectLabels: ['FORGERY'], reviewRejectType: 'FINAL' });
    await deliverKycWebhooks(t, applicantId);
    const final = documentsRequestedSchema.parse((await kyc.requested()).json());
    expect([final.canUpload, final.canSubmit]).toEqual([false, false]);
    expect((await kyc.upload({ step: 'SELFIE', idDocType: 'SELFIE', fileName: 's.jpg' }, FILES.jpg)).statusCode).toBe(409);
    expect((await kyc.frame()).canWithdraw).toBe(false);
  });

  it('files are judged by their content: a .jpg with a PDF or a script inside is refused and nothing is kept', async () => {
    const player = await newPlayer(t);
    const kyc = kycClient(t, player);
    await kyc.create();
    await kyc.token();
    const stored = t.storage.keys().length;
    const front = { step: 'IDENTITY', idDocType: 'ID_CARD', idDocSubType: 'FRONT_SIDE' };
    const refused = async (fileName: string, bytes: Uint8Array, step = front) => {
      const res = await kyc.upload({ ...step, fileName }, bytes);
      return [res.statusCode, res.json().errors?.file?.[0]];
    };
    expect(await refused('id.jpg', FILES.pdf)).toEqual([400, 'mismatch']);
    expect(await refused('id.jpg', FILES.script)).toEqual([400, 'content']);
    expect(await refused('id.png', FILES.html)).toEqual([400, 'content']);
    expect(await refused('id.exe', FILES.jpg)).toEqual([400, 'extension']);
    expect(await refused('id', FILES.jpg)).toEqual([400, 'extension']);
    expect(await refused('id.jpg', new Uint8Array())).toEqual([400, 'empty']);
    expect(await refused('selfie.pdf', FILES.pdf, { step: 'SELFIE', idDocType: 'SELFIE' } as typeof front)).toEqual([400, 'notImage']);
    const big = new Uint8Array(70_000);
    big.set(FILES.jpg.slice(0, 4));
    expect((await kyc.upload({ ...front, fileName: 'big.jpg' }, big)).statusCode).toBe(413);
    expect((await kyc.upload({ ...front, fileName: 'id.jpg' }, FILES.jpg, () => '')).statusCode).toBe(401);
    const forgedToken = `sbx_${'a'.repeat(24)}.${Date.now() + 60_000}.${'0'.repeat(64)}`;
    expect((await kyc.upload({ ...front, fileName: 'id.jpg' }, FILES.jpg, () => forgedToken)).statusCode).toBe(401);
    expect(t.storage.keys().length).toBe(stored);
    // a PDF named .pdf is fine for the identity step
    expect((await kyc.upload({ ...front, fileName: 'id.PDF' }, FILES.pdf)).statusCode).toBe(200);
  });

  it('tokens expire; other players cannot read an applicant; operator calls need the operator token', async () => {
    const player = await newPlayer(t);
    const other = await newPlayer(t);
    const kyc = kycClient(t, player);
    const { applicantId } = (await kyc.create()).json();
    expect((await kycClient(t, other).check(applicantId)).statusCode).toBe(404);
    await kyc.token();
    t.clock.advance(31 * 60_000);
    expect((await kyc.upload({ step: 'SELFIE', idDocType: 'SELFIE', fileName: 's.jpg' }, FILES.jpg)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/operator/verification/applicants' })).statusCode).toBe(403);
    const list = await t.app.inject({ url: '/api/operator/verification/applicants?reviewStatus=init', headers: operatorHeaders });
    expect(list.json().applicants.map((a: { applicantId: string }) => a.applicantId)).toContain(applicantId);
    expect((await t.app.inject({ url: '/api/verification/documents/requested' })).statusCode).toBe(401);
  });
});
