/**
 * The crash drill of the round layer (issue 13), shared by the suite's test (small) and
 * bench/crash.ts (large): a child server process on PostgreSQL, players spinning a slot and playing
 * Mines over HTTP, killed with SIGKILL at seeded random moments and restarted; then one graceful
 * SIGTERM; then a restart with the clock past the round timeout and one reconciler run. It reports
 * what the checks need: open rounds, each round's money against its outcome, the ledger audit,
 * whether every player can play again, and the rounds the SIGTERM interrupted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { SeededRng } from '@fortuna/game-math';
import { openDatabase, type Database } from '../../src/platform/db';
import { systemClock } from '../../src/platform/clock';
import { createEventBus } from '../../src/platform/events';
import { nullPublisher } from '../../src/platform/realtime';
import { SERVER_ROOT } from '../../src/platform/paths';
import { createWalletRepository, createWalletService, type WalletService } from '../../src/modules/wallet';
import { ROUND_TIMEOUT_MS } from '../../src/modules/rgs';
import { asPlayer } from '../../src/modules/rgs/test/rgs.test-support';
import { testEnv } from '../helpers';

export interface CrashDrillOptions {
  /** PostgreSQL url whose user may create databases */
  adminUrl: string;
  players: number;
  kills: number;
  seed: number;
  /** how much the players play before each kill: a seeded number of answered requests in [min, max] */
  killAfterAnswers: [number, number];
  slotUrl?: string;
  minesUrl?: string;
  log?: (line: string) => void;
}

export interface CrashDrillReport {
  kills: number;
  requests: number;
  answered: number;
  /** rounds left open by the SIGKILLs (before the reconciler) */
  openAfterKills: number;
  reconcile: { leader: boolean; found: number; closed: number; cancelled: number; failed: number };
  openAfterReconcile: number;
  unsettledCalls: number;
  /** rounds whose booked money differs from their outcome (stake taken and win paid, or nothing) */
  moneyMismatches: string[];
  /** casino transactions of a round the studio has no row for */
  orphanTransactions: number;
  /** players whose balance is not deposit − stakes + wins of their rounds */
  balanceMismatches: string[];
  audit: Awaited<ReturnType<WalletService['audit']>>;
  /** players who could not start a slot round and a Mines round after the reconciler */
  lockedOut: string[];
  /** rounds the SIGTERM left differently from what their player was last told */
  interruptedBySigterm: string[];
  sigtermExitCode: number | null;
  /** answers 5xx other than the drain's 503 */
  serverErrors: number;
}

const OPERATOR_TOKEN = testEnv().OPERATOR_TOKEN!;
const DEPOSIT = 10_000_000;

/** Bundles the child server once (tsx would spend seconds per start compiling the app again). */
async function bundleServer(): Promise<{ entry: string; dispose(): void }> {
  const esbuild = await import('esbuild');
  const dir = path.join(SERVER_ROOT, 'node_modules', '.crash', randomUUID());
  mkdirSync(dir, { recursive: true });
  await esbuild.build({
    absWorkingDir: path.resolve(SERVER_ROOT, '../..'),
    entryPoints: { server: path.join(SERVER_ROOT, 'test/crash/crash-server.ts') },
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    logLevel: 'silent',
    plugins: [
      {
        name: 'packages-external-but-workspace',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@fortuna/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return { entry: path.join(dir, 'server.mjs'), dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

interface Child {
  process: ChildProcess;
  base: string;
  exited: Promise<number | null>;
}

function startChild(entry: string, databaseUrl: string, clockOffsetMs = 0): Promise<Child> {
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', CLOCK_OFFSET_MS: String(clockOffsetMs), NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += String(d)));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += String(d);
      const port = /ready (\d+)/.exec(out)?.[1];
      if (port) resolve({ process: child, base: `http://127.0.0.1:${port}`, exited });
    });
    void exited.then((code) => reject(new Error(`the server exited (${code}) before it was ready: ${stderr.slice(-2000)}`)));
  });
}

type Json = Record<string, any>;

/** What a player was last told about a round (status and, for Mines, the tiles revealed). */
interface Told {
  status: string;
  revealed: number;
}

class Player {
  slotSession: string | null = null;
  minesSession: string | null = null;
  minesRound: { id: string; revealed: number[] } | null = null;
  constructor(
    readonly id: string,
    readonly rng: SeededRng,
  ) {}
}

export async function runCrashDrill(options: CrashDrillOptions): Promise<CrashDrillReport> {
  const log = options.log ?? (() => {});
  const slotUrl = options.slotUrl ?? 'pharaoh-lines';
  const minesUrl = options.minesUrl ?? 'gem-mines';
  const name = `fortuna_crash_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: options.adminUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(options.adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.href;
  const bundle = await bundleServer();
  let database: Database | null = null;
  let child: Child | null = null;
  try {
    child = await startChild(bundle.entry, databaseUrl);
    database = await openDatabase({ databaseUrl, poolSize: 5 });
    const wallet = createWalletService({
      repository: createWalletRepository(database.db),
      clock: systemClock,
      events: createEventBus(),
      realtime: nullPublisher,
      projectId: 'fortuna',
    });
    const seeds = new SeededRng(options.seed);
    const players = Array.from({ length: options.players }, (_, i) => new Player(randomUUID(), new SeededRng(options.seed * 1000 + i)));
    for (const p of players)
      await wallet.credit({
        playerId: p.id,
        currency: 'EUR',
        amount: DEPOSIT,
        kind: 'deposit',
        idempotencyKey: `crash-${p.id}`,
        from: 'provider_clearing',
      });

    let requests = 0;
    let answered = 0;
    let serverErrors = 0;
    const told = new Map<string, Told>();
    const post = async (base: string, p: Player, pathname: string, body: unknown): Promise<{ status: number; json: Json }> => {
      requests++;
      const res = await fetch(`${base}${pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...asPlayer(p.id) },
        body: JSON.stringify(body),
      });
      const json = (await res.json().catch(() => ({}))) as Json;
      answered++;
      if (res.status >= 500 && !(res.status === 503 && (json.code === 503 || json.code === 6027))) serverErrors++;
      if (res.status === 200 && json.round) {
        const r = json.round;
        told.set(r.roundId, { status: r.status, revealed: r.state?.revealed?.length ?? 0 });
      }
      return { status: res.status, json };
    };
    const openSession = async (base: string, p: Player, gameUrl: string) => {
      const launch = await post(base, p, `/api/game/real/${gameUrl}`, {});
      if (launch.status !== 200) return null;
      const session = await post(base, p, '/api/rgs/session', { token: launch.json.token });
      const open = session.status === 200 ? session.json.openRound : null;
      if (open) told.set(open.roundId, { status: open.status, revealed: open.state?.revealed?.length ?? 0 });
      return session.status === 200 ? session.json : null;
    };

    /** One slot round and one Mines move, as long as `running()`; a dead server just fails requests. */
    const play = async (base: string, p: Player, running: () => boolean) => {
      while (running()) {
        try {
          if (!p.slotSession) p.slotSession = (await openSession(base, p, slotUrl))?.sessionId ?? null;
          if (p.slotSession) {
            let r = await post(base, p, '/api/rgs/play', { sessionId: p.slotSession, bet: { amount: 100 } });
            if (r.status === 409) p.slotSession = null;
            while (r.status === 200 && r.json.round.status === 'open' && running())
              r = await post(base, p, '/api/rgs/play', { sessionId: p.slotSession, action: { type: 'spin' } });
          }
          if (!p.minesSession) {
            const s = await openSession(base, p, minesUrl);
            p.minesSession = s?.sessionId ?? null;
            p.minesRound = s?.openRound ? { id: s.openRound.roundId, revealed: [...(s.openRound.state?.revealed ?? [])] } : null;
          }
          if (!p.minesSession || !running()) continue;
          if (!p.minesRound) {
            const r = await post(base, p, '/api/rgs/play', { sessionId: p.minesSession, bet: { amount: 100, mines: 3 } });
            if (r.status === 200 && r.json.round.status === 'open') p.minesRound = { id: r.json.round.roundId, revealed: [] };
            else if (r.status === 409) p.minesSession = null;
          } else {
            const cashout = p.minesRound.revealed.length > 0 && p.rng.int(3) === 0;
            let tile = p.rng.int(25);
            while (p.minesRound.revealed.includes(tile)) tile = (tile + 1) % 25;
            const r = await post(base, p, '/api/rgs/play', {
              sessionId: p.minesSession,
              action: cashout ? { type: 'cashout' } : { type: 'reveal', tile },
            });
            if (r.status === 200) {
              if (r.json.round.status === 'open') p.minesRound.revealed.push(tile);
              else p.minesRound = null;
            } else {
              // the round moved on, or is gone: start over from a fresh session (it adopts an open round)
              p.minesSession = null;
              p.minesRound = null;
            }
          }
        } catch {
          // the server is gone (killed) or going: the next phase starts with a new one
          p.slotSession = null;
          p.minesSession = null;
          p.minesRound = null;
          await new Promise((r) => setTimeout(r, 20));
        }
      }
    };

    const phase = async (signal: 'SIGKILL' | 'SIGTERM') => {
      const [min, max] = options.killAfterAnswers;
      const target = answered + min + Math.floor(seeds.float() * (max - min));
      let running = true;
      const base = child!.base;
      const loops = players.map((p) => play(base, p, () => running));
      const deadline = Date.now() + 30_000;
      while (answered < target && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1));
      // a seeded moment inside the next requests, not just between them
      await new Promise((r) => setTimeout(r, seeds.int(20)));
      const startedAt = Date.now();
      child!.process.kill(signal);
      const code = await child!.exited;
      running = false;
      await Promise.all(loops);
      log(`${signal} after ${target} answers (exit ${code}, ${Date.now() - startedAt} ms to exit)`);
      return code;
    };

    for (let k = 0; k < options.kills; k++) {
      await phase('SIGKILL');
      const t0 = Date.now();
      child = await startChild(bundle.entry, databaseUrl);
      log(`restarted in ${Date.now() - t0} ms`);
    }
    const openAfterKills = await count(database, `select count(*)::int as n from rgs_rounds where status = 'open'`);

    // a graceful stop: every request that got in is answered, and the database says what the players were told
    told.clear();
    const sigtermFrom = new Date();
    const sigtermExitCode = await phase('SIGTERM');
    const touched = await rows<{ id: string; status: string; state: Json | null }>(
      database,
      `select id::text, status, state from rgs_rounds where updated_at >= '${sigtermFrom.toISOString()}'`,
    );
    const interruptedBySigterm = touched
      .filter((r) => {
        const last = told.get(r.id);
        return !last || last.status !== r.status || last.revealed !== (r.state?.revealed?.length ?? 0);
      })
      .map((r) => r.id);

    // restart "after" the round timeout: the reconciler settles every round left open
    child = await startChild(bundle.entry, databaseUrl, ROUND_TIMEOUT_MS + 60_000);
    const reconcileRes = await fetch(`${child.base}/api/rgs/rounds/reconcile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${OPERATOR_TOKEN}` },
      body: '{}',
    });
    const reconcile = (await reconcileRes.json()) as CrashDrillReport['reconcile'];
    log(`reconciler: ${JSON.stringify(reconcile)}`);

    const openAfterReconcile = await count(database, `select count(*)::int as n from rgs_rounds where status = 'open'`);
    const unsettledCalls = await count(database, `select count(*)::int as n from rgs_round_calls where status in ('pending', 'failed')`);
    const money = await rows<{ id: string; status: string; stake: string; win: string; booked_stake: string; booked_win: string }>(
      database,
      `select r.id::text, r.status, r.stake, r.win,
         coalesce((select sum(t.amount) from seamless_transactions t where t.round_id = r.id::text and t.kind = 'bet'
           and not exists (select 1 from seamless_transactions b where b.kind = 'rollback' and b.original_transaction_id = t.transaction_id)), 0) as booked_stake,
         coalesce((select sum(t.amount) from seamless_transactions t where t.round_id = r.id::text and t.kind = 'win'), 0) as booked_win
       from rgs_rounds r where r.mode = 'real'`,
    );
    const moneyMismatches = money
      .filter((r) => {
        const [stake, win] = r.status === 'cancelled' ? [0, 0] : [Number(r.stake), Number(r.win)];
        return Number(r.booked_stake) !== stake || Number(r.booked_win) !== win;
      })
      .map((r) => `${r.id} ${r.status} stake ${r.stake}/${r.booked_stake} win ${r.win}/${r.booked_win}`);
    const orphanTransactions = await count(
      database,
      `select count(*)::int as n from seamless_transactions t where not exists (select 1 from rgs_rounds r where r.id::text = t.round_id)`,
    );
    const balanceMismatches: string[] = [];
    for (const p of players) {
      const [totals] = await rows<{ stake: string; win: string }>(
        database,
        `select coalesce(sum(stake), 0) as stake, coalesce(sum(win), 0) as win from rgs_rounds where player_id = '${p.id}' and status = 'closed'`,
      );
      const expected = DEPOSIT - Number(totals.stake) + Number(totals.win);
      const actual = (await wallet.balance(p.id, 'EUR')).real;
      if (actual !== expected) balanceMismatches.push(`${p.id}: ${actual} ≠ ${expected}`);
    }
    const audit = await wallet.audit();

    const lockedOut: string[] = [];
    for (const p of players) {
      const base = child.base;
      const slot = await openSession(base, p, slotUrl);
      const mines = await openSession(base, p, minesUrl);
      const spun = slot && (await post(base, p, '/api/rgs/play', { sessionId: slot.sessionId, bet: { amount: 100 } }));
      const bet =
        mines && !mines.openRound && (await post(base, p, '/api/rgs/play', { sessionId: mines.sessionId, bet: { amount: 100, mines: 3 } }));
      if (!spun || spun.status !== 200 || !bet || bet.status !== 200)
        lockedOut.push(
          `${p.id}: slot ${spun ? spun.status : 'no session'}, mines ${bet ? bet.status : mines?.openRound ? 'round open' : 'no session'}`,
        );
    }
    child.process.kill('SIGTERM');
    await child.exited;
    child = null;
    return {
      kills: options.kills,
      requests,
      answered,
      openAfterKills,
      reconcile,
      openAfterReconcile,
      unsettledCalls,
      moneyMismatches,
      orphanTransactions,
      balanceMismatches,
      audit,
      lockedOut,
      interruptedBySigterm,
      sigtermExitCode,
      serverErrors,
    };
  } finally {
    if (child) {
      child.process.kill('SIGKILL');
      await child.exited;
    }
    await database?.close();
    bundle.dispose();
    await admin(`drop database if exists ${name} with (force)`);
  }
}

async function rows<T>(database: Database, text: string): Promise<T[]> {
  const { sql } = await import('drizzle-orm');
  return ((await database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
}
async function count(database: Database, text: string): Promise<number> {
  return Number((await rows<{ n: number }>(database, text))[0].n);
}
