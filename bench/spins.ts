/**
 * End-to-end spin benchmark: HTTP -> RGS (studio) -> signed seamless call -> casino side -> wallet
 * -> ledger on PostgreSQL, for 1, 10 and 100 concurrent players (spins/s, p50, p99 latency), beside
 * `pgbench -b tpcb-like` on the same server in the same run, and engine-only simulation speed.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/spins.ts
 *   (BENCH_SECONDS=10 per level; BENCH_LEVELS=1,10,100; BENCH_E2E_ONLY=1 skips the engine and pgbench
 *   parts, e.g. to profile the spins alone with `node --cpu-prof`)
 *
 * The players' HTTP clients run in a child process (`spin-load.ts`, keep-alive connections), as
 * pgbench's clients do, so "server CPU per spin" is this process's (the server's) CPU alone.
 */
import { execFileSync, fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { createLineSlotEngine, CryptoRng, lineSlotConfig, playRound, SeededRng } from '@fortuna/game-math';
import { asPlayer } from '../apps/server/src/modules/rgs/test/rgs.test-support';
import { adminUrl, spinApp, withDatabase } from './spin-app';
import type { LoadCommand, LoadResult } from './spin-load';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const levels = (process.env.BENCH_LEVELS ?? '1,10,100').split(',').map(Number);
const GAME = 'lucky-sevens';
const BET = 100;

function percentile(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
}

async function spinsEndToEnd() {
  return withDatabase('fortuna_bench', async (databaseUrl) => {
    const { app, wallet, fundedPlayer } = await spinApp(databaseUrl, 40);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const post = async (path: string, body: unknown, player: string) => {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...asPlayer(player) },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as Record<string, unknown>;
      if (!res.ok) throw new Error(`${path} ${res.status} ${JSON.stringify(json)}`);
      return json;
    };
    const results: {
      players: number;
      spins: number;
      spinsPerSecond: number;
      p50: number;
      p99: number;
      errors: number;
      cpuMsPerSpin: number;
      clientCpuMsPerSpin: number;
    }[] = [];
    for (const players of levels) {
      const sessions = await Promise.all(
        Array.from({ length: players }, async () => {
          const player = await fundedPlayer('bench');
          const launch = await post(`/api/game/real/${GAME}`, {}, player);
          const session = await post('/api/rgs/session', { token: launch.token }, player);
          return { player, sessionId: session.sessionId as string };
        }),
      );
      // The clients run in a child process (as pgbench's do), so this process's CPU is the server's
      // alone: far less moved by other jobs than spins/s.
      const load = fork(new URL('./spin-load.ts', import.meta.url).pathname, [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
      const fromLoad = () =>
        new Promise<unknown>((resolve, reject) => {
          load.once('message', resolve);
          load.once('exit', (code) => reject(new Error(`load generator exited ${code}`)));
        });
      await fromLoad(); // 'ready': its modules are loaded
      const loaded = fromLoad() as Promise<LoadResult>;
      const cpu0 = process.cpuUsage();
      const command: LoadCommand = {
        base,
        seconds,
        bet: BET,
        sessions: sessions.map(({ player, sessionId }) => ({ headers: asPlayer(player), sessionId })),
      };
      load.send(command);
      const { latencies, errors, elapsed, cpuMs: clientCpuMs } = await loaded;
      const cpu = process.cpuUsage(cpu0);
      const cpuMsPerSpin = (cpu.user + cpu.system) / 1000 / Math.max(1, latencies.length);
      latencies.sort((a, b) => a - b);
      results.push({
        players,
        spins: latencies.length,
        spinsPerSecond: latencies.length / elapsed,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        errors,
        cpuMsPerSpin,
        clientCpuMsPerSpin: clientCpuMs / Math.max(1, latencies.length),
      });
      console.log(
        `  ${players} players: ${(latencies.length / elapsed).toFixed(1)} spins/s, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, errors ${errors}, server CPU ${cpuMsPerSpin.toFixed(2)} ms/spin (clients, own process: ${(clientCpuMs / Math.max(1, latencies.length)).toFixed(2)} ms/spin)`,
      );
    }
    const audit = await wallet.audit();
    await app.close();
    return { results, audit };
  });
}

async function pgbenchTpcb() {
  return withDatabase('fortuna_pgbench', async (url) => {
    const u = new URL(url);
    const args = ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres')];
    const db = u.pathname.slice(1);
    execFileSync('pgbench', [...args, '-i', '-q', '-s', '10', db], { stdio: 'ignore' });
    const out = execFileSync('pgbench', [...args, '-b', 'tpcb-like', '-c', '10', '-j', '2', '-T', String(seconds), db], {
      encoding: 'utf8',
    });
    const tps = /tps = ([\d.]+)/.exec(out)?.[1];
    const latency = /latency average = ([\d.]+) ms/.exec(out)?.[1];
    return { clients: 10, tps: Number(tps), latencyAvgMs: Number(latency) };
  });
}

function engineOnly() {
  const engine = createLineSlotEngine(lineSlotConfig({ variant: 96 }));
  const run = (rng: SeededRng | CryptoRng, ms: number) => {
    let rounds = 0;
    let stake = 0;
    let win = 0;
    const t0 = performance.now();
    while (performance.now() - t0 < ms) {
      for (let i = 0; i < 1000; i++) {
        const r = playRound(engine, { amount: 20 }, rng, () => ({ type: 'spin' as const }));
        stake += r.stake;
        win += r.win;
        rounds++;
      }
    }
    return { roundsPerSecond: rounds / ((performance.now() - t0) / 1000), rounds, rtp: win / stake };
  };
  return { seeded: run(new SeededRng(42), 3000), csprng: run(new CryptoRng(), 3000) };
}

const ms = (v: number) => `${v.toFixed(1)} ms`;
console.log(`Fortuna spin benchmark on ${new URL(adminUrl).host}, ${seconds}s per level, ${new Date().toISOString()}`);
const e2eOnly = process.env.BENCH_E2E_ONLY === '1';
console.log('engine only (line slot, 1 core)…');
const engine = e2eOnly ? { seeded: { roundsPerSecond: NaN }, csprng: { roundsPerSecond: NaN } } : engineOnly();
console.log(
  `  seeded PRNG ${Math.round(engine.seeded.roundsPerSecond).toLocaleString('en')} rounds/s; CSPRNG ${Math.round(engine.csprng.roundsPerSecond).toLocaleString('en')} rounds/s`,
);
console.log('end to end (HTTP, RGS, seamless wallet, ledger on PostgreSQL)…');
const e2e = await spinsEndToEnd();
console.log('pgbench -b tpcb-like (same server)…');
const bench = e2eOnly ? { tps: NaN, latencyAvgMs: NaN } : await pgbenchTpcb();
console.log(
  '\n| players | spins/s | vs pgbench | p50 | p99 | errors | server CPU per spin | client CPU per spin |\n|---:|---:|---:|---:|---:|---:|---:|---:|',
);
for (const r of e2e.results)
  console.log(
    `| ${r.players} | ${r.spinsPerSecond.toFixed(1)} | ${(r.spinsPerSecond / bench.tps).toFixed(3)} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.errors} | ${ms(r.cpuMsPerSpin)} | ${ms(r.clientCpuMsPerSpin)} |`,
  );
console.log(`\npgbench tpcb-like, 10 clients: ${bench.tps.toFixed(0)} tps, latency avg ${bench.latencyAvgMs} ms`);
console.log(
  `engine only: seeded ${Math.round(engine.seeded.roundsPerSecond)} rounds/s, CSPRNG ${Math.round(engine.csprng.roundsPerSecond)} rounds/s`,
);
console.log(`ledger audit after the run: ${JSON.stringify(e2e.audit)}`);
process.exit(0);
