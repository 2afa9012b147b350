import type { QueryClient } from '@tanstack/react-query';
import { playerQueries } from '../../lib/player';
import { offerQueries } from '../bonuses';
import { rgQueries } from '../responsible-gaming';

/**
 * The after-login loads: what the site shows everywhere for a signed-in player (balance, cashback,
 * responsible-gaming metrics, the bonus campaign count, active and queued bonuses), through the
 * features' own query options, so a screen that asks for the same data meanwhile shares the fetch.
 * Run by the signed-in header (SignedInTools, its own chunk) after each sign-in on the page, so a
 * signed-out visitor's pages do not carry the bonus and limits queries.
 */
export function loadAfterLogin(queryClient: QueryClient) {
  void queryClient.prefetchQuery(playerQueries.balances());
  void queryClient.prefetchQuery(offerQueries.cashback());
  void queryClient.prefetchQuery(rgQueries.metrics());
  void queryClient.prefetchQuery(offerQueries.campaignCount());
  void queryClient.prefetchQuery(offerQueries.live());
}
