import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { JackpotView } from '@fortuna/contracts';
import { useRealtimeEvent } from '../realtime';
import { fetchJackpot, gameKeys } from './api';

/**
 * A progressive pool's live value: one GET when the game opens (the session's figure shows
 * meanwhile), then every change pushed on the public `jackpot:<project>` channel (the
 * realtime). No polling; after an unrecovered reconnect the realtime provider invalidates
 * `['jackpot']`, which refetches once. `update` applies a value the game server just returned.
 */
export function useJackpotMeter(initial: JackpotView | null) {
  const queryClient = useQueryClient();
  const poolId = initial?.poolId;
  const meter = useQuery({
    queryKey: gameKeys.jackpot(poolId),
    queryFn: () => fetchJackpot(poolId!),
    enabled: !!poolId,
    initialData: initial ?? undefined,
    // the session's figure is shown at once but counts as stale: one GET on mount
    initialDataUpdatedAt: 0,
  });
  useRealtimeEvent('jackpotPool', (pool) => {
    if (pool.poolId === poolId) queryClient.setQueryData(gameKeys.jackpot(poolId), pool);
  });
  const update = useCallback(
    (pool: JackpotView | null) => {
      if (pool && pool.poolId === poolId) queryClient.setQueryData(gameKeys.jackpot(poolId), pool);
    },
    [queryClient, poolId],
  );
  return { amount: meter.data?.amount ?? initial?.amount ?? 0, update };
}
