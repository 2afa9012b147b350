import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TournamentInput } from '@fortuna/contracts';
import { apiSchema } from '../../platform/http/api-schema';
import { audited, requireOperator } from '../../platform/http/operator-auth';
import { perIp } from '../../platform/http/rate-limit';
import type { TournamentRow } from './tournaments.repository';
import type { TournamentsService } from './tournaments.service';

export interface TournamentsOperatorRoutesOptions {
  service: TournamentsService;
  operatorToken?: string;
  /** one scheduler pass: the lifecycle and the leaderboard pushes that waited */
  runLifecycle: () => Promise<number>;
}

const view = (t: TournamentRow) => ({
  id: t.id,
  seoTitle: t.seoTitle,
  state: t.state,
  type: t.type,
  startsAt: t.startsAt.toISOString(),
  endsAt: t.endsAt.toISOString(),
});

/** what edits a stored tournament: its row as the operator's input (the scoring game by its url again) */
const inputOf = (t: TournamentRow): TournamentInput => {
  const urlOf = new Map(t.gameIds.map((id, i) => [id, t.qualifyingGames[i]]));
  return {
    seoTitle: t.seoTitle,
    title: t.title,
    rules: t.rules,
    image: t.image,
    type: t.type as TournamentInput['type'],
    startsAt: t.startsAt.toISOString(),
    endsAt: t.endsAt.toISOString(),
    games: t.games,
    categories: t.categories as TournamentInput['categories'],
    studios: t.studios,
    scoringGame: t.scoringGame ? (urlOf.get(t.scoringGame) ?? t.scoringGame) : null,
    minBet: t.minBet,
    currencies: t.currencies,
    allowedStatuses: t.allowedStatuses as TournamentInput['allowedStatuses'],
    joinMode: t.joinMode as TournamentInput['joinMode'],
    prizes: t.prizes.map((p) => ({ place: p.place, amount: p.amount, bonusTemplate: p.bonusTemplate ?? null })),
    pointsTable: t.pointsTable,
    externalPlaces: t.externalPlaces,
  };
};

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

  // the newest 200 in every state, each with the input that edits it
  app.get('/operator/tournaments', { config: limited, schema: apiSchema('GET /operator/tournaments') }, async () =>
    (await service.operatorList(200)).map((t) => ({ ...view(t), input: inputOf(t) })),
  );
  app.post('/operator/tournaments', { config: limited, schema: apiSchema('POST /operator/tournaments') }, async (request) =>
    view(await service.create(request.body)),
  );
  app.put('/operator/tournaments/:id', { config: limited, schema: apiSchema('PUT /operator/tournaments/:id') }, async (request) => {
    const before = await service.byId(request.params.id);
    audited(request, { before: before ? inputOf(before) : null });
    return view(await service.update(request.params.id, request.body));
  });
  app.post(
    '/operator/tournaments/:id/cancel',
    { config: limited, schema: apiSchema('POST /operator/tournaments/:id/cancel') },
    async (request) => {
      const before = await service.byId(request.params.id);
      audited(request, { before: before ? view(before) : null });
      return service.cancel(request.params.id);
    },
  );
  // one pass of the lifecycle now (the scheduler runs it every few seconds)
  app.post(
    '/operator/tournaments/lifecycle',
    { config: limited, schema: { response: { 200: z.object({ moved: z.number().int() }) } } },
    async () => ({ moved: await runLifecycle() }),
  );
  app.post('/operator/tournaments/preview', { config: limited, schema: apiSchema('POST /operator/tournaments/preview') }, async (request) =>
    service.preview(request.body, 'en'),
  );
};
