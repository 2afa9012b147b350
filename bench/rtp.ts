/**
 * Long-tier RTP bench: plays N rounds (default 10 000 000) of every slot engine (line, ways,
 * cluster, jackpot) with a seeded PRNG and prints, per engine, the measured RTP with its 99%
 * confidence interval next to the documented value, and the simulation speed.
 *
 *   nice -n 10 node --import tsx bench/rtp.ts [--rounds 10000000] [--seed 1] [--workers 2]
 *                                             [--chunk 250000] [--all-variants] [engineId ...]
 *
 * The rounds of each engine are cut into chunks (each with its own seed `seed:engine:chunk`)
 * played by `--workers` child processes (default: the machine's cores); the chunks' accumulators
 * are merged exactly (pooled RTP, pooled variance). Same arguments → same figures, whatever the
 * number of workers. Writes bench/rtp-result.json.
 */
import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createDefaultEngines, defaultSimulation, RtpAccumulator, SeededRng, simulateRtp, type RtpSnapshot } from '@fortuna/game-math';

/** One representative per slot engine; `--all-variants` runs every slot id of the catalogue. */
const DEFAULT_ENGINES = ['line-20-classic-96', 'ways-quest-96', 'cluster-candy-96', 'jackpot-pharaoh-97'];

interface Chunk {
  engine: string;
  index: number;
  rounds: number;
  seed: string;
}
interface ChunkResult {
  chunk: Chunk;
  snapshot: RtpSnapshot;
  seconds: number;
}

function playChunk(chunk: Chunk): ChunkResult {
  const engine = createDefaultEngines()[chunk.engine];
  const started = process.hrtime.bigint();
  const acc = simulateRtp({ engine, rng: new SeededRng(chunk.seed), rounds: chunk.rounds, ...defaultSimulation(engine) });
  return { chunk, snapshot: acc.snapshot(), seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

if (process.env.RTP_BENCH_WORKER === '1') {
  process.on('message', (chunk: Chunk) => process.send!(playChunk(chunk)));
  process.send!('ready');
} else {
  await main();
}

async function main() {
  const args = process.argv.slice(2);
  const flag = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? (args.splice(i, 1), true) : false;
  };
  const opt = (name: string, fallback: number) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? Number(args.splice(i, 2)[1]) : fallback;
  };
  const rounds = opt('rounds', 10_000_000);
  const seed = opt('seed', 1);
  const chunkSize = opt('chunk', 250_000);
  const workers = opt('workers', availableParallelism());
  const allVariants = flag('all-variants');
  const engines = createDefaultEngines();
  const slotIds = Object.values(engines).filter((e) => e.describe().kind === 'slot').map((e) => e.id);
  const ids = args.length ? args : allVariants ? slotIds : DEFAULT_ENGINES;
  for (const id of ids) if (!engines[id]) throw new Error(`unknown engine ${id}; known: ${Object.keys(engines).join(', ')}`);
  if (!(rounds > 0) || !(chunkSize > 0) || !(workers > 0)) throw new Error('--rounds, --chunk and --workers must be positive');

  // Chunks of all engines interleaved, so every engine progresses and the workers finish together.
  const perEngine = ids.map((engine) =>
    Array.from({ length: Math.ceil(rounds / chunkSize) }, (_, index) => ({
      engine,
      index,
      rounds: Math.min(chunkSize, rounds - index * chunkSize),
      seed: `${seed}:${engine}:${index}`,
    })),
  );
  const queue: Chunk[] = [];
  for (let i = 0; perEngine.some((list) => i < list.length); i++) for (const list of perEngine) if (list[i]) queue.push(list[i]);

  const merged = new Map(ids.map((id) => [id, { acc: new RtpAccumulator(), cpuSeconds: 0, chunks: 0 }]));
  const total = queue.length;
  const started = Date.now();
  console.log(`RTP bench: ${ids.length} engines × ${rounds.toLocaleString('en')} rounds, ${total} chunks of ≤ ${chunkSize.toLocaleString('en')}, ${workers} workers, seed ${seed}`);

  await Promise.all(
    Array.from({ length: Math.min(workers, total) }, () =>
      new Promise<void>((resolve, reject) => {
        const child = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, RTP_BENCH_WORKER: '1' } });
        const next = () => {
          const chunk = queue.shift();
          if (chunk) child.send(chunk);
          else child.disconnect();
        };
        child.on('message', (message: 'ready' | ChunkResult) => {
          if (message !== 'ready') {
            const entry = merged.get(message.chunk.engine)!;
            entry.acc.merge(message.snapshot);
            entry.cpuSeconds += message.seconds;
            entry.chunks++;
            const done = total - queue.length;
            console.error(`  [${((Date.now() - started) / 1000).toFixed(0)} s] ${message.chunk.engine} chunk ${message.chunk.index} (${done}/${total} sent): ${(message.chunk.rounds / message.seconds).toFixed(0)} rounds/s`);
          }
          next();
        });
        child.on('error', reject);
        child.on('exit', (code) => (code === 0 || code === null ? resolve() : reject(new Error(`worker exited with ${code}`))));
      }),
    ),
  );

  const results = ids.map((id) => {
    const { acc, cpuSeconds } = merged.get(id)!;
    const documented = engines[id].describe().rtp;
    return {
      engine: id,
      rounds: acc.rounds,
      seed,
      cpuSeconds: +cpuSeconds.toFixed(1),
      roundsPerSecond: Math.round(acc.rounds / cpuSeconds),
      measured: +(acc.rtp * 100).toFixed(3),
      ci99: +(acc.ci99 * 100).toFixed(3),
      interval: [+((acc.rtp - acc.ci99) * 100).toFixed(3), +((acc.rtp + acc.ci99) * 100).toFixed(3)],
      documented: +(documented.value * 100).toFixed(3),
      method: documented.method,
      withinCi: Math.abs(acc.rtp - documented.value) <= acc.ci99,
      stdDev: +acc.stdDev.toFixed(3),
      hitRate: +(acc.hits / acc.rounds).toFixed(4),
      maxMultiplier: +acc.maxMultiplier.toFixed(2),
    };
  });
  console.log(`\n| engine | rounds | RTP measured | 99% CI | documented | within | rounds/s (one core) |\n|---|---:|---:|---|---:|---|---:|`);
  for (const r of results) {
    console.log(`| ${r.engine} | ${r.rounds.toLocaleString('en')} | ${r.measured}% | ± ${r.ci99}% [${r.interval[0]}%, ${r.interval[1]}%] | ${r.documented}% (${r.method}) | ${r.withinCi ? 'yes' : 'NO'} | ${r.roundsPerSecond.toLocaleString('en')} |`);
  }
  const wallSeconds = (Date.now() - started) / 1000;
  console.log(`\nwall time ${wallSeconds.toFixed(0)} s with ${workers} workers`);
  writeFileSync(fileURLToPath(new URL('./rtp-result.json', import.meta.url)), JSON.stringify({ date: new Date().toISOString(), workers, wallSeconds, results }, null, 2) + '\n');
  if (results.some((r) => !r.withinCi)) process.exitCode = 1;
}
