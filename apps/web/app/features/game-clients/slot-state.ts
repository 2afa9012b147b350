import type { Frame } from './outcome';

/** What the slot shows between calls: the reels, the spin's progress, the last win and the open panel. */
export interface SlotView {
  frame: Frame;
  bet: number;
  spinning: boolean;
  /** how many reels have stopped in this spin (all of them between spins) */
  stopped: number;
  showWins: boolean;
  lastWin: number;
  bigWin: { amount: number; jackpot: boolean } | null;
  /** finished plays (spins, free spins, failures): lets tests and assistive tools see a spin end */
  plays: number;
  sound: boolean;
  panel: 'info' | 'buy' | 'fair' | null;
}

export type SlotEvent =
  | { type: 'spinStarted' }
  | { type: 'frame'; frame: Frame }
  | { type: 'reelStopped'; reel: number }
  | { type: 'reelsStopped' }
  | { type: 'won'; amount: number; big: SlotView['bigWin'] }
  | { type: 'playEnded' }
  | { type: 'bet'; bet: number }
  | { type: 'sound'; on: boolean }
  | { type: 'panel'; panel: SlotView['panel'] }
  | { type: 'bigWinDismissed' };

/** Reels stopped from the start: every reel (a slot has fewer than this). */
export const ALL_REELS = 99;

export function slotReducer(view: SlotView, event: SlotEvent): SlotView {
  switch (event.type) {
    case 'spinStarted':
      return { ...view, bigWin: null, showWins: false, spinning: true, stopped: 0 };
    case 'frame':
      return { ...view, frame: event.frame };
    case 'reelStopped':
      return { ...view, stopped: event.reel };
    case 'reelsStopped':
      return { ...view, spinning: false, showWins: true };
    case 'won':
      return { ...view, lastWin: event.amount, bigWin: event.big };
    case 'playEnded':
      return { ...view, plays: view.plays + 1 };
    case 'bet':
      return { ...view, bet: event.bet };
    case 'sound':
      return { ...view, sound: event.on };
    case 'panel':
      return { ...view, panel: event.panel };
    case 'bigWinDismissed':
      return { ...view, bigWin: null };
  }
}
