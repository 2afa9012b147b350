import type { RealtimeEvent, RealtimeEventPayload, RealtimeEventType } from '@fortuna/contracts';

export type RealtimeHandler<T extends RealtimeEventType> = (payload: RealtimeEventPayload<T>) => void;

/**
 * Routes pushed events to the features that handle them, by type. A handler that throws is
 * reported and never stops the others (or the connection).
 */
export function createRealtimeDispatcher() {
  const handlers = new Map<RealtimeEventType, Set<(payload: unknown) => void>>();
  return {
    on<T extends RealtimeEventType>(type: T, handler: RealtimeHandler<T>): () => void {
      let set = handlers.get(type);
      if (!set) handlers.set(type, (set = new Set()));
      const h = handler as (payload: unknown) => void;
      set.add(h);
      return () => set.delete(h);
    },
    dispatch(event: RealtimeEvent) {
      for (const handler of handlers.get(event.type) ?? []) {
        try {
          handler(event.payload);
        } catch (err) {
          console.error(`realtime handler for ${event.type} failed`, err);
        }
      }
    },
  };
}
export type RealtimeDispatcher = ReturnType<typeof createRealtimeDispatcher>;

/** The player id a connection token was issued for ('' = anonymous), read from its payload. */
export function tokenSubject(token: string): string {
  try {
    const part = token.split('.')[1] ?? '';
    const json = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    );
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub : '';
  } catch {
    return '';
  }
}

/** Route ids containing `real` are real-money game pages: no free-spin feed there. */
export function isRealGameRoute(routeIds: string[]): boolean {
  return routeIds.some((id) => /(^|[./_-])real($|[./_-])/.test(id));
}
