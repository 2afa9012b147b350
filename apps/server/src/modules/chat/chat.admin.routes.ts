import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiSchema } from '../../platform/http/api-schema';
import { audited } from '../backoffice';
import type { ChatService } from './chat.service';

/**
 * The contact requests in the back office (`/api/admin/chat/*`, the `chat` permission): registered
 * inside the back office's guarded scope (its `extraRoutes`), so the permission wall and the audit
 * log apply; marking a request answered is audited with its status before and after.
 */
export function chatAdminRoutes(service: ChatService): FastifyPluginAsyncZod {
  return async (admin) => {
    admin.get('/chat/contacts', { config: { permission: 'chat' }, schema: apiSchema('GET /admin/chat/contacts') }, async (request) =>
      service.contacts(request.query.status),
    );
    admin.post(
      '/chat/contacts/:id/answered',
      { config: { permission: 'chat' }, schema: apiSchema('POST /admin/chat/contacts/:id/answered') },
      async (request) => {
        const { changed, request: contact } = await service.answerContact(request.params.id, request.operator?.actor ?? 'operator');
        audited(request, {
          target: `contact:${contact.id}`,
          before: { status: changed ? 'open' : contact.status },
          after: { status: contact.status, answeredAt: contact.answeredAt, answeredBy: contact.answeredBy },
        });
        return { status: true, changed, request: contact };
      },
    );
  };
}
