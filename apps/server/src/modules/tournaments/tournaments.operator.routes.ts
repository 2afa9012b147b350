import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tournamentIdParamsSchema, tournamentInputSchema, tournamentSummarySchema, tournamentGameSchema } from '@fortuna/contracts';
import { requireOperator } from '../../platform/http/operator-auth';
import { perIp } from '../../platform/http/rate-limit';
import type { TournamentRow } from './tournaments.repository';
import type { TournamentsService } from './tournaments.service';

export interface TournamentsOperatorRoutesOptions {
  service: TournamentsService;
  operatorToken?: string;
  /** one scheduler pass: the lifecycle and the leaderboard pushes that waited */
  runLifecycle: () => Promise<number>;
}

const operatorTournamentSchema = z.object({
  id: z.number().int(),
  seoTitle: z.string(),
  state: z.string(),
  type: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});
const view = (t: TournamentRow) => ({
  id: t.id,
  seoTitle: t.seoTitle,
  state: t.state,
  type: t.type,
  startsAt: t.startsAt.toISOString(),
  endsAt: t.endsAt.toISOString(),
});

/**
 * Tournaments as data for operators (`Authorization: Bearer $OPERATOR_TOKEN`) until a back office
 * exists: create, edit (until it ends), cancel (pays nothing), preview (stores nothing).
 */
export const tournamentsOperatorRoutes: FastifyPluginAsyncZod<TournamentsOperatorRoutesOptions> = async (
  app,
  { service, operatorToken, runLifecycle },
) => {
  app.addHook('preValidation', async (request) => requireOperator(request, operatorToken));
  const limited = perIp(120, 60_000);

  app.post(
    '/operator/tournaments',
    { config: limited, schema: { body: tournamentInputSchema, response: { 200: operatorTournamentSchema } } },
    async (request) => view(await service.create(request.body)),
  );
  app.put(
    '/operator/tournaments/:id',
    {
      config: limited,
      schema: { params: tournamentIdParamsSchema, body: tournamentInputSchema, response: { 200: operatorTournamentSchema } },
    },
    async (request) => view(await service.update(request.params.id, request.body)),
  );
  app.post(
    '/operator/tournaments/:id/cancel',
    {
      config: limited,
      schema: { params: tournamentIdParamsSchema, response: { 200: z.object({ id: z.number().int(), state: z.string() }) } },
    },
    async (request) => service.cancel(request.params.id),
  );
  // one pass of the lifecycle now (the scheduler runs it every few seconds)
  app.post(
    '/operator/tournaments/lifecycle',
    { config: limited, schema: { response: { 200: z.object({ moved: z.number().int() }) } } },
    async () => ({ moved: await runLifecycle() }),
  );
  app.post(
    '/operator/tournaments/preview',
    {
      config: limited,
      schema: { body: tournamentInputSchema, response: { 200: tournamentSummarySchema.extend({ games: z.array(tournamentGameSchema) }) } },
    },
    async (request) => service.preview(request.body, 'en'),
  );
};
