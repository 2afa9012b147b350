/**
 * Which catalogue namespaces (app/locales/<locale>/<namespace>.json) a page needs before it is
 * shown, so the browser downloads only those (lib/i18n.ts, vite.config.ts):
 *
 * - the shell's (root layout, header, sidebars, footer, consent banner) on every page, as one chunk
 *   per language;
 * - on signed-in pages the sign-in guard's (`SIGNED_IN_NAMESPACES`): a visitor's pages do not carry
 *   the login and sign-up texts, which their popups fetch when they open;
 * - each page's own, by its route file (its static imports' `useTranslation` namespaces), as one
 *   chunk per language and namespace.
 *
 * A namespace missing here is not a wrong page: a component whose namespace is not loaded yet
 * suspends until it is (lib/i18n.ts), the server's HTML staying in place. It only costs a second
 * round trip, so a page's list should name what the page renders. Popups and lazily loaded screens
 * fetch theirs when they open.
 *
 * No imports: vite.config.ts reads SHELL_NAMESPACES too.
 */
export const SHELL_NAMESPACES = ['common', 'consent', 'games', 'messages', 'realtime'] as const;

export const SIGNED_IN_NAMESPACES: readonly string[] = ['auth'];

export const PAGE_NAMESPACES: Record<string, readonly string[]> = {
  'routes/cashier.tsx': ['cashier'],
  'routes/confirm-email.tsx': ['auth'],
  'routes/dev.mailbox.tsx': ['auth'],
  'routes/reset-password.tsx': ['auth'],
  'routes/sign-up.tsx': ['auth'],
  'routes/fairness.tsx': ['fairness'],
  'routes/game.demo.tsx': ['games-client'], // the session bar (rg) is for real money only; the game's own are the frame's
  'routes/game.real.tsx': ['games-client', 'rg'],
  'routes/rgs.play.tsx': ['games-client', 'tables'],
  'routes/player.balance.tsx': ['cashier'],
  'routes/player.bonus.tsx': ['bonuses'],
  'routes/player.exclusion.tsx': ['rg'],
  'routes/player.history.bonus.tsx': ['bonuses', 'cashier'],
  'routes/player.history.games.tsx': ['fairness', 'games-client'],
  'routes/player.history.payments.tsx': ['cashier'],
  'routes/player.profile.tsx': ['privacy'],
  'routes/player.subscriptions.tsx': ['subscriptions'],
  'routes/player.verification.tsx': ['verification'],
  'routes/player.verification.sumsub.tsx': ['verification'],
  'routes/promo.tsx': ['bonuses'],
  'routes/promo.$id.tsx': ['bonuses'],
  'routes/tournament.tsx': ['tournaments'],
  'routes/tournament.join.tsx': ['tournaments'],
  'routes/tournaments.tsx': ['tournaments'],
  'routes/unsubscribe.tsx': ['subscriptions'],
};

/** The namespaces beyond the shell's that the pages of these route files need (signedIn: a signed-in page). */
export function namespacesOfRouteFiles(files: readonly string[], signedIn = false): string[] {
  return [...new Set([...(signedIn ? SIGNED_IN_NAMESPACES : []), ...files.flatMap((file) => PAGE_NAMESPACES[file] ?? [])])];
}
