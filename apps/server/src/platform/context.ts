import type { Env } from '../config/env';
import type { Clock } from './clock';
import type { Database } from './db';
import type { EventBus } from './events';
import type { RealtimePublisher } from './realtime';

/** What every module plugin receives: infrastructure only, no other module's internals. */
export interface PlatformDeps {
  env: Env;
  database: Database;
  clock: Clock;
  events: EventBus;
  realtime: RealtimePublisher;
}
