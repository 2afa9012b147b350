import type { FastifyPluginAsync } from 'fastify';
import type { PlatformDeps } from '../../platform/context';
import type { ServerModule } from '../../platform/module';
import type { Mailer } from '../../platform/mail';
import type { FileStorage } from '../../platform/storage';
import type { AdminRoutes } from '../backoffice';
import { chatAdminRoutes } from './chat.admin.routes';
import { createChatRepository } from './chat.repository';
import { chatOperatorRoutes, chatRoutes } from './chat.routes';
import { createChatService, type ChatCaptcha, type ChatService, type ChatServiceDeps } from './chat.service';

export interface ChatModuleDeps extends PlatformDeps {
  storage: FileStorage;
  /** the mail outbox (the contact form's confirmation) */
  mailer: Mailer;
  /** the captcha the site's public forms use */
  captcha: ChatCaptcha;
  /** the hub's connection tokens (the operators' support channel) */
  realtimeAccess?: ChatServiceDeps['realtimeAccess'];
}

/** Live support chat on our own stack: the database keeps it, the real-time hub pushes it. */
export type ChatModule = ServerModule<ChatService> & {
  /** the back office's contact-request routes (handed to its guarded /api/admin scope) */
  adminRoutes: AdminRoutes;
};

export function createChatModule(deps: ChatModuleDeps): ChatModule {
  const service = createChatService({
    repository: createChatRepository(deps.database.db),
    storage: deps.storage,
    clock: deps.clock,
    realtime: deps.realtime,
    projectId: deps.env.PROJECT_ID,
    mailer: deps.mailer,
    captcha: deps.captcha,
    realtimeAccess: deps.realtimeAccess,
  });
  const plugin: FastifyPluginAsync = async (api) => {
    await api.register(chatRoutes, { service });
    await api.register(chatOperatorRoutes, { service, operatorToken: deps.env.OPERATOR_TOKEN });
  };
  return {
    service,
    plugin,
    adminRoutes: chatAdminRoutes(service),
    events: {
      'privacy.playerErased': async ({ playerId }) => {
        await service.erase(playerId);
      },
    },
  };
}
