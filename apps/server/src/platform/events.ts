/**
 * In-process domain events: how upstream reactions run (wagering progress, leaderboards,
 * balance pushes, inbox messages) without modules importing each other (ARCHITECTURE §4).
 * Handlers run after the emitting transaction has committed; a failing handler is logged and
 * never breaks the emitter.
 */
export interface DomainEvents {
  [type: string]: unknown;
}

type Handler<T> = (payload: T) => void | Promise<void>;

export interface EventBus {
  on<T = unknown>(type: string, handler: Handler<T>): () => void;
  emit<T = unknown>(type: string, payload: T): Promise<void>;
}

export function createEventBus(onError: (err: unknown, type: string) => void = () => {}): EventBus {
  const handlers = new Map<string, Set<Handler<unknown>>>();
  return {
    on(type, handler) {
      const set = handlers.get(type) ?? new Set();
      set.add(handler as Handler<unknown>);
      handlers.set(type, set);
      return () => set.delete(handler as Handler<unknown>);
    },
    async emit(type, payload) {
      const set = handlers.get(type);
      if (!set) return;
      await Promise.all(
        [...set].map(async (h) => {
          try {
            await h(payload);
          } catch (err) {
            onError(err, type);
          }
        }),
      );
    },
  };
}
