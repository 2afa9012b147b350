import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bonusCampaignIdParamsSchema, bonusCampaignListQuerySchema, isLocale, promotionDaysSchema } from '@fortuna/contracts';
import { requirePlayer, signedIn } from '../../platform/http/auth-context';
import { requireOperator } from '../../platform/http/operator-auth';
import { perIp, perPlayer } from '../../platform/http/rate-limit';
import { requestLocale } from '../../platform/http/request-meta';
import type { PromotionDaysService } from './promotion-days';

export interface PromotionDaysRoutesOptions {
  promotionDays: PromotionDaysService;
  operatorToken?: string;
}

/** PUT /api/operator/promotion-days/{id}: the days of a daily campaign (operators). */
const operatorPromotionDaysSchema = z.object({
  startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  days: z.number().int().min(1).max(31),
  condition: z.literal('deposit').default('deposit'),
  minAmount: z.number().int().min(0).max(10_000_000_000),
});

const localeOf = (request: FastifyRequest, asked?: string) => (asked && isLocale(asked) ? asked : requestLocale(request));

/**
 * Promotion days of daily campaigns (docs/bonuses.md, "Promotion days"): the terms and the player's
 * days (visitors see the terms), opting in and leaving; operators set a daily campaign's days.
 */
export const promotionDaysRoutes: FastifyPluginAsyncZod<PromotionDaysRoutesOptions> = async (app, { promotionDays, operatorToken }) => {
  const writes = perPlayer(30, 60_000);
  const schema = { params: bonusCampaignIdParamsSchema, querystring: bonusCampaignListQuerySchema, response: { 200: promotionDaysSchema } };

  app.get('/bonus-campaign/promotion-days/:id', { config: perIp(120, 60_000), schema }, async (request) =>
    promotionDays.view(request.params.id, request.player?.playerId ?? null, localeOf(request, request.query.locale)),
  );
  app.post('/bonus-campaign/promotion-days/:id/join', { onRequest: signedIn, config: writes, schema }, async (request) =>
    promotionDays.join(request.params.id, requirePlayer(request).playerId, localeOf(request, request.query.locale)),
  );
  app.post('/bonus-campaign/promotion-days/:id/cancel', { onRequest: signedIn, config: writes, schema }, async (request) =>
    promotionDays.cancel(request.params.id, requirePlayer(request).playerId, localeOf(request, request.query.locale)),
  );

  await app.register(async (scope) => {
    const operator = scope.withTypeProvider<ZodTypeProvider>();
    operator.addHook('preValidation', async (request) => requireOperator(request, operatorToken));
    operator.put(
      '/operator/promotion-days/:id',
      { config: perIp(120, 60_000), schema: { params: bonusCampaignIdParamsSchema, body: operatorPromotionDaysSchema } },
      async (request) => {
        const rule = await promotionDays.operator.putRule(request.params.id, request.body);
        return { id: rule.campaignId, startDate: rule.startDate, days: rule.days, condition: rule.condition, minAmount: rule.minAmount };
      },
    );
  });
};
