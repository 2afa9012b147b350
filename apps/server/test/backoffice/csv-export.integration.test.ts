import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePlayer } from '../factories';
import { backofficeTestApp, playerWithWithdrawals, signedInOperator, type BackofficeTestApp } from './support';

/** a CSV body as rows of raw cells (these tests keep commas out of the cells they look at) */
const lines = (body: string) => body.split('\r\n').filter(Boolean);

/** The CSV downloads of the back office's lists: every matching row, the list's filters, safe cells, audited. */
describe('back-office CSV exports', () => {
  let t: BackofficeTestApp;
  let admin: Awaited<ReturnType<typeof signedInOperator>>;
  beforeAll(async () => {
    t = await backofficeTestApp();
    admin = await signedInOperator(t, 'admin');
  }, 120_000);
  afterAll(() => t?.close());

  const exportsOf = async (list: string) =>
    (await admin.client.req('GET', `/api/admin/audit?action=export.csv&target=${encodeURIComponent(`list:${list}`)}`)).json().items as {
      actor: string;
      action: string;
      target: string;
      details: Record<string, unknown>;
    }[];

  it('players.csv: the search as a file; a cell starting with = is neutralised; the download is audited', async () => {
    const support = await signedInOperator(t, 'support');
    const player = await makePlayer(t, { email: `=cmd${Date.now()}@fortuna.test`, name: '=HYPERLINK("http://x", "y")' });
    const res = await support.client.req('GET', `/api/admin/players.csv?q=${encodeURIComponent(player.email)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="players-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const [head, row, ...rest] = lines(res.body);
    expect(head).toBe('id,email,login,name,surname,country,currency,status,block_status,registered_at');
    expect(rest).toEqual([]);
    expect(row).toBe(
      `${player.id},'${player.email},${player.login},"'=HYPERLINK(""http://x"", ""y"")",Lovelace,FR,EUR,active,0,${player.registeredAt.toISOString()}`,
    );

    const [entry] = await exportsOf('players');
    expect(entry).toMatchObject({
      actor: support.email,
      action: 'export.csv',
      target: 'list:players',
      details: { list: 'players', route: 'GET /api/admin/players.csv', filters: { q: player.email }, total: 1, rows: 1 },
    });
  });

  it('withdrawals.csv: every row of the status asked for, amounts in major units, flags', async () => {
    const payments = await signedInOperator(t, 'payments');
    const { player, withdrawals } = await playerWithWithdrawals(t, [1234, 40_000]);
    const res = await payments.client.req('GET', '/api/admin/withdrawals.csv?status=init');
    expect(res.statusCode, res.body).toBe(200);
    const [head, ...rows] = lines(res.body);
    expect(head).toBe('id,created_at,player_id,player_email,player_login,status,reason,amount,currency,payment_system,flags');
    const mine = rows.filter((r) => r.includes(player));
    expect(mine.map((r) => r.split(',')[0])).toEqual(withdrawals);
    expect(mine[0].split(',').slice(5, 10)).toEqual(['init', '', '12.34', 'EUR', 'sandbox-card']);
    expect(mine[0].split(',')[10]).toContain('firstWithdrawal');
    expect(mine[1].split(',')[7]).toBe('400.00');
    // the same list as the screen: the same total
    const list = (await payments.client.req('GET', '/api/admin/withdrawals?status=init&pageSize=1')).json();
    expect(rows).toHaveLength(list.total);
    expect(res.headers['x-total-count']).toBe(String(list.total));
    // another status: none of these
    const settled = await payments.client.req('GET', '/api/admin/withdrawals.csv?status=ok');
    expect(lines(settled.body).filter((r) => r.includes(player))).toEqual([]);
    expect((await exportsOf('withdrawals'))[0].details).toMatchObject({ filters: { status: 'ok' } });
  });

  it('audit.csv: the search with its filters, JSON values in one cell', async () => {
    const analyst = await signedInOperator(t, 'analyst');
    await analyst.client.req('GET', '/api/admin/players.csv?q=nobody%40nowhere.test');
    const res = await analyst.client.req('GET', `/api/admin/audit.csv?action=export.csv&operator=${encodeURIComponent(analyst.email)}`);
    expect(res.statusCode, res.body).toBe(200);
    const [head, ...rows] = lines(res.body);
    expect(head).toBe('id,at,actor,operator_id,ip,action,target,status,before,after,details');
    // the players export only: this download's own entry is written after the list was read
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(`,${analyst.email},`);
    expect(rows[0]).toContain(',export.csv,list:players,200,,,"{""list"":""players""');
    expect(res.headers['content-disposition']).toMatch(/filename="audit-/);
    expect((await exportsOf('audit'))[0]).toMatchObject({ actor: analyst.email, details: { filters: { action: 'export.csv' } } });
  });

  it('gdpr.csv and self-excluded.csv and kyc.csv: the compliance queues', async () => {
    const compliance = await signedInOperator(t, 'compliance');
    const player = (await makePlayer(t)).id;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/profile/gdpr/rectification',
      headers: { 'content-type': 'application/json', 'x-test-player': player },
      payload: { text: '=1+1 my surname is spelt wrong, please correct it.' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const gdpr = await compliance.client.req('GET', '/api/admin/compliance/gdpr.csv?status=received');
    expect(gdpr.statusCode, gdpr.body).toBe(200);
    const [head, ...rows] = lines(gdpr.body);
    expect(head).toBe('id,player_id,type,status,created_at,due_at,overdue,processed_at,text,answer');
    const row = rows.find((r) => r.includes(player))!;
    expect(row).toContain(`${asked.json().id},${player},rectification,received,`);
    expect(row).toContain(`,false,,"'=1+1 my surname is spelt wrong, please correct it.",`);
    expect(lines((await compliance.client.req('GET', '/api/admin/compliance/gdpr.csv?status=completed')).body).join()).not.toContain(
      player,
    );

    const excluded = await makePlayer(t, { status: 'self_excluded', suspendedUntil: new Date('2027-01-01T00:00:00Z') });
    const se = await compliance.client.req('GET', '/api/admin/compliance/self-excluded.csv');
    expect(se.statusCode, se.body).toBe(200);
    expect(lines(se.body)[0]).toBe('id,email,login,name,surname,country,currency,status,block_status,registered_at,suspended_until');
    expect(lines(se.body).find((r) => r.startsWith(excluded.id))).toMatch(/,self_excluded,0,.*,2027-01-01T00:00:00.000Z$/);

    const kyc = await compliance.client.req('GET', '/api/admin/compliance/kyc.csv?reviewStatus=pending');
    expect(kyc.statusCode, kyc.body).toBe(200);
    expect(lines(kyc.body)[0]).toBe('applicant_id,player_id,level,review_status,review_answer,reject_labels,documents,created_at');
    expect((await exportsOf('kyc'))[0]).toMatchObject({ actor: compliance.email, details: { filters: { reviewStatus: 'pending' } } });
    expect((await exportsOf('self-excluded'))[0]).toMatchObject({ actor: compliance.email });
    expect((await exportsOf('gdpr'))[0]).toMatchObject({ actor: compliance.email });
  });

  it('refuses without the permission or a sign-in, and a hostile query is a 4xx in the error envelope (nothing audited)', async () => {
    const marketing = await signedInOperator(t, 'marketing');
    const support = await signedInOperator(t, 'support');
    expect((await t.app.inject({ url: '/api/admin/players.csv?q=x' })).statusCode).toBe(401);
    expect((await marketing.client.req('GET', '/api/admin/players.csv?q=x')).statusCode).toBe(403);
    expect((await support.client.req('GET', '/api/admin/audit.csv')).statusCode).toBe(403);
    expect((await support.client.req('GET', '/api/admin/withdrawals.csv')).statusCode).toBe(403);
    expect((await support.client.req('GET', '/api/admin/compliance/gdpr.csv')).statusCode).toBe(403);
    for (const url of [
      '/api/admin/players.csv',
      `/api/admin/players.csv?q=${'x'.repeat(300)}`,
      '/api/admin/withdrawals.csv?status=%27%3BDROP%20TABLE%20payments',
      '/api/admin/audit.csv?from=yesterday',
      '/api/admin/compliance/gdpr.csv?status=all',
      '/api/admin/compliance/kyc.csv?reviewStatus=%3Dcmd',
    ]) {
      const res = await admin.client.req('GET', url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(Number), message: expect.any(String) });
    }
    const refused = (await exportsOf('players')).filter((e) => [marketing.email, support.email].includes(e.actor));
    expect(refused).toEqual([]);
  });
});
