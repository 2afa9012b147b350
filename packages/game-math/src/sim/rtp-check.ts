import type { RtpAccumulator } from './stats.ts';

/** Does the measured RTP land within the 99% confidence interval around the documented value? */
export function rtpWithinCi(acc: RtpAccumulator, documented: number): { ok: boolean; message: string } {
  const diff = acc.rtp - documented;
  const message = `measured ${(acc.rtp * 100).toFixed(3)}% ± ${(acc.ci99 * 100).toFixed(3)}% over ${acc.rounds} rounds, documented ${(documented * 100).toFixed(3)}%`;
  return { ok: Math.abs(diff) <= acc.ci99, message };
}
