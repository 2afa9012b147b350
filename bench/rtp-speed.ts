/**
 * Simulation speed on one core: each slot engine's production engine (the baseline) and its
 * simulation kernel, in the same run, on the same seeded stream, with the targets.
 *
 *   nice -n 19 node --import tsx bench/rtp-speed.ts [--seconds 5] [engineId ...]
 *
 * For each engine it plays rounds through the engine for `--seconds` CPU-seconds, then through
 * the kernel for as long, both from seed `speed:<engine>`; it checks that the kernel's first
 * rounds win exactly what the engine's did, and prints rounds per CPU-second of this thread
 * (/proc/thread-self/schedstat, so other jobs on the machine do not count) and the ratio.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import {
  createDefaultEngines,
  createDefaultKernel,
  defaultSimulation,
  KernelTotals,
  playRound,
  SeededRng,
  SimStream,
} from '@fortuna/game-math';

const TARGETS: Record<string, number> = { line: 4_000_000, jackpot: 4_000_000, ways: 1_000_000, cluster: 1_000_000 };

function threadSeconds(): number {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e9;
  } catch {
    return Number(process.hrtime.bigint()) / 1e9;
  }
}

const args = process.argv.slice(2);
const at = args.indexOf('--seconds');
const seconds = at >= 0 ? Number(args.splice(at, 2)[1]) : 5;
const ids = args.length ? args : ['line-20-classic-96', 'ways-quest-96', 'cluster-candy-96', 'jackpot-pharaoh-97'];
const engines = createDefaultEngines();
const loadBefore = loadavg();
console.log(
  `simulation speed, one core, ${seconds} CPU-s per measurement, node ${process.version}, load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')}`,
);

const rows: string[] = [];
for (const id of ids) {
  const engine = engines[id];
  if (!engine) throw new Error(`unknown engine ${id}`);
  const simulation = defaultSimulation(engine);
  const kernel = createDefaultKernel(id, { bet: simulation.bet, countJackpotContribution: simulation.includeJackpotContribution });
  if (!kernel) throw new Error(`${id} has no simulation kernel`);
  const seed = `speed:${id}`;

  const rng = new SeededRng(seed);
  const policy = () => ({ type: 'spin' });
  let engineRounds = 0;
  let engineWin = 0;
  const engineStart = threadSeconds();
  while (threadSeconds() - engineStart < seconds) {
    for (let i = 0; i < 2_000; i++) engineWin += playRound(engine, simulation.bet, rng, policy).win;
    engineRounds += 2_000;
  }
  const engineRate = engineRounds / (threadSeconds() - engineStart);

  // the same rounds through the kernel first: the wins must be equal
  const stream = new SimStream(seed);
  let kernelWin = 0;
  for (let i = 0; i < engineRounds; i++) kernelWin += kernel.playRound(stream);
  if (kernelWin !== engineWin) throw new Error(`${id}: kernel won ${kernelWin} over ${engineRounds} rounds, the engine ${engineWin}`);

  const totals = new KernelTotals(kernel.stake);
  const batch = 1_000_000;
  const kernelStart = threadSeconds();
  while (threadSeconds() - kernelStart < seconds) kernel.run(stream, batch, totals);
  const kernelRate = totals.rounds / (threadSeconds() - kernelStart);

  const target = TARGETS[id.split('-')[0]] ?? 0;
  rows.push(
    `| ${id} | ${Math.round(engineRate).toLocaleString('en')} | ${Math.round(kernelRate).toLocaleString('en')} | ${(kernelRate / engineRate).toFixed(0)}× | ` +
      `${target.toLocaleString('en')} | ${kernelRate >= target ? 'yes' : 'NO'} | ${engineRounds.toLocaleString('en')} equal |`,
  );
  console.error(`  ${id}: engine ${Math.round(engineRate)} rounds/s, kernel ${Math.round(kernelRate)} rounds/s`);
}
console.log(
  '\n| engine | engine rounds/s | kernel rounds/s | kernel ÷ engine | target | met | rounds cross-checked |\n|---|---:|---:|---:|---:|---|---:|',
);
for (const row of rows) console.log(row);
console.log(
  `\nload average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
