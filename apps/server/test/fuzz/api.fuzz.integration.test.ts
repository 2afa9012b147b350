import fc from 'fast-check';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_HEADER, snapshotState, writeMark, type Snapshot } from './state';
import { arbitraryOf, fieldsOf, hostileBodies, hostileValues, jsonSchemaOf, privilegedExtras } from './arbitraries';
import { FUZZ_ROUTES, type FuzzRoute } from './route-table';
import { createWalletRepository, createWalletService } from '../../src/modules/wallet';
import { nullPublisher } from '../../src/platform/realtime';
import { authTestApp, client, signUp, type Client } from '../../src/modules/auth/test/support';
import type { TestApp } from '../helpers';

/**
 * The fuzz layer: every /api route gets inputs generated from its own zod schema, valid and
 * hostile (seeded, so a failure replays). Whatever comes in: never a 5xx, every error in the
 * envelope `{ code, message, errors? }`, and a refused request (4xx) changes nothing, checked by
 * comparing the players' rows (balances included) and every table's row count before and after.
 *
 * FUZZ_RUNS (default 2: 2 valid + 6 hostile values per route, plus the structural cases) and FUZZ_SEED scale and replay it; the long
 * runs live in bench/README.md.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_514);
const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 2));
const VALID_RUNS = RUNS;
const HOSTILE_RUNS = RUNS * 3;

interface Captured {
  key: string;
  url: string;
  method: string;
  params: ReturnType<typeof jsonSchemaOf>;
  query: ReturnType<typeof jsonSchemaOf>;
  body: ReturnType<typeof jsonSchemaOf>;
}

interface Case {
  label: string;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: unknown;
  /** sent as is instead of JSON.stringify(body) */
  raw?: { payload: string; contentType: string };
}

const hash = (s: string) => [...s].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 7);

function sample<T>(arb: fc.Arbitrary<T>, seed: number, n: number): T[] {
  return fc.sample(arb, { seed, numRuns: n });
}

function queryString(query: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    const one = (x: unknown) => q.append(k, typeof x === 'object' && x !== null ? JSON.stringify(x) : String(x ?? ''));
    if (Array.isArray(v)) v.forEach(one);
    else one(v);
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** a path segment; an unpaired surrogate goes as the bytes a careless client would send (invalid UTF-8) */
function segment(value: unknown): string {
  const text = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value ?? 'x');
  try {
    return encodeURIComponent(text);
  } catch {
    return text
      .split('')
      .map((ch) => (/[\ud800-\udfff]/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch)))
      .join('');
  }
}

function pathOf(url: string, params: Record<string, unknown>): string {
  return url.replace(/:(\w+)/g, (_m, name: string) => segment(params[name]));
}

function casesFor(route: Captured): Case[] {
  const seed = SEED ^ hash(route.key);
  const obj = (s: Captured['params']) => (s ? (arbitraryOf(s) as fc.Arbitrary<Record<string, unknown>>) : fc.constant({}));
  const valid = fc.record({
    params: obj(route.params),
    query: obj(route.query),
    body: route.body ? arbitraryOf(route.body) : fc.constant(undefined),
  });
  const cases: Case[] = sample(valid, seed, VALID_RUNS).map((v) => ({ label: 'valid', params: v.params, query: v.query, body: v.body }));
  const base = cases[0];

  // hostile: one field of params, query or body gets a hostile value; extras; a missing field; bodies of the wrong kind
  const slots = [
    ...fieldsOf(route.params).map((f) => ({ where: 'params' as const, ...f })),
    ...fieldsOf(route.query).map((f) => ({ where: 'query' as const, ...f })),
    ...fieldsOf(route.body).map((f) => ({ where: 'body' as const, ...f })),
  ];
  const withBody = route.method !== 'GET';
  const copy = (label: string): Case => ({
    label,
    params: { ...base.params },
    query: { ...base.query },
    body: isObject(base.body) ? { ...base.body } : base.body,
  });
  const hostile: Case[] = [];
  // hostile values in turn (each route starts elsewhere in the list, so the suite as a whole uses them all
  // many times), each put in a field picked by the seed
  const offset = Math.abs(hash(route.key)) % hostileValues.length;
  const picks = slots.length ? sample(fc.constantFrom(...slots), seed + 1, HOSTILE_RUNS) : [];
  picks.forEach((slot, i) => {
    const value = hostileValues[(offset + i) % hostileValues.length];
    const c = copy(`${slot.where}.${slot.name} = ${JSON.stringify(value)?.slice(0, 40)}`);
    if (slot.where === 'body') c.body = { ...(isObject(c.body) ? c.body : {}), [slot.name]: value };
    else c[slot.where][slot.name] = value;
    hostile.push(c);
  });
  const required = slots.filter((x) => x.required);
  if (required.length) {
    const [slot] = sample(fc.constantFrom(...required), seed + 2, 1);
    const c = copy(`without ${slot.where}.${slot.name}`);
    if (slot.where === 'body' && isObject(c.body)) delete c.body[slot.name];
    else if (slot.where !== 'body') delete c[slot.where][slot.name];
    hostile.push(c);
  }
  hostile.push({
    ...copy('privileged extras'),
    query: { ...base.query, ...privilegedExtras },
    body: withBody ? { ...(isObject(base.body) ? base.body : {}), ...privilegedExtras } : undefined,
  });
  if (withBody) {
    for (const body of sample(fc.constantFrom(...hostileBodies), seed + 3, 2))
      hostile.push({ ...copy(`body ${JSON.stringify(body)?.slice(0, 40)}`), body });
    hostile.push({ ...copy('malformed JSON'), raw: { payload: '{"amount":', contentType: 'application/json' } });
    hostile.push({
      ...copy('form-encoded (cross-site form)'),
      raw: { payload: 'amount=1', contentType: 'application/x-www-form-urlencoded' },
    });
  } else {
    for (let i = 0; i < (slots.length ? 1 : 3); i++) {
      const value = hostileValues[(offset + HOSTILE_RUNS + i) % hostileValues.length];
      hostile.push({ ...copy(`query junk ${JSON.stringify(value)?.slice(0, 30)}`), query: { ...base.query, junk: value } });
    }
  }
  return [...cases, ...hostile];
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function expectEnvelope(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode < 400) return;
  expect(res.headers['content-type'], what).toMatch(/^application\/json/);
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(typeof body.code, `${what}: ${res.body}`).toBe('number');
  expect(typeof body.message, `${what}: ${res.body}`).toBe('string');
  if (body.errors !== undefined) {
    expect(isObject(body.errors), what).toBe(true);
    for (const messages of Object.values(body.errors as object))
      expect(Array.isArray(messages) && messages.every((m) => typeof m === 'string'), `${what}: ${res.body}`).toBe(true);
  }
}

describe('API fuzz: every route, generated valid and hostile input', () => {
  let t: TestApp;
  const captured = new Map<string, Captured>();
  let me: Client;
  let meEmail: string;
  let mePassword: string;
  let ids: string[];

  const onRoute = (route: RouteOptions) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    if (!route.url.startsWith('/api/')) return;
    const schema = (route.schema ?? {}) as { params?: unknown; querystring?: unknown; body?: unknown };
    for (const method of methods) {
      const key = `${method} ${route.url}`;
      captured.set(key, {
        key,
        url: route.url,
        method,
        params: jsonSchemaOf(schema.params),
        query: jsonSchemaOf(schema.querystring),
        body: jsonSchemaOf(schema.body),
      });
    }
  };

  beforeAll(async () => {
    t = await authTestApp({ onRoute });
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    me = a.client;
    meEmail = a.body.email;
    mePassword = a.body.passwordPlain;
    const info = async (c: Client) => (await c.req('GET', '/api/player/info')).json().id as string;
    ids = [await info(a.client), await info(b.client)];
    // money on both players, and the fuzzing player may withdraw: the deep paths are reachable
    const wallet = createWalletService({
      repository: createWalletRepository(t.database.db),
      clock: t.clock,
      events: t.events,
      realtime: nullPublisher,
      projectId: 'fortuna',
    });
    for (const id of ids)
      await wallet.credit({ playerId: id, currency: 'EUR', amount: 50_000, kind: 'deposit', idempotencyKey: `fuzz-seed-${id}` });
    const verified = await t.app.inject({ method: 'POST', url: `/api/operator/players/${ids[0]}/verify`, headers: OPERATOR_HEADER });
    expect(verified.statusCode).toBe(200);
  }, 120_000);
  afterAll(() => t?.close());

  it('covers every registered /api route, and lists no route that is gone', () => {
    const registered = [...captured.keys()].sort();
    const listed = Object.keys(FUZZ_ROUTES).sort();
    expect(
      registered.filter((k) => !(k in FUZZ_ROUTES)),
      'routes missing from test/fuzz/route-table.ts',
    ).toEqual([]);
    expect(
      listed.filter((k) => !captured.has(k)),
      'routes in the fuzz table that the server no longer has',
    ).toEqual([]);
  });

  /** the player's session survives everything but a logout; sign in again when a case ended it */
  async function keepSignedIn() {
    if ((await me.req('GET', '/api/login/check')).json().auth) return;
    const again = client(t.app);
    const res = await again.req('POST', '/api/login', { email: meEmail, password: mePassword });
    expect(res.statusCode, res.body).toBe(200);
    me = again;
  }

  function send(route: Captured, spec: FuzzRoute, c: Case, as: 'caller' | 'anonymous') {
    const url = pathOf(route.url, c.params) + queryString(c.query);
    const headers: Record<string, string> = { 'user-agent': 'fuzz' };
    if (as === 'caller' && spec.caller === 'operator') Object.assign(headers, OPERATOR_HEADER);
    if (as === 'caller' && (spec.caller === 'player' || spec.caller === 'public'))
      Object.assign(headers, {
        cookie: Object.entries(me.cookies)
          .map(([k, v]) => `${k}=${v}`)
          .join('; '),
      });
    const method = route.method as 'GET';
    if (method === 'GET') return t.app.inject({ method, url, headers });
    if (c.raw) return t.app.inject({ method, url, headers: { ...headers, 'content-type': c.raw.contentType }, payload: c.raw.payload });
    return t.app.inject({
      method,
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      ...(c.body !== undefined ? { payload: JSON.stringify(c.body) } : {}),
    });
  }

  const keys = Object.keys(FUZZ_ROUTES);
  it.each(keys)('%s', async (key) => {
    const route = captured.get(key);
    expect(route, `${key} is not registered`).toBeDefined();
    const spec = FUZZ_ROUTES[key];
    const cases = casesFor(route!);
    let before: Snapshot = await snapshotState(t.database, ids);
    let mark = await writeMark(t.database);

    const check = async (res: LightMyRequestResponse, what: string) => {
      expectEnvelope(res, what);
      // nothing wrote at all: nothing to compare (the full snapshot is the slow part)
      const now = await writeMark(t.database);
      if (now === mark) return;
      mark = now;
      const after = await snapshotState(t.database, ids);
      if (res.statusCode >= 400) {
        const allowed = (table: string) => (spec.writesOn4xx ?? []).some((name) => table === name || table === `${name} (rows)`);
        const changed = Object.keys(after).filter((table) => after[table] !== before[table] && !allowed(table));
        expect(changed, `${what} answered ${res.statusCode} but changed ${changed.join(', ')}`).toEqual([]);
      }
      before = after;
    };

    // who may not call it is refused before its input is even read
    if (spec.caller !== 'public') {
      for (const c of [cases[0], cases[cases.length - 1], cases[VALID_RUNS]]) {
        const res = await send(route!, spec, c, 'anonymous');
        await check(res, `${key} anonymous (${c.label})`);
        const expected = spec.refusedWith ?? (spec.caller === 'player' ? [401] : spec.caller === 'operator' ? [403] : [401]);
        if (!c.raw || c.raw.contentType === 'application/json')
          expect(expected, `${key} anonymous (${c.label}): ${res.body}`).toContain(res.statusCode);
      }
    }
    for (const c of cases) {
      const res = await send(route!, spec, c, 'caller');
      await check(res, `${key} (${c.label})`);
      if (res.statusCode < 400) {
        await keepSignedIn();
        before = await snapshotState(t.database, ids);
        mark = await writeMark(t.database);
      }
    }
  });
});
