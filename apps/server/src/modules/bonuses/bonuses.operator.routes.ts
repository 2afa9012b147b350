import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bonusActionResultSchema,
  type operatorBonusCampaignSchema,
  operatorBonusGrantSchema,
  type operatorBonusTemplateSchema,
} from '@fortuna/contracts';
import { apiSchema } from '../../platform/http/api-schema';
import { badRequest } from '../../platform/errors';
import { audited, requireOperator } from '../../platform/http/operator-auth';
import { perIp } from '../../platform/http/rate-limit';
import type { Offers } from './bonuses.offers';
import type { BonusCampaignRow, BonusCodeRow, BonusTemplateRow } from './bonuses.repository';
import { presentBonus, type BonusesService } from './bonuses.service';

export interface BonusesOperatorRoutesOptions {
  service: BonusesService;
  offers: Offers;
  operatorToken?: string;
}

const codeView = (c: BonusCodeRow) => ({
  code: c.code,
  campaignId: c.campaignId,
  maxUses: c.maxUses,
  uses: c.uses,
  oncePerPlayer: c.oncePerPlayer,
  requiresDeposit: c.requiresDeposit,
  requiresPhone: c.requiresPhone,
  requiresEmail: c.requiresEmail,
  enabled: c.enabled,
  startsAt: c.startsAt?.toISOString() ?? null,
  endsAt: c.endsAt?.toISOString() ?? null,
});

const templateView = ({ createdAt: _c, ...t }: BonusTemplateRow) => ({
  ...t,
  kind: t.kind as z.infer<typeof operatorBonusTemplateSchema>['kind'],
});
const campaignView = ({ createdAt: _c, ...c }: BonusCampaignRow) => ({
  ...c,
  type: c.type as z.infer<typeof operatorBonusCampaignSchema>['type'],
  startsAt: c.startsAt?.toISOString() ?? null,
  endsAt: c.endsAt?.toISOString() ?? null,
});

/**
 * Bonus templates, campaigns and grants as data, for operators (`Authorization: Bearer $OPERATOR_TOKEN`)
 * until a back office exists. PUT creates or replaces by id.
 */
export const bonusesOperatorRoutes: FastifyPluginAsyncZod<BonusesOperatorRoutesOptions> = async (
  app,
  { service, offers, operatorToken },
) => {
  app.addHook('preValidation', async (request) => requireOperator(request, operatorToken));
  const limited = perIp(120, 60_000);

  app.get('/operator/bonus-templates', { config: limited, schema: apiSchema('GET /operator/bonus-templates') }, async () =>
    (await service.operator.templates()).map(templateView),
  );
  app.put('/operator/bonus-templates/:id', { config: limited, schema: apiSchema('PUT /operator/bonus-templates/:id') }, async (request) => {
    const body = request.body;
    const before = (await service.operator.templates()).find((t) => t.id === request.params.id);
    audited(request, { before: before ? templateView(before) : null });
    if (body.kind === 'free_spins' && (!body.freeSpinsGame || !body.freeSpinsCount || !body.freeSpinsBet))
      throw badRequest('Free spins need a game, a count and a bet', { freeSpinsGame: ['required'] });
    return templateView(await service.operator.putTemplate({ id: request.params.id, ...body }));
  });
  app.get('/operator/bonus-campaigns', { config: limited, schema: apiSchema('GET /operator/bonus-campaigns') }, async () =>
    (await service.operator.campaigns()).map(campaignView),
  );
  app.put('/operator/bonus-campaigns/:id', { config: limited, schema: apiSchema('PUT /operator/bonus-campaigns/:id') }, async (request) => {
    const { startsAt, endsAt, ...rest } = request.body;
    const before = (await service.operator.campaigns()).find((c) => c.id === request.params.id);
    audited(request, { before: before ? campaignView(before) : null });
    const row = await service.operator.putCampaign({
      id: request.params.id,
      ...rest,
      startsAt: startsAt ? new Date(startsAt) : null,
      endsAt: endsAt ? new Date(endsAt) : null,
    });
    return campaignView(row);
  });
  app.post(
    '/operator/bonuses/grant',
    { config: limited, schema: { body: operatorBonusGrantSchema, response: { 200: bonusActionResultSchema.nullable() } } },
    async (request) => {
      const b = await service.grant(request.body);
      return b ? presentBonus(b) : null;
    },
  );
  app.get('/operator/bonus-codes', { config: limited, schema: apiSchema('GET /operator/bonus-codes') }, async () =>
    (await offers.operator.codes()).map(codeView),
  );
  // a code: single-use (maxUses 1), once per player, limited in count, valid between dates
  app.put('/operator/bonus-codes/:code', { config: limited, schema: apiSchema('PUT /operator/bonus-codes/:code') }, async (request) => {
    const { startsAt, endsAt, ...rest } = request.body;
    const before = (await offers.operator.codes()).find((c) => c.code.toLowerCase() === request.params.code.toLowerCase());
    audited(request, { before: before ? codeView(before) : null });
    const row = await offers.operator.putCode({
      code: request.params.code,
      ...rest,
      startsAt: startsAt ? new Date(startsAt) : null,
      endsAt: endsAt ? new Date(endsAt) : null,
    });
    return codeView(row);
  });
  // runs the expiry job now (the scheduler runs it every minute)
  app.post(
    '/operator/bonuses/expire',
    { config: limited, schema: { response: { 200: z.object({ expired: z.number().int() }) } } },
    async () => ({ expired: await service.expireDue() }),
  );
};
