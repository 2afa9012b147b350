/**
 * Long-tier RTP bench: plays N rounds (default 10 000 000) of every slot engine (line, ways,
 * cluster, jackpot) from a seeded stream and prints, per engine, the measured RTP with its 99%
 * confidence interval next to the documented value, and the simulation speed.
 *
 *   nice -n 19 npm run bench:rtp -- [--rounds 10000000] [--seed 1] [--workers <cores>] [--chunk 250000]
 *                                   [--engine | --cross-check] [--all-variants] [engineId ...]
 *
 * By default the rounds are played by the simulation kernels (packages/game-math/src/sim/kernel):
 * built from the engines' own configs, drawing the same stream as `SeededRng`, so every round wins
 * exactly what the engine would. `--engine` plays them through the production engines instead
 * (the baseline, and the same figures: same seeds, same rounds). `--cross-check` plays every
 * round through both and compares them round by round (win, stake, free spins or cascades, cap,
 * jackpot, stream position); it exits 1 on the first disagreement.
 *
 * Each engine's rounds are cut into chunks with their own seed (`seed:engine:chunk`), played by
 * `--workers` worker threads (default: the machine's cores); the chunks' accumulators are merged
 * exactly (pooled RTP, pooled variance), so the figures do not depend on the number of workers.
 * Rounds/s per core are per CPU-second of the worker thread (/proc/thread-self/schedstat), so
 * other jobs on the machine slow the wall clock more than these. Writes bench/rtp-result.json.
 */
import { availableParallelism, loadavg } from 'node:os';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import {
  createDefaultEngines,
  createDefaultKernel,
  crossCheckKernel,
  defaultSimulation,
  KernelTotals,
  RtpAccumulator,
  SeededRng,
  SimStream,
  simulateRtp,
  type Engine,
  type RtpSnapshot,
  type SlotKernel,
} from '@fortuna/game-math';

/** One representative per slot engine; `--all-variants` runs every slot id of the catalogue. */
const DEFAULT_ENGINES = ['line-20-classic-96', 'ways-quest-96', 'cluster-candy-96', 'jackpot-pharaoh-97'];

type Mode = 'kernel' | 'engine' | 'cross-check';

interface Chunk {
  engine: string;
  index: number;
  rounds: number;
  seed: string;
  mode: Mode;
}
interface ChunkResult {
  chunk: Chunk;
  snapshot: RtpSnapshot;
  cpuSeconds: number;
  mismatches: string[];
  featureRounds: number;
}

/** CPU time of the calling thread in seconds (Linux); wall time elsewhere. */
function threadSeconds(): number {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e9;
  } catch {
    return Number(process.hrtime.bigint()) / 1e9;
  }
}

function worker() {
  const engines = createDefaultEngines();
  const kernels = new Map<string, SlotKernel>();
  const kernelOf = (engine: Engine<any, any, any, any>) => {
    let kernel = kernels.get(engine.id);
    if (!kernel) {
      const simulation = defaultSimulation(engine);
      kernel = createDefaultKernel(engine.id, { bet: simulation.bet, countJackpotContribution: simulation.includeJackpotContribution });
      if (!kernel) throw new Error(`${engine.id} has no simulation kernel`);
      kernels.set(engine.id, kernel);
    }
    return kernel;
  };
  parentPort!.on('message', (chunk: Chunk) => {
    const engine = engines[chunk.engine];
    const started = threadSeconds();
    let snapshot: RtpSnapshot;
    let mismatches: string[] = [];
    let featureRounds = 0;
    if (chunk.mode === 'kernel') {
      const kernel = kernelOf(engine);
      const totals = new KernelTotals(kernel.stake);
      kernel.run(new SimStream(chunk.seed), chunk.rounds, totals);
      snapshot = totals.snapshot();
    } else if (chunk.mode === 'engine') {
      snapshot = simulateRtp({ engine, rng: new SeededRng(chunk.seed), rounds: chunk.rounds, ...defaultSimulation(engine) }).snapshot();
    } else {
      const simulation = defaultSimulation(engine);
      const report = crossCheckKernel(engine, kernelOf(engine), simulation.bet, chunk.seed, chunk.rounds, {
        countJackpotContribution: simulation.includeJackpotContribution,
      });
      snapshot = report.engine.snapshot();
      mismatches = report.mismatches;
      featureRounds = report.featureRounds;
    }
    const result: ChunkResult = { chunk, snapshot, cpuSeconds: threadSeconds() - started, mismatches, featureRounds };
    parentPort!.postMessage(result);
  });
  parentPort!.postMessage('ready');
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
  const engineMode = flag('engine');
  const crossCheck = flag('cross-check');
  const mode: Mode = crossCheck ? 'cross-check' : engineMode ? 'engine' : 'kernel';
  const unknownFlag = args.find((a) => a.startsWith('--'));
  if (unknownFlag) throw new Error(`unknown option ${unknownFlag}`);
  if (engineMode && crossCheck) throw new Error('--engine and --cross-check exclude each other');
  const engines = createDefaultEngines();
  const slotIds = Object.values(engines)
    .filter((e) => e.describe().kind === 'slot')
    .map((e) => e.id);
  const ids = args.length ? args : allVariants ? slotIds : DEFAULT_ENGINES;
  for (const id of ids) if (!engines[id]) throw new Error(`unknown engine ${id}; known: ${Object.keys(engines).join(', ')}`);
  for (const id of ids)
    if (mode !== 'engine' && !createDefaultKernel(id, { bet: defaultSimulation(engines[id]).bet }))
      throw new Error(`${id} has no simulation kernel (use --engine)`);
  if (!(rounds > 0) || !(chunkSize > 0) || !(workers > 0)) throw new Error('--rounds, --chunk and --workers must be positive');

  // Chunks of all engines interleaved, so every engine progresses and the workers finish together.
  const perEngine = ids.map((engine) =>
    Array.from({ length: Math.ceil(rounds / chunkSize) }, (_, index): Chunk => ({
      engine,
      index,
      rounds: Math.min(chunkSize, rounds - index * chunkSize),
      seed: `${seed}:${engine}:${index}`,
      mode,
    })),
  );
  const queue: Chunk[] = [];
  for (let i = 0; perEngine.some((list) => i < list.length); i++) for (const list of perEngine) if (list[i]) queue.push(list[i]);

  const merged = new Map(ids.map((id) => [id, { acc: new RtpAccumulator(), cpuSeconds: 0, chunks: 0, featureRounds: 0 }]));
  const mismatches: string[] = [];
  const total = queue.length;
  const started = Date.now();
  const loadBefore = loadavg();
  console.log(
    `RTP bench (${mode}): ${ids.length} engines × ${rounds.toLocaleString('en')} rounds, ${total} chunks of ≤ ${chunkSize.toLocaleString('en')}, ${workers} worker threads, seed ${seed}`,
  );
  console.log(`node ${process.version}, ${availableParallelism()} cores, load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')}`);

  let done = 0;
  let lastProgress = Date.now();
  await Promise.all(
    Array.from(
      { length: Math.min(workers, total) },
      () =>
        new Promise<void>((resolve, reject) => {
          // Node 20 does not give worker threads the `--import tsx` loader: ts-worker.mjs registers it.
          const thread = new Worker(new URL('./ts-worker.mjs', import.meta.url), { workerData: { entry: import.meta.url } });
          const next = () => {
            const chunk = queue.shift();
            if (chunk) thread.postMessage(chunk);
            else void thread.terminate().then(() => resolve());
          };
          thread.on('message', (message: 'ready' | ChunkResult) => {
            if (message === 'ready') return next();
            const entry = merged.get(message.chunk.engine)!;
            entry.acc.merge(message.snapshot);
            entry.cpuSeconds += message.cpuSeconds;
            entry.chunks++;
            entry.featureRounds += message.featureRounds;
            mismatches.push(...message.mismatches);
            done++;
            if (Date.now() - lastProgress > 10_000 || done === total) {
              lastProgress = Date.now();
              const seconds = (Date.now() - started) / 1000;
              const played = [...merged.values()].reduce((s, e) => s + e.acc.rounds, 0);
              console.error(
                `  [${seconds.toFixed(0)} s] ${done}/${total} chunks, ${Math.round(played / seconds).toLocaleString('en')} rounds/s on the wall clock`,
              );
            }
            if (mismatches.length) {
              for (const m of mismatches.slice(0, 5)) console.error(`  MISMATCH ${m}`);
              void thread.terminate();
              reject(new Error('the kernel and the engine disagree'));
              return;
            }
            next();
          });
          thread.on('error', reject);
        }),
    ),
  );

  const wallSeconds = (Date.now() - started) / 1000;
  const loadAfter = loadavg();
  const results = ids.map((id) => {
    const { acc, cpuSeconds, featureRounds } = merged.get(id)!;
    const documented = engines[id].describe().rtp;
    // A simulated documented RTP carries its own 99% half-width: compare against both intervals combined.
    const tolerance = documented.ci99 ? Math.hypot(acc.ci99, documented.ci99) : acc.ci99;
    return {
      engine: id,
      rounds: acc.rounds,
      seed,
      cpuSeconds: +cpuSeconds.toFixed(1),
      roundsPerSecond: Math.round(acc.rounds / cpuSeconds),
      measured: +(acc.rtp * 100).toFixed(4),
      ci99: +(acc.ci99 * 100).toFixed(4),
      interval: [+((acc.rtp - acc.ci99) * 100).toFixed(4), +((acc.rtp + acc.ci99) * 100).toFixed(4)],
      documented: +(documented.value * 100).toFixed(4),
      documentedCi99: documented.ci99 ? +(documented.ci99 * 100).toFixed(4) : undefined,
      method: documented.method,
      withinCi: Math.abs(acc.rtp - documented.value) <= tolerance,
      stdDev: +acc.stdDev.toFixed(3),
      hitRate: +(acc.hits / acc.rounds).toFixed(4),
      maxMultiplier: +acc.maxMultiplier.toFixed(2),
      ...(mode === 'cross-check' ? { comparedRounds: acc.rounds, featureRounds, mismatches: 0 } : {}),
    };
  });
  console.log(
    `\n| engine | rounds | RTP measured | 99% CI | documented | within | rounds/s per core (${mode}) |\n|---|---:|---:|---|---:|---|---:|`,
  );
  for (const r of results) {
    console.log(
      `| ${r.engine} | ${r.rounds.toLocaleString('en')} | ${r.measured}% | ± ${r.ci99}% [${r.interval[0]}%, ${r.interval[1]}%] | ${r.documented}%${r.documentedCi99 ? ` ± ${r.documentedCi99}%` : ''} (${r.method}) | ${r.withinCi ? 'yes' : 'NO'} | ${r.roundsPerSecond.toLocaleString('en')} |`,
    );
  }
  if (mode === 'cross-check') {
    for (const r of results)
      console.log(
        `${r.engine}: ${r.rounds.toLocaleString('en')} rounds compared, 0 mismatches (${r.featureRounds?.toLocaleString('en')} with free spins or cascades)`,
      );
  }
  console.log(
    `\nwall time ${wallSeconds.toFixed(1)} s with ${workers} worker threads; load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadAfter.map((l) => l.toFixed(2)).join(' ')}`,
  );
  writeFileSync(
    fileURLToPath(new URL('./rtp-result.json', import.meta.url)),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        mode,
        workers,
        node: process.version,
        cores: availableParallelism(),
        loadBefore,
        loadAfter,
        wallSeconds,
        results,
      },
      null,
      2,
    ) + '\n',
  );
  if (results.some((r) => !r.withinCi)) process.exitCode = 1;
}

if (isMainThread) await main();
else worker();
