/** Public API of email subscriptions: the module factory and its service. */
export { createSubscriptionsModule, type SubscriptionsModule, type SubscriptionsModuleDeps } from './subscriptions.module';
export type { SubscriptionsService, SubscriptionPlayers } from './subscriptions.service';
