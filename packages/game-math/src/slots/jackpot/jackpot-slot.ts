import type { BetLimits, Engine } from '../../engine/engine.ts';
import {
  createLineSlotEngine,
  type JackpotOptions,
  type LineSlotAction,
  type LineSlotBet,
  type LineSlotState,
  type LineSpinOutcome,
} from '../line/line-engine.ts';
import type { LineSlotConfig } from '../line/line-config.ts';
import { lineSlotConfig, type LineVariant } from '../line/line-variants.ts';

/**
 * Progressive jackpot slot: the 25-line base game (no bonus buy) plus a jackpot. Each paid spin
 * reports `jackpotContribution` (1% of the stake, rounded down) and `jackpotWon` (1 in 250 000
 * per paid spin, drawn after the reel stops); the RGS keeps and pays the pool.
 * Total RTP = base game (exact) + contribution share, since the pool returns to players over time
 * (the pool's seed money, funded by the operator, comes on top).
 */
export const JACKPOT_DEFAULTS: JackpotOptions = { contribution: 0.01, oneIn: 250_000 };

/** Jackpot variants: 95 = 94% base + 1%; 97 = 96% base + 1%. */
export const JACKPOT_VARIANT_BASE: Record<95 | 97, LineVariant> = { 95: 94, 97: 96 };

/** The jackpot slot's line-game config and jackpot settings (the engine and its simulation kernel both read these). */
export function jackpotSlotConfig(options: { variant?: 95 | 97; theme?: string; jackpot?: JackpotOptions } = {}): {
  config: LineSlotConfig;
  jackpot: JackpotOptions;
} {
  const variant = options.variant ?? 97;
  const theme = options.theme ?? 'pharaoh';
  const config = lineSlotConfig({
    variant: JACKPOT_VARIANT_BASE[variant],
    lines: 25,
    theme,
    id: `jackpot-${theme}-${variant}`,
    name: 'Pharaoh Jackpot',
  });
  return { config: { ...config, bonusBuy: undefined }, jackpot: options.jackpot ?? JACKPOT_DEFAULTS };
}

export function createJackpotSlotEngine(
  options: { variant?: 95 | 97; theme?: string; limits?: BetLimits; jackpot?: JackpotOptions } = {},
): Engine<LineSlotBet, LineSlotAction, LineSlotState, LineSpinOutcome> {
  const { config, jackpot } = jackpotSlotConfig(options);
  return createLineSlotEngine(config, { limits: options.limits, jackpot });
}
