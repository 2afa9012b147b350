/** Public API of the live support chat. */
export { createChatModule, type ChatModule, type ChatModuleDeps } from './chat.module';
export type { ChatService } from './chat.service';
