/**
 * In-process domain events: how a reaction runs upstream (wagering progress, leaderboards, balance
 * pushes, inbox messages) without the emitting module importing the module that reacts.
 * Handlers run after the emitting transaction has committed; a failing handler is logged and never
 * breaks the emitter (docs/decisions/0006).
 *
 * Every event is typed in one map. The emitting module owns the event's name and payload and adds
 * them from its own `x.events.ts`:
 *
 *   export const CASHIER_EVENTS = { depositSucceeded: 'cashier.depositSucceeded' } as const;
 *   declare module '../../platform/events' {
 *     interface DomainEvents { 'cashier.depositSucceeded': DepositSucceeded }
 *   }
 *
 * A listener names the event by its string and gets the payload type from the map, without
 * importing the emitter.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each module's x.events.ts
export interface DomainEvents {}

export type EventName = keyof DomainEvents & string;
export type EventHandler<T> = (payload: T) => void | Promise<void>;

/** The events a module reacts to, by name: what its factory returns as `events`; app.ts subscribes them. */
export type EventListeners = { [K in EventName]?: EventHandler<DomainEvents[K]> };

export interface EventBus {
  on<K extends EventName>(type: K, handler: EventHandler<DomainEvents[K]>): () => void;
  /** an event not yet in the map (a module still to be moved to its own x.events.ts) */
  on<T = unknown>(type: string, handler: EventHandler<T>): () => void;
  emit<K extends EventName>(type: K, payload: DomainEvents[K]): Promise<void>;
  emit<T = unknown>(type: string, payload: T): Promise<void>;
}

export function createEventBus(onError: (err: unknown, type: string) => void = () => {}): EventBus {
  const handlers = new Map<string, Set<EventHandler<unknown>>>();
  return {
    on(type: string, handler: EventHandler<never>) {
      const set = handlers.get(type) ?? new Set();
      set.add(handler as EventHandler<unknown>);
      handlers.set(type, set);
      return () => set.delete(handler as EventHandler<unknown>);
    },
    async emit(type: string, payload: unknown) {
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

/** Subscribes a module's listeners; returns a function that removes them all. */
export function listen(bus: EventBus, listeners: EventListeners): () => void {
  const offs = Object.entries(listeners).map(([type, handler]) => bus.on(type, handler as EventHandler<unknown>));
  return () => offs.forEach((off) => off());
}
