import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlayerBalance } from '@fortuna/contracts';
import { playerKeys, playerQueries } from '../../lib/player';
import { useRealtimeConnected, useRealtimeEvent } from '../realtime';

/** While pushes do not arrive (the connection is down), the balance is read again this often. */
export const BALANCE_POLL_MS = 15_000;

/**
 * The player's balance (the first item of GET /player/balances), the one place every screen reads
 * it from. It is kept current by the `balanceChanged` push (see `useBalancePush`); only while the
 * real-time connection is down does it poll.
 */
export function useBalance(enabled = true) {
  const connected = useRealtimeConnected();
  const query = useQuery({ ...playerQueries.balances(), enabled, refetchInterval: connected ? false : BALANCE_POLL_MS });
  return { balance: query.data?.[0] ?? null, isLoading: query.isLoading };
}

/**
 * The balance after a push: real, bonus and total of the pushed currency replace the cached ones.
 * The push does not carry the active bonus' details, so a change of the bonus part is read again.
 */
export function balancesAfterPush(
  list: PlayerBalance[] | undefined,
  push: { real: number; bonus: number; currency: string },
): { list?: PlayerBalance[]; refetch: boolean } {
  const first = list?.[0];
  if (!first || first.currency !== push.currency) return { list, refetch: !first };
  return {
    list: [{ ...first, real: push.real, bonus: push.bonus, balance: push.real + push.bonus }, ...list!.slice(1)],
    refetch: push.bonus !== first.bonus,
  };
}

/** Mounted once for a signed-in player: the `balanceChanged` push sets the balance. */
export function useBalancePush() {
  const client = useQueryClient();
  useRealtimeEvent('balanceChanged', (push) => {
    const { list, refetch } = balancesAfterPush(client.getQueryData<PlayerBalance[]>(playerKeys.balances), push);
    if (list) client.setQueryData(playerKeys.balances, list);
    if (refetch) void client.invalidateQueries({ queryKey: playerKeys.balances });
  });
}
