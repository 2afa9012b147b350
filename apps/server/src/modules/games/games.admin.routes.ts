import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiSchema } from '../../platform/http/api-schema';
import { audited } from '../backoffice';
import type { GamesService } from './games.service';

/**
 * The catalogue in the back office (`/api/admin/games`, the `games` permission), registered inside
 * the back office's guarded scope (its `extraRoutes`), so the permission wall and the audit log apply:
 * a change is audited with the game as it was and as it is.
 */
export function gamesAdminRoutes(service: GamesService): FastifyPluginAsyncZod {
  return async (admin) => {
    admin.get('/games', { config: { permission: 'games' }, schema: apiSchema('GET /admin/games') }, async (request) =>
      service.operator.list(request.query),
    );
    admin.put('/games/:id', { config: { permission: 'games' }, schema: apiSchema('PUT /admin/games/:id') }, async (request) => {
      const { before, after } = await service.operator.update(request.params.id, request.body);
      audited(request, { target: `game:${after.url}`, before: pick(before), after: pick(after) });
      return after;
    });
  };
}

/** what an operator can change, as the audit log keeps it */
const pick = (g: { enabled: boolean; displayOrder: number | null; category: string; rtpVariant: string; rtp: number }) => ({
  enabled: g.enabled,
  displayOrder: g.displayOrder,
  category: g.category,
  rtpVariant: g.rtpVariant,
  rtp: g.rtp,
});
