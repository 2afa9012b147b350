import { formatAmount, type TournamentType } from '@fortuna/contracts';

/** A score as its type counts it (docs/tournaments.md): money, a multiplier in hundredths, rounds or points. */
export function formatPoints(type: TournamentType, points: number): string {
  if (type.startsWith('win-')) return formatAmount(points);
  if (type.startsWith('multiplication-')) return `x${(points / 100).toFixed(2)}`;
  return String(points);
}

/** d h m s left, the largest two units that are not zero */
export function splitDuration(ms: number): { d: number; h: number; m: number; s: number } {
  const total = Math.floor(ms / 1000);
  return { d: Math.floor(total / 86_400), h: Math.floor((total % 86_400) / 3600), m: Math.floor((total % 3600) / 60), s: total % 60 };
}
