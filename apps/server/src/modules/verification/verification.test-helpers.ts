import type { TestApp } from '../../../test/helpers';
import { testEnv } from '../../../test/helpers';
import { asPlayer } from '../../../test/test-sessions';
import { makePlayer, type PlayerOverrides } from '../../../test/factories';
import { kycSandboxSecret } from './providers/sandbox/kyc-sandbox';
import { sandboxWebhookHeaders, SANDBOX_WEBHOOK_PATH } from './providers/sandbox/kyc-sandbox.dispatcher';
import { createKycSandboxRepository } from './providers/sandbox/kyc-sandbox.repository';

/** Test-only helpers: players, files, and the sandbox's webhooks delivered as the dispatcher would. */
export const testKycSecret = () => kycSandboxSecret(testEnv().SESSION_SECRET);

/** a player with a complete profile (the factory's), id only */
export async function newPlayer(t: TestApp, patch: PlayerOverrides = {}): Promise<string> {
  return (await makePlayer(t, patch)).id;
}

export const FILES = {
  jpg: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]),
  png: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]),
  pdf: new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  script: new TextEncoder().encode('#!/bin/sh\nrm -rf / --no-preserve-root\n'),
  html: new TextEncoder().encode('<html><script>alert(document.cookie)</script></html>'),
};

export function postWebhook(t: TestApp, body: string, secret = testKycSecret(), provider = 'sandbox') {
  return t.app.inject({
    method: 'POST',
    url: SANDBOX_WEBHOOK_PATH.replace('/sandbox', `/${provider}`),
    headers: sandboxWebhookHeaders(secret, body),
    payload: body,
  });
}

/** Delivers every due sandbox webhook once, in order, like the dispatcher; returns the types of `applicantId`'s. */
export async function deliverKycWebhooks(t: TestApp, applicantId?: string): Promise<string[]> {
  const repo = createKycSandboxRepository(t.database.db);
  const due = await repo.pendingWebhooks(t.clock.now());
  for (const w of due) {
    const res = await postWebhook(t, w.body);
    if (res.statusCode !== 200) throw new Error(`webhook refused: ${res.statusCode} ${res.body}`);
    await repo.markDelivered(w.id, t.clock.now());
  }
  return due.filter((w) => !applicantId || w.applicantId === applicantId).map((w) => JSON.parse(w.body).type as string);
}

export const operatorHeaders = { authorization: `Bearer ${testEnv().OPERATOR_TOKEN}` };

/** The player's verification flow through the HTTP API, as the site's verification page drives it. */
export function kycClient(t: TestApp, playerId: string) {
  const me = asPlayer(playerId);
  const json = { ...me, 'content-type': 'application/json' };
  let token = '';
  return {
    create: () => t.app.inject({ method: 'POST', url: '/api/verification/create/applicant', headers: json }),
    check: (applicantId: string) => t.app.inject({ url: `/api/verification/check/applicant?applicantId=${applicantId}`, headers: me }),
    requested: () => t.app.inject({ url: '/api/verification/documents/requested', headers: me }),
    async token() {
      const res = await t.app.inject({ url: '/api/verification/applicant/getToken', headers: me });
      token = res.json().token;
      return res;
    },
    upload: (q: Record<string, string>, bytes: Uint8Array, withToken = () => token) =>
      t.app.inject({
        method: 'POST',
        url: `/api/kyc-sandbox/documents?${new URLSearchParams(q)}`,
        headers: { 'x-access-token': withToken(), 'content-type': 'application/octet-stream' },
        payload: Buffer.from(bytes),
      }),
    submit: () => t.app.inject({ method: 'POST', url: '/api/kyc-sandbox/submit', headers: { 'x-access-token': token } }),
    frame: async () => (await t.app.inject({ url: '/api/cashier/frame', headers: me })).json(),
    review: (applicantId: string, body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/operator/verification/applicants/${applicantId}/review`,
        headers: { ...operatorHeaders, 'content-type': 'application/json' },
        payload: body,
      }),
    /** uploads an ID card's two sides and a selfie, and sends them for review */
    async uploadAll() {
      if (!token) await this.token();
      for (const [q, f] of [
        [{ step: 'IDENTITY', idDocType: 'ID_CARD', idDocSubType: 'FRONT_SIDE', fileName: 'front.jpg' }, FILES.jpg],
        [{ step: 'IDENTITY', idDocType: 'ID_CARD', idDocSubType: 'BACK_SIDE', fileName: 'back.png' }, FILES.png],
        [{ step: 'SELFIE', idDocType: 'SELFIE', fileName: 'selfie.jpeg' }, FILES.jpg],
      ] as const) {
        const res = await this.upload(q, f);
        if (res.statusCode !== 200) throw new Error(`upload refused: ${res.statusCode} ${res.body}`);
      }
      const sent = await this.submit();
      if (sent.statusCode !== 200) throw new Error(`submit refused: ${sent.statusCode} ${sent.body}`);
    },
  };
}
