/** Public API of the inbox: the module factory and its service. */
export { createMessagesModule, type MessagesModule, type MessagesModuleDeps } from './messages.module';
export type { MessagesService, MessagesPlayers } from './messages.service';
