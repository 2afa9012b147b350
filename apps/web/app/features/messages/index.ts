/** The player's inbox: the page, the header's envelope and badge, and the pushes that keep them current. */
export { InboxPage } from './InboxPage';
export { InboxLink, UnreadBadge } from './InboxLink';
export { MessagesMount } from './MessagesMount';
export { messagesKeys, messagesQueries } from './api';
