import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createCsvExports, csvJson, csvMoney } from './csv';

/** a bare app with one download over `n` made-up rows, its audit entries and the pages asked for */
async function appOver(n: number, cap: number) {
  const entries: { action: string; details: Record<string, unknown> }[] = [];
  const pages: number[] = [];
  const sendCsv = createCsvExports(async (e) => void entries.push(e), cap);
  const app = Fastify();
  app.decorateRequest('operator', null);
  app.addHook('onRequest', async (request) => {
    request.operator = { kind: 'session', id: 's', actor: 'ops@x.test', operatorId: 'o', permissions: new Set(), stage: 'full' };
  });
  app.get('/things.csv', async (request, reply) =>
    sendCsv<number>(request, reply, {
      list: 'things',
      filters: { status: 'all' },
      head: ['n', 'amount'],
      row: (i) => [i, csvMoney(i * 101)],
      page: async (page, size) => {
        pages.push(page);
        const from = (page - 1) * size;
        return { items: Array.from({ length: Math.max(0, Math.min(size, n - from)) }, (_, i) => from + i), total: n };
      },
    }),
  );
  return { app, entries, pages };
}

describe('the CSV downloads', () => {
  it('page through the whole list, one short query a page', async () => {
    const { app, entries, pages } = await appOver(401, 1_000);
    const res = await app.inject({ url: '/things.csv' });
    const lines = res.body.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('n,amount');
    expect(lines).toHaveLength(402);
    expect(lines[401]).toBe('400,404.00');
    expect(pages).toEqual([1, 2, 3]);
    expect(res.headers['x-export-truncated']).toBeUndefined();
    expect(res.headers['x-total-count']).toBe('401');
    expect(entries).toEqual([
      expect.objectContaining({ action: 'export.csv', details: expect.objectContaining({ total: 401, rows: 401 }) }),
    ]);
  });

  it('stop at the cap and say so in the last line and a header', async () => {
    const { app, entries, pages } = await appOver(1_000, 450);
    const res = await app.inject({ url: '/things.csv' });
    const lines = res.body.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(1 + 450 + 1);
    expect(lines[450]).toBe('449,453.49');
    expect(lines[451]).toBe('# cut at 450 of 1000 rows: narrow the filters for the rest');
    expect(res.headers['x-export-truncated']).toBe('450');
    expect(pages).toEqual([1, 2, 3]);
    expect(entries[0].details).toMatchObject({ list: 'things', filters: { status: 'all' }, total: 1000, rows: 450 });
  });

  it('stop once the total is written (no extra empty page); an empty list is the head line', async () => {
    const full = await appOver(400, 1_000);
    expect((await full.app.inject({ url: '/things.csv' })).body.split('\r\n').filter(Boolean)).toHaveLength(401);
    expect(full.pages).toEqual([1, 2]);
    const none = await appOver(0, 1_000);
    expect((await none.app.inject({ url: '/things.csv' })).body).toBe('n,amount\r\n');
    expect(none.pages).toEqual([1]);
  });

  it('keep JSON values in one cell', () => {
    expect(csvJson({ a: 1 })).toBe('{"a":1}');
    expect(csvJson(null)).toBeNull();
  });
});
