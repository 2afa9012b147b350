import type { LineSlotConfig } from './line-config.ts';

export interface LineWin {
  line: number;
  symbol: string;
  count: number;
  /** × line bet */
  pay: number;
}

/** The visible window: window[reel][row]. */
export function windowAt(reels: string[][], stops: number[], rows: number): string[][] {
  return reels.map((strip, r) => Array.from({ length: rows }, (_, row) => strip[(stops[r] + row) % strip.length]));
}

/**
 * Pays one line, left to right. Wild substitutes for everything but the scatter; a run of leading
 * wilds pays as wilds if that beats the substituted symbol's pay.
 */
export function evaluateLine(
  symbols: string[],
  config: Pick<LineSlotConfig, 'pays' | 'wild' | 'scatter'>,
): { symbol: string; count: number; pay: number } | null {
  const { wild, scatter, pays } = config;
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === wild) wilds++;
  const wildPay = wilds > 0 ? (pays[wild]?.[wilds - 1] ?? 0) : 0;
  let best: { symbol: string; count: number; pay: number } | null = wildPay > 0 ? { symbol: wild, count: wilds, pay: wildPay } : null;
  if (wilds < symbols.length) {
    const target = symbols[wilds];
    if (target !== scatter) {
      let count = wilds;
      while (count < symbols.length && (symbols[count] === target || symbols[count] === wild)) count++;
      const pay = pays[target]?.[count - 1] ?? 0;
      if (pay > 0 && pay > (best?.pay ?? 0)) best = { symbol: target, count, pay };
    }
  }
  return best;
}

export function evaluateLines(window: string[][], config: LineSlotConfig): LineWin[] {
  const wins: LineWin[] = [];
  config.paylines.forEach((rows, line) => {
    const win = evaluateLine(
      rows.map((row, reel) => window[reel][row]),
      config,
    );
    if (win) wins.push({ line, ...win });
  });
  return wins;
}

export function countScatters(window: string[][], scatter: string): number {
  let n = 0;
  for (const reel of window) for (const s of reel) if (s === scatter) n++;
  return n;
}
