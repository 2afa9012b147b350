import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers';
import { testEnv } from '../../../test/helpers';
import { sandboxSecret } from './cashier.module';
import { SIGNATURE_HEADER, signCallback } from './providers/sandbox/sandbox.signature';

/** Test-only: what the sandbox dispatcher would POST, sent through app.inject with a valid signature. */
export const testSandboxSecret = () => sandboxSecret(testEnv().SESSION_SECRET);

export async function pendingCallbacks(t: TestApp, dueOnly = true): Promise<{ eventId: string; body: string }[]> {
  const result = (await t.database.db.execute(
    sql`select event_id as "eventId", body from sandbox_callbacks where delivered_at is null ${dueOnly ? sql`and due_at <= ${t.clock.now().toISOString()}` : sql``} order by due_at`,
  )) as unknown as { rows: { eventId: string; body: string }[] };
  return result.rows;
}

export function postCallback(t: TestApp, body: string, secret = testSandboxSecret()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/cashier/callback/sandbox',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signCallback(secret, body, Math.floor(t.clock.now().getTime() / 1000)),
    },
    payload: body,
  });
}

/** Delivers every due sandbox callback once, like the dispatcher does. */
export async function deliverCallbacks(t: TestApp): Promise<number> {
  const due = await pendingCallbacks(t);
  for (const c of due) {
    const res = await postCallback(t, c.body);
    if (res.statusCode !== 200) throw new Error(`callback refused: ${res.statusCode} ${res.body}`);
    await t.database.db.execute(sql`update sandbox_callbacks set delivered_at = now() where event_id = ${c.eventId}`);
  }
  return due.length;
}
