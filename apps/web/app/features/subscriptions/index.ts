/** Email subscriptions: the player's screen and the page of a mail's unsubscribe link. */
export { SubscriptionsPage } from './SubscriptionsPage';
export { UnsubscribePage } from './UnsubscribePage';
export { subscriptionsKeys, subscriptionsQuery } from './api';
