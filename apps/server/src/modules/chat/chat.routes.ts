import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatAttachmentParamsSchema,
  chatContactListQuerySchema,
  chatContactRequestsSchema,
  chatOperatorRealtimeSchema,
  chatConversationsSchema,
  chatPlayerParamsSchema,
  chatReplySchema,
  chatSendResponseSchema,
  chatTranscriptSchema,
  chatTypingResponseSchema,
  chatTypingSchema,
} from '@fortuna/contracts';
import { apiSchema } from '../../platform/http/api-schema';
import { requirePlayer, signedIn } from '../../platform/http/auth-context';
import { requireOperator } from '../../platform/http/operator-auth';
import { perIp, perPlayer } from '../../platform/http/rate-limit';
import { requestLocale } from '../../platform/http/request-meta';
import type { ChatService } from './chat.service';

const MINUTE = 60_000;
/** base64 of the largest image plus the text: the body limit of a chat message */
const SEND_BODY_LIMIT = 3 * 1024 * 1024;

/** The player's side of the support chat (signed in only, "chat details only for signed-in players"). */
export const chatRoutes: FastifyPluginAsyncZod<{ service: ChatService }> = async (app, { service }) => {
  app.get('/chat', { onRequest: signedIn, config: perPlayer(120, MINUTE), schema: apiSchema('GET /chat') }, async (request) =>
    service.history(requirePlayer(request).playerId),
  );
  app.post(
    '/chat/messages',
    { onRequest: signedIn, bodyLimit: SEND_BODY_LIMIT, config: perPlayer(30, MINUTE), schema: apiSchema('POST /chat/messages') },
    async (request) => ({
      status: true,
      message: await service.send(requirePlayer(request).playerId, request.body.text, request.body.image),
    }),
  );
  app.post('/chat/read', { onRequest: signedIn, config: perPlayer(120, MINUTE), schema: apiSchema('POST /chat/read') }, async (request) =>
    service.markRead(requirePlayer(request).playerId, 'player'),
  );
  // the client says "typing" at most every CHAT_TYPING_THROTTLE_MS: 60 a minute leaves room for stops
  app.post(
    '/chat/typing',
    { onRequest: signedIn, config: perPlayer(60, MINUTE), schema: apiSchema('POST /chat/typing') },
    async (request) => service.playerTyping(requirePlayer(request).playerId, request.body.typing),
  );
  // the offline contact form: anyone may write, a few times an hour per address (like the password reset mail)
  app.post('/chat/contact', { config: perIp(5, 60 * MINUTE), schema: apiSchema('POST /chat/contact') }, async (request) =>
    service.contact(request.body, { ip: request.ip, locale: requestLocale(request), playerId: request.player?.playerId ?? null }),
  );
  app.get(
    '/chat/attachments/:id',
    { onRequest: signedIn, config: perPlayer(120, MINUTE), schema: { params: chatAttachmentParamsSchema } },
    async (request, reply) => {
      const { bytes, type } = await service.attachment(request.params.id, requirePlayer(request).playerId);
      return reply
        .type(type)
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline')
        .send(Buffer.from(bytes));
    },
  );
};

/** The operators' side (`Authorization: Bearer $OPERATOR_TOKEN`) until the back office has a screen. */
export const chatOperatorRoutes: FastifyPluginAsyncZod<{ service: ChatService; operatorToken?: string }> = async (
  app,
  { service, operatorToken },
) => {
  const operator = { onRequest: async (request: Parameters<typeof requireOperator>[0]) => requireOperator(request, operatorToken) };
  app.get(
    '/operator/chat/conversations',
    { ...operator, config: perIp(600, MINUTE), schema: { response: { 200: chatConversationsSchema } } },
    async () => service.conversations(),
  );
  app.get(
    '/operator/chat/conversations/:playerId',
    { ...operator, config: perIp(600, MINUTE), schema: { params: chatPlayerParamsSchema, response: { 200: chatTranscriptSchema } } },
    async (request) => {
      await service.markRead(request.params.playerId, 'operator');
      return service.transcript(request.params.playerId);
    },
  );
  app.post(
    '/operator/chat/conversations/:playerId/messages',
    {
      ...operator,
      config: perIp(600, MINUTE),
      schema: { params: chatPlayerParamsSchema, body: chatReplySchema, response: { 200: chatSendResponseSchema } },
    },
    async (request) => ({ status: true, message: await service.reply(request.params.playerId, request.body.text) }),
  );
  app.post(
    '/operator/chat/conversations/:playerId/typing',
    {
      ...operator,
      // a typing indicator changes nothing: no audit entry
      config: { ...perIp(600, MINUTE), audit: false },
      schema: { params: chatPlayerParamsSchema, body: chatTypingSchema, response: { 200: chatTypingResponseSchema } },
    },
    async (request) => service.operatorTyping(request.params.playerId, request.body.typing),
  );
  // the operators' live feed (players typing, new messages): a connection token for the support channel
  app.get(
    '/operator/chat/realtime',
    { ...operator, config: perIp(120, MINUTE), schema: { response: { 200: chatOperatorRealtimeSchema } } },
    async () => service.operatorRealtime(),
  );
  app.get(
    '/operator/chat/contacts',
    {
      ...operator,
      config: perIp(600, MINUTE),
      schema: { querystring: chatContactListQuerySchema, response: { 200: chatContactRequestsSchema } },
    },
    async (request) => service.contacts(request.query.status),
  );
  app.get(
    '/operator/chat/attachments/:id',
    { ...operator, config: perIp(600, MINUTE), schema: { params: chatAttachmentParamsSchema } },
    async (request, reply) => {
      const { bytes, type } = await service.attachment(request.params.id, null);
      return reply.type(type).header('content-disposition', 'attachment').send(Buffer.from(bytes));
    },
  );
};
