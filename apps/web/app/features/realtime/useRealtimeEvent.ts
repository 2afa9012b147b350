import { createContext, useContext, useEffect, useRef } from 'react';
import type { RealtimeEventType } from '@fortuna/contracts';
import type { RealtimeDispatcher, RealtimeHandler } from './dispatcher';

export const DispatcherContext = createContext<RealtimeDispatcher | null>(null);
/** Whether the connection is up now (false while it connects or after it dropped). */
export const ConnectedContext = createContext(false);
export const ChannelsContext = createContext<{ add: (channel: string) => void; remove: (channel: string) => void } | null>(null);

/** Listens to a public channel (e.g. `realtimeChannel.live(projectId)`) while the component is mounted. */
export function useRealtimeChannel(channel: string | null) {
  const channels = useContext(ChannelsContext);
  useEffect(() => {
    if (!channels || !channel) return;
    channels.add(channel);
    return () => channels.remove(channel);
  }, [channels, channel]);
}

/** Runs `handler` for every pushed event of this type while the component is mounted. */
export function useRealtimeEvent<T extends RealtimeEventType>(type: T, handler: RealtimeHandler<T>) {
  const dispatcher = useContext(DispatcherContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!dispatcher) return;
    return dispatcher.on(type, (payload) => latest.current(payload));
  }, [dispatcher, type]);
}

/** Whether pushes arrive now: while this is false, a screen that relies on pushes polls instead. */
export const useRealtimeConnected = () => useContext(ConnectedContext);
