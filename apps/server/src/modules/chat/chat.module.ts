import type { FastifyPluginAsync } from 'fastify';
import type { PlatformDeps } from '../../platform/context';
import type { ServerModule } from '../../platform/module';
import type { Mailer } from '../../platform/mail';
import type { FileStorage } from '../../platform/storage';
import { createChatRepository } from './chat.repository';
import { chatOperatorRoutes, chatRoutes } from './chat.routes';
import { createChatService, type ChatCaptcha, type ChatService } from './chat.service';

export interface ChatModuleDeps extends PlatformDeps {
  storage: FileStorage;
  /** the mail outbox (the contact form's confirmation) */
  mailer: Mailer;
  /** the captcha the site's public forms use */
  captcha: ChatCaptcha;
}

/** Live support chat on our own stack: the database keeps it, the real-time hub pushes it. */
export function createChatModule(deps: ChatModuleDeps): ServerModule<ChatService> {
  const service = createChatService({
    repository: createChatRepository(deps.database.db),
    storage: deps.storage,
    clock: deps.clock,
    realtime: deps.realtime,
    projectId: deps.env.PROJECT_ID,
    mailer: deps.mailer,
    captcha: deps.captcha,
  });
  const plugin: FastifyPluginAsync = async (api) => {
    await api.register(chatRoutes, { service });
    await api.register(chatOperatorRoutes, { service, operatorToken: deps.env.OPERATOR_TOKEN });
  };
  return {
    service,
    plugin,
    events: {
      'privacy.playerErased': async ({ playerId }) => {
        await service.erase(playerId);
      },
    },
  };
}
