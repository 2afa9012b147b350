import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { hashServerSeedPortable, PortableFairRng, recomputeRound } from '@fortuna/game-math/browser';
import { MIN_ROUND_INTERVAL_MS, privacyRequestListSchema, roundHistorySchema, type RoundFairness } from '@fortuna/contracts';
import { readMailbox } from './helpers';
import { playerSuite } from './suite';
import { asPlayer } from './test-sessions';
import { deliverCallbacks } from '../src/modules/cashier/cashier.test-helpers';
import { hashPassword } from '../src/modules/auth/auth.crypto';
import { launchAndOpen, spin } from '../src/modules/rgs/test/rgs.test-support';
import { deliverKycWebhooks, kycClient, newPlayer, operatorHeaders } from '../src/modules/verification/verification.test-helpers';

const approve = { holder: 'Ada Lovelace', expiry: '12/30', cvc: '123', number: '4242 4242 4242 4242' };
type Rows<T> = { rows: T[] };

describe('privacy (GDPR) requests', () => {
  const t = playerSuite({ timeout: 60_000 });

  const json = (player: string) => ({ ...asPlayer(player), 'content-type': 'application/json' });
  const ask = (player: string, type: string, text = 'Please send me everything you hold about me.') =>
    t.app.inject({ method: 'POST', url: `/api/profile/gdpr/${type}`, headers: json(player), payload: { text } });
  const requests = async (player: string) =>
    privacyRequestListSchema.parse((await t.app.inject({ url: '/api/profile/gdpr/requests', headers: asPlayer(player) })).json()).requests;
  const operator = (path: string, body: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/operator/privacy${path}`,
      headers: { ...operatorHeaders, 'content-type': 'application/json' },
      payload: body,
    });
  const query = async <T>(q: ReturnType<typeof sql>) => ((await t.database.db.execute(q)) as unknown as Rows<T>).rows;

  /** a player with a bit of everything: a deposit, an identity check, a round */
  async function activePlayer(tag: string) {
    const id = await newPlayer(t, { name: `Name${tag}`, surname: `Surname${tag}` });
    t.clock.advance(11_000);
    const dep = await t.app.inject({
      method: 'POST',
      url: '/api/cashier/deposit',
      headers: json(id),
      payload: { paymentSystem: 'sandbox-card', amount: 5_000, card: approve },
    });
    expect(dep.statusCode, dep.body).toBe(200);
    await deliverCallbacks(t);
    const kyc = kycClient(t, id);
    const { applicantId } = (await kyc.create()).json();
    await kyc.uploadAll();
    await kyc.review(applicantId, { reviewAnswer: 'GREEN' });
    await deliverKycWebhooks(t);
    const [game] = await query<{ url: string }>(sql`select url from games where engine = 'dice' order by url limit 1`);
    const session = await launchAndOpen(t, game.url, id);
    t.clock.advance(MIN_ROUND_INTERVAL_MS);
    const round = await spin(t, session.sessionId, id, { bet: { amount: 100, direction: 'under', target: 5000 } });
    expect(round.statusCode, round.body).toBe(200);
    const email = (await query<{ email: string }>(sql`select email from players where id = ${id}`))[0].email;
    return { id, email, sessionId: session.sessionId };
  }

  it('export: a background job builds a zip of the player’s data and nobody else’s, downloaded from an expiring link', async () => {
    const a = await activePlayer('Alpha');
    const b = await activePlayer('Bravo');
    expect((await ask(a.id, 'export', 'too short')).statusCode).toBe(400);
    const asked = await ask(a.id, 'export');
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ type: 'export', status: 'received', download: null });
    expect((await ask(a.id, 'export')).statusCode).toBe(409); // one open request of a kind

    expect((await operator('/jobs')).json()).toMatchObject({ exports: 1 });
    const [done] = await requests(a.id);
    expect(done).toMatchObject({ status: 'completed' });
    expect(done.download).not.toBeNull();
    expect((await requests(b.id)).length).toBe(0);

    const res = await t.app.inject({ url: done.download!.url, headers: asPlayer(a.id) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(zip).sort();
    for (const f of [
      'README.txt',
      'profile.json',
      'sessions-and-auth-log.json',
      'payments.json',
      'ledger.json',
      'rounds.json',
      'bonuses.json',
      'identity-verification.json',
      'privacy-requests.json',
      'audit-trail.json',
      'mail.json',
    ])
      expect(names).toContain(f);
    expect(names.filter((n) => n.startsWith('files/identity-verification/'))).toHaveLength(3);
    const read = (name: string) => JSON.parse(strFromU8(zip[name]));
    expect(read('profile.json').profile).toMatchObject({ id: a.id, email: a.email, name: 'NameAlpha' });
    expect(read('profile.json').profile.passwordHash).toBeUndefined();
    expect(read('payments.json').payments).toEqual([expect.objectContaining({ playerId: a.id, amount: 5_000, status: 'ok' })]);
    expect(read('rounds.json').rounds).toHaveLength(1);
    expect(read('identity-verification.json').applicant.applicantData.reviewResult.reviewAnswer).toBe('GREEN');
    expect(read('ledger.json').entries.length).toBeGreaterThan(0);
    // nobody else's data: B's id, email and name appear in no file
    const everything = names
      .filter((n) => n.endsWith('.json'))
      .map((n) => strFromU8(zip[n]))
      .join('\n');
    for (const other of [b.id, b.email, 'NameBravo']) expect(everything).not.toContain(other);
    expect(everything).not.toMatch(/tokenHash|token_hash|passwordHash|"token":/);

    // only its owner, only with the signed link, only until it expires
    expect((await t.app.inject({ url: done.download!.url, headers: asPlayer(b.id) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: done.download!.url })).statusCode).toBe(401);
    const forged = done.download!.url.replace(/token=(\d+)\.[0-9a-f]+/, (_m, exp) => `token=${exp}.${'0'.repeat(64)}`);
    expect((await t.app.inject({ url: forged, headers: asPlayer(a.id) })).statusCode).toBe(403);

    const mails = (await readMailbox(t.app)).mails.filter((m) => m.to === a.email && m.template === 'privacy-export-ready');
    expect(mails).toHaveLength(1);
    const audit = await query<{ event: string }>(
      sql`select event from audit_log where player_id = ${a.id} and event like 'privacy.%' order by id`,
    );
    expect(audit.map((r) => r.event)).toEqual(['privacy.requested', 'privacy.exportCompleted', 'privacy.exportDownloaded']);

    t.clock.advance(8 * 24 * 60 * 60_000);
    await operator('/jobs'); // deletes expired archives
    expect((await t.app.inject({ url: done.download!.url, headers: asPlayer(a.id) })).statusCode).toBe(404);
    expect((await requests(a.id))[0].download).toBeNull();
    expect(t.storage.keys().filter((k) => k.startsWith('privacy/'))).toEqual([]);
  }, 60_000);

  it('erasure: after the operator step the profile is anonymised and the account closed; the ledger balances and rounds still verify', async () => {
    const a = await activePlayer('Charlie');
    await t.database.db.execute(sql`update players set password_hash = ${await hashPassword('Secret-pass-1')} where id = ${a.id}`);
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: { email: a.email, password: 'Secret-pass-1' },
      });
    expect((await login()).statusCode).toBe(200);
    // the seed is revealed (rotated) while the game session is open; the check comes after the erasure
    const rotated = await t.app.inject({
      method: 'POST',
      url: '/api/rgs/fairness/rotate',
      payload: { sessionId: a.sessionId },
      headers: json(a.id),
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    // an export waiting to be downloaded holds the same data: it goes with the erasure
    await ask(a.id, 'export');
    await operator('/jobs');

    const asked = await ask(a.id, 'erasure', 'Please delete my account and my personal data.');
    expect(asked.statusCode).toBe(200);
    const listed = (await t.app.inject({ url: '/api/operator/privacy/requests?status=received', headers: operatorHeaders })).json()
      .requests;
    const mine = listed.find((r: { id: string }) => r.id === asked.json().id);
    expect(mine).toMatchObject({ playerId: a.id, type: 'erasure', overdue: false });
    expect(new Date(mine.dueAt).getTime() - new Date(mine.createdAt).getTime()).toBeGreaterThanOrEqual(28 * 86_400_000);
    t.clock.advance(32 * 86_400_000);
    const late = (await t.app.inject({ url: '/api/operator/privacy/requests', headers: operatorHeaders })).json().requests;
    expect(late.find((r: { id: string }) => r.id === mine.id).overdue).toBe(true);

    const done = await operator(`/requests/${mine.id}/complete`, { answer: 'Your personal data has been erased.' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'completed', answer: 'Your personal data has been erased.' });
    expect((await operator(`/requests/${mine.id}/complete`)).statusCode).toBe(409);

    const [p] = await query<Record<string, unknown>>(sql`select * from players where id = ${a.id}`);
    expect(p).toMatchObject({ name: null, surname: null, phone: null, birth_date: null, last_ip: null, status: 'closed' });
    expect(p.email).toMatch(/^[0-9a-f]{16}@erased\.invalid$/);
    expect(String(p.login)).toMatch(/^erased-/);
    expect((await login()).statusCode).toBe(400);
    const open = await query<{ n: number }>(
      sql`select count(*)::int as n from auth_sessions where player_id = ${a.id} and ended_at is null`,
    );
    expect(open[0].n).toBe(0);
    expect(await query(sql`select 1 from auth_sessions where player_id = ${a.id} and (ip is not null or user_agent is not null)`)).toEqual(
      [],
    );
    expect(t.storage.keys().filter((k) => k.startsWith('privacy/'))).toEqual([]);
    // the identity check is kept, restricted, for five years
    const [kyc] = await query<{ retain_until: string }>(sql`select retain_until from verification_applicants where player_id = ${a.id}`);
    expect(new Date(kyc.retain_until).getUTCFullYear()).toBe(t.clock.now().getUTCFullYear() + 5);
    expect((await ask(a.id, 'export')).statusCode).toBe(403);

    // the ledger still balances: every currency sums to zero, every account equals its entries
    expect(await query(sql`select currency, sum(amount) as s from wallet_entries group by currency having sum(amount) <> 0`)).toEqual([]);
    expect(
      await query(
        sql`select a.id from wallet_accounts a left join wallet_entries e on e.account_id = a.id group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)`,
      ),
    ).toEqual([]);
    const [bal] = await query<{ balance: string }>(sql`select balance from wallet_accounts where player_id = ${a.id} and kind = 'real'`);
    expect(Number(bal.balance)).toBeGreaterThan(0);

    // the round still verifies from its revealed seeds
    const history = roundHistorySchema.parse((await t.app.inject({ url: '/api/history/rounds', headers: asPlayer(a.id) })).json());
    expect(history.collection).toHaveLength(1);
    const fair = history.collection[0].fairness as RoundFairness;
    expect(hashServerSeedPortable(fair.serverSeed!)).toBe(fair.serverSeedHash);
    const outcome = recomputeRound(
      'dice',
      new PortableFairRng({ serverSeed: fair.serverSeed!, clientSeed: fair.clientSeed, nonce: fair.nonce }),
      fair,
    );
    const recall = (await t.app.inject({ url: `/api/rgs/rounds/${history.collection[0].roundId}`, headers: asPlayer(a.id) })).json().round;
    expect(outcome.kind === 'dice' && outcome.roll).toBe(recall.state.outcome.roll / 100);

    const audit = await query<{ event: string; ip: string | null }>(
      sql`select event, ip from audit_log where player_id = ${a.id} and event like 'privacy.%'`,
    );
    expect(audit.map((r) => r.event)).toContain('privacy.erasureCompleted');
    expect(audit.every((r) => r.ip === null)).toBe(true);
  }, 60_000);

  it('rectification and rejection are operator steps; nobody else can take them', async () => {
    const id = await newPlayer(t);
    const fix = (await ask(id, 'rectification', 'My surname is spelled Lovelace, not Lovelase.')).json();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/operator/privacy/requests/${fix.id}/complete`,
          headers: { 'content-type': 'application/json' },
          payload: {},
        })
      ).statusCode,
    ).toBe(403);
    // the corrections follow the profile's rules, and only a rectification carries them
    expect((await operator(`/requests/${fix.id}/complete`, { corrections: { surname: 'Love lace' } })).statusCode).toBe(400);
    expect((await operator(`/requests/${fix.id}/complete`, { corrections: { email: 'x@y.z' } })).statusCode).toBe(400);
    const fixed = await operator(`/requests/${fix.id}/complete`, { answer: 'Corrected.', corrections: { surname: 'Byron' } });
    expect(fixed.json(), fixed.body).toMatchObject({ status: 'completed', answer: 'Corrected.' });
    expect((await query<{ surname: string }>(sql`select surname from players where id = ${id}`))[0].surname).toBe('Byron');
    const [rectified] = await query<{ details: { fields: string[] } }>(
      sql`select details from audit_log where player_id = ${id} and event = 'player.profileRectified'`,
    );
    expect(rectified.details.fields).toEqual(['surname']);
    const erase = (await ask(id, 'erasure', 'Delete everything you have about me.')).json();
    expect((await operator(`/requests/${erase.id}/complete`, { corrections: { name: 'Grace' } })).statusCode).toBe(400);
    expect(
      (await operator(`/requests/${erase.id}/reject`, { answer: 'You have an open withdrawal; ask again when it is paid.' })).json(),
    ).toMatchObject({ status: 'rejected' });
    expect((await requests(id)).map((r) => [r.type, r.status])).toEqual([
      ['erasure', 'rejected'],
      ['rectification', 'completed'],
    ]);
    // a Romanian player's birth date must keep agreeing with the CNP on file
    const ro = await newPlayer(t, { country: 'RO', personalCode: '2900517123455', gender: 'female' });
    const roFix = (await ask(ro, 'rectification', 'My birth date on file is wrong, please correct it.')).json();
    const refused = await operator(`/requests/${roFix.id}/complete`, { corrections: { birthDate: '1990-05-18' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ birthDate: ['errors.cnpBirthDateMismatch'] });
    expect((await query<{ name: string }>(sql`select name from players where id = ${id}`))[0].name).toBe('Ada');
    const exp = (await ask(id, 'export')).json();
    expect((await operator(`/requests/${exp.id}/complete`)).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/profile/gdpr/deletion',
          headers: json(id),
          payload: { text: 'whatever you like here' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('exports: at most three in 30 days', async () => {
    const id = await newPlayer(t);
    for (let i = 0; i < 3; i++) {
      expect((await ask(id, 'export')).statusCode).toBe(200);
      await operator('/jobs');
      t.clock.advance(86_400_000);
    }
    const fourth = await ask(id, 'export');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 429, errors: { text: ['errors.privacyExportLimit'] } });
    expect(fourth.json().message).toMatch(/next one from \d{4}-\d{2}-\d{2}/);
    t.clock.advance(28 * 86_400_000);
    expect((await ask(id, 'export')).statusCode).toBe(200);
  });

  it('an export whose worker died mid-way is built again by the next run', async () => {
    const id = await newPlayer(t);
    const req = (await ask(id, 'export')).json();
    // a worker claimed it and died before storing the archive
    await t.database.db.execute(
      sql`update privacy_requests set status = 'processing', attempts = 1, updated_at = ${t.clock.now().toISOString()} where id = ${req.id}`,
    );
    await operator('/jobs');
    expect((await requests(id))[0].status).toBe('processing');
    t.clock.advance(16 * 60_000);
    await operator('/jobs');
    expect((await requests(id))[0]).toMatchObject({ status: 'completed', download: expect.objectContaining({ url: expect.any(String) }) });
  });

  // last: it moves the shared clock five years on
  it('retention: five years after an erasure the identity check, the requests and the audit trail are deleted; money records stay', async () => {
    const a = await activePlayer('Delta');
    const [kycBefore] = await query<{ applicant_id: string }>(
      sql`select applicant_id from verification_applicants where player_id = ${a.id}`,
    );
    expect(t.storage.keys().filter((k) => k.startsWith(`kyc/${kycBefore.applicant_id}/`))).toHaveLength(3);
    const erasure = (await ask(a.id, 'erasure', 'Please delete my account and my personal data.')).json();
    expect((await operator(`/requests/${erasure.id}/complete`)).statusCode).toBe(200);
    const count = async () => ({
      applicants: (await query(sql`select 1 from verification_applicants where player_id = ${a.id}`)).length,
      sandbox: (await query(sql`select 1 from kyc_sandbox_documents where applicant_id = ${kycBefore.applicant_id}`)).length,
      files: t.storage.keys().filter((k) => k.startsWith(`kyc/${kycBefore.applicant_id}/`)).length,
      requests: (await query(sql`select 1 from privacy_requests where player_id = ${a.id}`)).length,
      audit: (await query(sql`select 1 from audit_log where player_id = ${a.id}`)).length,
      mail: (await query(sql`select 1 from mail_outbox where player_id = ${a.id}`)).length,
      entries: (await query(sql`select 1 from wallet_entries e join wallet_accounts w on w.id = e.account_id where w.player_id = ${a.id}`))
        .length,
    });
    const kept = await count();
    expect(kept).toMatchObject({ applicants: 1, sandbox: 3, files: 3, requests: 1 });
    expect(kept.audit).toBeGreaterThan(0);
    expect(kept.entries).toBeGreaterThan(0);

    t.clock.advance(5 * 365 * 86_400_000 - 86_400_000); // a day before the five years end
    await operator('/jobs');
    expect(await count()).toEqual(kept);

    t.clock.advance(3 * 86_400_000);
    expect((await operator('/jobs')).json().purged).toBeGreaterThanOrEqual(2); // the identity check, and the privacy records
    expect(await count()).toEqual({ applicants: 0, sandbox: 0, files: 0, requests: 0, audit: 0, mail: 0, entries: kept.entries });
    const events = await query<{ event: string }>(sql`select event from audit_log where event like 'retention.%'`);
    expect(events.map((e) => e.event)).toEqual(
      expect.arrayContaining(['retention.identityCheckDeleted', 'retention.privacyRecordsDeleted']),
    );
    // the ledger still balances
    expect(await query(sql`select currency, sum(amount) as s from wallet_entries group by currency having sum(amount) <> 0`)).toEqual([]);
    expect((await operator('/jobs')).json()).toMatchObject({ purged: 0 });
  }, 60_000);
});
