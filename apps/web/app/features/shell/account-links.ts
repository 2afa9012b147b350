/**
 * The player's account pages in the header's account menu and the phone menu, in this order. Only
 * pages that work today are listed (no dead ends); account-links.test.ts checks both ways.
 */
export const ACCOUNT_PAGES = [
  'player-profile',
  'player-balance',
  'player-bonus',
  'player-history-games',
  'player-history-payments',
  'player-history-bonus',
  'player-exclusion',
  'player-security',
  'player-auth-log',
  'player-messages',
  'player-subscriptions',
  'player-verification',
] as const;
export type AccountPage = (typeof ACCOUNT_PAGES)[number];
