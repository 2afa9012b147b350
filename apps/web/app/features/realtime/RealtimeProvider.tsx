import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMatches } from 'react-router';
import type { Centrifuge, Subscription } from 'centrifuge';
import type { RealtimeEvent } from '@fortuna/contracts';
import { playerChannels, publicChannels, REALTIME_TOURNAMENT_SUBSCRIBE_RETRY_MS } from '@fortuna/contracts';
import { playerKeys, usePlayerInfo } from '../../lib/player';
import { createRealtimeDispatcher, isRealGameRoute, tokenSubject } from './dispatcher';
import { RealtimeReactions } from './RealtimeReactions';
import { fetchAppConfig, realtimeKeys, realtimeQueries } from './api';
import { ChannelsContext, ConnectedContext, DispatcherContext } from './useRealtimeEvent';
import { websocketEndpoint } from './websocket-url';

/**
 * The site's one real-time connection: the official `centrifuge`
 * client with the token of GET /api/app/config, against the embedded hub or Centrifugo. Signed-in
 * players listen to their own channels, everyone to the public ones; the client re-subscribes
 * (recovering missed messages) after every reconnect. Events go to `useRealtimeEvent` handlers.
 * Every pushed message is validated (`parseRealtimeEvent`, with zod): the validation is downloaded
 * together with the socket client, and the client exists only once both are here, so no message
 * reaches a handler unchecked while the page's first paint does not wait for zod.
 * `reactions={false}` (the game frame): the feed for the game's own hooks only; the site's reactions
 * (toasts, sign-out, navigation) run once, in the page around the frame.
 */
export function RealtimeProvider({ children, reactions = true }: { children: React.ReactNode; reactions?: boolean }) {
  const [dispatcher] = useState(createRealtimeDispatcher);
  const queryClient = useQueryClient();
  const { player } = usePlayerInfo();
  const config = useQuery(realtimeQueries.appConfig());
  const onRealGame = isRealGameRoute(useMatches().map((m) => m.id));
  const [client, setClient] = useState<Centrifuge | null>(null);
  const parseEvent = useRef<(data: unknown) => RealtimeEvent | null>(() => null);
  const [connected, setConnected] = useState(false);

  const url = config.data?.centrifugoConfig.url;
  const token = config.data?.centrifugoConfig.token ?? '';
  const subject = tokenSubject(token);
  const tokenRef = useRef(token);
  tokenRef.current = token;

  // A token issued for someone else (signed in or out since): fetch one for who is here now.
  const playerId = player?.auth ? player.id : '';
  const refreshedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!config.data || subject === playerId || refreshedFor.current === playerId) return;
    refreshedFor.current = playerId;
    void queryClient.invalidateQueries({ queryKey: realtimeKeys.appConfig });
  }, [config.data, subject, playerId, queryClient]);

  // One client per endpoint and identity; a refetched token for the same identity keeps it.
  useEffect(() => {
    if (!url || !tokenRef.current) return;
    let cancelled = false;
    let created: Centrifuge | null = null;
    void Promise.all([import('centrifuge'), import('@fortuna/contracts/realtime')]).then(([{ Centrifuge }, { parseRealtimeEvent }]) => {
      if (cancelled) return;
      parseEvent.current = parseRealtimeEvent;
      created = new Centrifuge(websocketEndpoint(url, window.location.href), {
        token: tokenRef.current,
        // An expired token: fetch a new one, and let the app see whose it is now.
        getToken: async () => {
          const fresh = await fetchAppConfig();
          queryClient.setQueryData(realtimeKeys.appConfig, fresh);
          return fresh.centrifugoConfig.token;
        },
      });
      created.on('connected', () => setConnected(true));
      created.on('disconnected', () => setConnected(false));
      created.on('connecting', () => setConnected(false));
      created.connect();
      setClient(created);
    });
    return () => {
      cancelled = true;
      created?.disconnect();
      setClient(null);
      setConnected(false);
    };
  }, [url, subject, queryClient]);

  const projectId = config.data?.projectConfig.projectId;
  // extra public channels a page asked for while it is mounted (a live table's rounds)
  const [extra, setExtra] = useState<Record<string, number>>({});
  const [channels] = useState(() => ({
    add: (channel: string) => setExtra((e) => ({ ...e, [channel]: (e[channel] ?? 0) + 1 })),
    remove: (channel: string) =>
      setExtra((e) => {
        const { [channel]: n = 0, ...rest } = e;
        return n > 1 ? { ...rest, [channel]: n - 1 } : rest;
      }),
  }));
  const wantedKey = [...channelsFor(projectId, subject, onRealGame), ...Object.keys(extra)].join(' ');
  const subs = useRef(new Map<string, Subscription>());

  useEffect(() => {
    if (!client) return;
    const current = subs.current;
    const desired = new Set(wantedKey ? wantedKey.split(' ') : []);
    for (const [channel, sub] of current) {
      if (desired.has(channel)) continue;
      sub.removeAllListeners();
      client.removeSubscription(sub);
      current.delete(channel);
    }
    for (const channel of desired) {
      if (current.has(channel)) continue;
      // a failed tournament subscription is tried again every 100 ms (the site's rule), others back off
      const tournament = channel.startsWith('tournament');
      const sub = client.newSubscription(
        channel,
        tournament
          ? { minResubscribeDelay: REALTIME_TOURNAMENT_SUBSCRIBE_RETRY_MS, maxResubscribeDelay: REALTIME_TOURNAMENT_SUBSCRIBE_RETRY_MS }
          : {},
      );
      sub.on('publication', (ctx) => {
        const event = parseEvent.current(ctx.data);
        if (event) dispatcher.dispatch(event);
      });
      // Missed more than the history keeps: reload what the pushes would have updated.
      sub.on('subscribed', (ctx) => {
        if (!ctx.wasRecovering || ctx.recovered) return;
        void queryClient.invalidateQueries({ queryKey: channel.startsWith('jackpot:') ? realtimeKeys.jackpots : playerKeys.all });
      });
      sub.subscribe();
      current.set(channel, sub);
    }
  }, [client, wantedKey, dispatcher, queryClient]);

  // A new client starts with no subscriptions.
  useEffect(() => {
    const current = subs.current;
    return () => current.clear();
  }, [client]);

  return (
    <DispatcherContext.Provider value={dispatcher}>
      <ConnectedContext.Provider value={connected}>
        <ChannelsContext.Provider value={channels}>
          {reactions ? <RealtimeReactions onRealGame={onRealGame} /> : null}
          {children}
        </ChannelsContext.Provider>
      </ConnectedContext.Provider>
    </DispatcherContext.Provider>
  );
}

/** Public channels for everyone, the player's own ones when signed in (free spins off on real games). */
function channelsFor(projectId: string | undefined, playerId: string, onRealGame: boolean): string[] {
  if (!projectId) return [];
  try {
    return [...publicChannels(projectId), ...(playerId ? playerChannels(projectId, playerId, { freeSpins: !onRealGame }) : [])];
  } catch {
    return []; // an id no channel can carry: nothing to listen to
  }
}
