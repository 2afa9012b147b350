import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { recordingPublisher } from '../src/platform/realtime';
import { buildTestApp } from './helpers';
import { testSuite } from './suite';

const OPERATOR = { authorization: 'Bearer operator-token-for-tests-0123456789', 'content-type': 'application/json' };

/** Operator notices as persistent toasts: on exactly the named players' notification or week notification channel. */
describe('operator notifications', () => {
  const pushes = recordingPublisher();
  const t = testSuite(() => buildTestApp({ realtime: pushes }));

  const send = (payload: object, headers: Record<string, string> = OPERATOR) =>
    t.app.inject({ method: 'POST', url: '/api/operator/notifications', headers, payload });

  it('reaches each named player once, on the chosen channel, with the HTML sanitised', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const res = await send({
      channel: 'weekNotification',
      playerIds: [a, b, a.toUpperCase()],
      title: 'Your week',
      message: '<p onclick="x()">You played <b>12</b> rounds<script>alert(1)</script></p>',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: true, sent: 2 });
    expect(pushes.sent).toEqual([
      {
        channel: `week_notification:fortuna#${a}`,
        message: { type: 'weekNotification', payload: { kind: 'info', title: 'Your week', message: '<p>You played <b>12</b> rounds</p>' } },
      },
      {
        channel: `week_notification:fortuna#${b}`,
        message: { type: 'weekNotification', payload: { kind: 'info', title: 'Your week', message: '<p>You played <b>12</b> rounds</p>' } },
      },
    ]);

    pushes.sent.length = 0;
    expect((await send({ channel: 'notification', playerIds: [a], kind: 'warning', message: 'Check your limits' })).statusCode).toBe(200);
    expect(pushes.sent).toEqual([
      {
        channel: `notification:fortuna#${a}`,
        message: { type: 'notification', payload: { kind: 'warning', message: 'Check your limits' } },
      },
    ]);
  });

  it('needs the operator token and a valid body', async () => {
    pushes.sent.length = 0;
    const ok = { channel: 'notification', playerIds: [randomUUID()], message: 'x' };
    expect((await send(ok, { 'content-type': 'application/json' })).statusCode).toBe(403);
    expect((await send({ ...ok, channel: 'profile' })).statusCode).toBe(400);
    expect((await send({ ...ok, playerIds: [] })).statusCode).toBe(400);
    expect((await send({ ...ok, playerIds: ['not-an-id'] })).statusCode).toBe(400);
    expect(pushes.sent).toEqual([]);
  });
});
