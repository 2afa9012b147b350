import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePlayerInfo } from '../../lib/player';
import { useRealtimeConnected } from '../realtime';
import { messagesKeys, messagesQueries } from './api';

/**
 * How many of the signed-in player's messages are unread (0 when signed out). Pushes keep it
 * current; it is read again whenever the real-time connection comes up (a message created before
 * it, or while it was down, was pushed to nobody) and polled while the connection is down.
 */
export function useUnreadMessages(): number {
  const { isLoggedIn } = usePlayerInfo();
  const connected = useRealtimeConnected();
  const client = useQueryClient();
  const { data } = useQuery({ ...messagesQueries.unread(), enabled: isLoggedIn, refetchInterval: connected ? false : 60_000 });
  useEffect(() => {
    if (connected && isLoggedIn) void client.invalidateQueries({ queryKey: messagesKeys.unread });
  }, [connected, isLoggedIn, client]);
  return isLoggedIn ? (data ?? 0) : 0;
}
