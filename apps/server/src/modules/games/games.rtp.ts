import { RTP_VARIANTS, type GameEngine, type RtpVariant } from '@fortuna/contracts';

/**
 * The RTP variants an engine offers, with the return each one pays (basis points). The slot engines
 * keep a paytable per variant (the jackpot slot two: 97 % and 95 %); table, instant and live engines
 * have one fixed return, so their games offer only `standard`.
 */
export const ENGINE_RTP_VARIANTS: Partial<Record<GameEngine, Partial<Record<RtpVariant, number>>>> = {
  'line-slot': { high: 9700, standard: 9600, low: 9400 },
  'ways-slot': { high: 9700, standard: 9600, low: 9400 },
  'cluster-slot': { high: 9700, standard: 9600, low: 9400 },
  'jackpot-slot': { standard: 9700, low: 9500 },
};
/** The variants a game on this engine may be switched to (its current one always among them). */
export function rtpVariantsOf(engine: string, current?: string): RtpVariant[] {
  const offered = Object.keys(ENGINE_RTP_VARIANTS[engine as GameEngine] ?? { standard: 0 }) as RtpVariant[];
  return current && !offered.includes(current as RtpVariant) && (RTP_VARIANTS as readonly string[]).includes(current)
    ? [...offered, current as RtpVariant]
    : offered;
}
