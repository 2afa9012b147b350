/**
 * Long-tier RTP bench: plays N rounds per engine with a seeded PRNG and prints rounds/s and the
 * measured RTP with its 99% confidence interval next to the documented value.
 *
 *   node --import tsx packages/game-math/bench/rtp.ts [--rounds 10000000] [--seed 1] [engineId ...]
 *
 * With no engine ids it runs every slot engine. Results are also written to bench/results/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDefaultEngines, defaultSimulation, SeededRng, simulateRtp } from '../src/index.ts';

const args = process.argv.slice(2);
const opt = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args.splice(i, 2)[1]) : fallback;
};
const rounds = opt('rounds', 10_000_000);
const seed = opt('seed', 1);
const engines = createDefaultEngines();
const ids = args.length ? args : Object.values(engines).filter((e) => e.describe().kind === 'slot').map((e) => e.id);

const results = [];
for (const id of ids) {
  const engine = engines[id];
  if (!engine) throw new Error(`unknown engine ${id}; known: ${Object.keys(engines).join(', ')}`);
  const documented = engine.describe().rtp;
  const started = process.hrtime.bigint();
  const acc = simulateRtp({ engine, rng: new SeededRng(`${seed}:${id}`), rounds, ...defaultSimulation(engine) });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const row = {
    engine: id,
    rounds,
    seconds: +seconds.toFixed(1),
    roundsPerSecond: Math.round(rounds / seconds),
    measured: +(acc.rtp * 100).toFixed(3),
    ci99: +(acc.ci99 * 100).toFixed(3),
    documented: +(documented.value * 100).toFixed(3),
    method: documented.method,
    withinCi: Math.abs(acc.rtp - documented.value) <= acc.ci99,
    stdDev: +acc.stdDev.toFixed(3),
    hitRate: +(acc.hits / acc.rounds).toFixed(4),
    maxMultiplier: acc.maxMultiplier,
  };
  results.push(row);
  console.log(`${id}: ${row.rounds} rounds in ${row.seconds}s (${row.roundsPerSecond}/s) RTP ${row.measured}% ± ${row.ci99}% (99% CI), documented ${row.documented}% [${row.method}] ${row.withinCi ? 'OK' : 'OUTSIDE CI'}`);
}
const dir = join(dirname(fileURLToPath(import.meta.url)), 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, `rtp-${new Date().toISOString().replace(/[:.]/g, '-')}.json`), JSON.stringify(results, null, 2));
