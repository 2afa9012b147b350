import type { FastifyPluginAsync } from 'fastify';
import type { EventListeners } from './events';

/**
 * What every module's factory returns (docs/architecture.md, "How a module looks"):
 *
 * - `service`: the use cases other modules may call; app.ts passes it to them explicitly.
 * - `plugin`: the module's HTTP routes; app.ts registers it under /api. A module whose routes need
 *   a service built after it (the player's balance comes from the wallet) takes it as plugin options.
 * - `events`: the domain events it reacts to, by name; app.ts subscribes them on the bus.
 *
 * A module may return more (a session resolver, a page-level plugin outside /api) when app.ts
 * needs it; those extras are named for what they are.
 */
export interface ServerModule<Service, PluginOptions extends Record<string, unknown> = Record<never, never>> {
  service: Service;
  plugin: FastifyPluginAsync<PluginOptions>;
  events: EventListeners;
}
