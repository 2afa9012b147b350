import type { Engine } from '../../engine/engine.ts';
import { playRound } from '../../engine/play.ts';
import { SeededRng } from '../../rng/seeded-rng.ts';
import { RtpAccumulator } from '../stats.ts';
import { SimStream } from './sim-stream.ts';
import type { SlotKernel } from './slot-kernel.ts';

export interface CrossCheckReport {
  rounds: number;
  /** First few rounds where the kernel and the engine disagree (empty when they agree). */
  mismatches: string[];
  totalWin: number;
  /** Rounds with more than one spin or cascade, and the most in one round. */
  featureRounds: number;
  maxExtraSteps: number;
  cappedRounds: number;
  jackpotWins: number;
  /** The engine's rounds, as `simulateRtp` would accumulate them. */
  engine: RtpAccumulator;
}

/**
 * Plays `rounds` rounds of the production engine on `SeededRng(seed)` and of the kernel on
 * `SimStream(seed)`, round after round on the same stream, and compares each round: the win, the
 * stake, the number of free spins or cascades, the cap, the jackpot contribution and trigger,
 * and the stream position afterwards (the four state words). Used by the unit tests and by
 * `bench/rtp.ts --cross-check`.
 */
export function crossCheckKernel(
  engine: Engine<any, any, any, any>,
  kernel: SlotKernel,
  bet: unknown,
  seed: string | number,
  rounds: number,
  options: { countJackpotContribution?: boolean } = {},
): CrossCheckReport {
  const rng = new SeededRng(seed);
  const stream = new SimStream(seed);
  const report: CrossCheckReport = {
    rounds,
    mismatches: [],
    totalWin: 0,
    featureRounds: 0,
    maxExtraSteps: 0,
    cappedRounds: 0,
    jackpotWins: 0,
    engine: new RtpAccumulator(),
  };
  const spin = () => ({ type: 'spin' });
  for (let i = 0; i < rounds && report.mismatches.length < 5; i++) {
    const round = playRound(engine, bet, rng, spin);
    const win = kernel.playRound(stream);
    const last = kernel.last;
    const outcome = round.state.outcome as { cascades?: unknown[]; capped?: boolean } | undefined;
    const engineExtra = outcome?.cascades ? outcome.cascades.length - 1 : round.steps;
    const engineCapped = !!(outcome?.capped ?? (round.state as { capped?: boolean }).capped);
    const a = rng.stateWords();
    const b = stream.stateWords();
    const differences = [
      win !== round.win && `win ${win} ≠ ${round.win}`,
      kernel.stake !== round.stake && `stake ${kernel.stake} ≠ ${round.stake}`,
      last.extraSteps !== engineExtra && `extra steps ${last.extraSteps} ≠ ${engineExtra}`,
      last.capped !== engineCapped && `capped ${last.capped} ≠ ${engineCapped}`,
      last.jackpotContribution !== round.jackpotContribution &&
        `jackpot contribution ${last.jackpotContribution} ≠ ${round.jackpotContribution}`,
      last.jackpotWon !== round.jackpotWon && `jackpot won ${last.jackpotWon} ≠ ${round.jackpotWon}`,
      (a[0] !== b[0] || a[1] !== b[1] || a[2] !== b[2] || a[3] !== b[3]) && `stream position differs`,
    ].filter(Boolean);
    if (differences.length) report.mismatches.push(`${engine.id} round ${i} (seed ${seed}): ${differences.join(', ')}`);
    report.totalWin += round.win;
    report.engine.add(round.stake, round.win + (options.countJackpotContribution ? round.jackpotContribution : 0));
    if (engineExtra > 0) report.featureRounds++;
    if (engineExtra > report.maxExtraSteps) report.maxExtraSteps = engineExtra;
    if (engineCapped) report.cappedRounds++;
    if (round.jackpotWon) report.jackpotWins++;
  }
  return report;
}
