import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  bonusCampaignCountSchema,
  bonusCampaignHistoryQuerySchema,
  bonusCampaignHistorySchema,
  bonusCampaignIdParamsSchema,
  bonusCampaignListQuerySchema,
  bonusCampaignListSchema,
  bonusCampaignPickupSchema,
  bonusCampaignStatusResultSchema,
  bonusCodeActivateResultSchema,
  bonusCodeActivateSchema,
  bonusPickupResultSchema,
  playerFreeSpinsSchema,
  bonusRewardSchema,
  cashbackSchema,
  cashbackTakeResultSchema,
  isLocale,
  promoItemSchema,
  promoListSchema,
  promoQuerySchema,
} from '@fortuna/contracts';
import { notFound } from '../../platform/errors';
import { requirePlayer, signedIn } from '../../platform/http/auth-context';
import { perIp, perPlayer } from '../../platform/http/rate-limit';
import { requestLocale } from '../../platform/http/request-meta';
import type { Offers } from './bonuses.offers';
import { presentBonus, type BonusesService } from './bonuses.service';

export interface OffersRoutesOptions {
  service: BonusesService;
  offers: Offers;
}

/** the locale asked for (a `locale` query), else the request's */
const localeOf = (request: FastifyRequest, asked?: string) => (asked && isLocale(asked) ? asked : requestLocale(request));

/** Bonus campaigns, promotions, cashback and bonus codes. */
export const offersRoutes: FastifyPluginAsyncZod<OffersRoutesOptions> = async (app, { service, offers }) => {
  const writes = perPlayer(30, 60_000);

  app.get(
    '/bonus-campaign/active-list',
    { onRequest: signedIn, schema: { querystring: bonusCampaignListQuerySchema, response: { 200: bonusCampaignListSchema } } },
    async (request) => offers.activeList(requirePlayer(request).playerId, localeOf(request, request.query.locale)),
  );
  app.get('/bonus-campaign/count', { onRequest: signedIn, schema: { response: { 200: bonusCampaignCountSchema } } }, async (request) =>
    offers.count(requirePlayer(request).playerId),
  );
  app.get(
    '/bonus-campaign/history-list',
    { onRequest: signedIn, schema: { querystring: bonusCampaignHistoryQuerySchema, response: { 200: bonusCampaignHistorySchema } } },
    async (request) => offers.history(requirePlayer(request).playerId, request.query.page, localeOf(request, request.query.locale)),
  );
  app.get(
    '/bonus-campaign/reward/:id',
    { onRequest: signedIn, schema: { params: bonusCampaignIdParamsSchema, response: { 200: bonusRewardSchema } } },
    async (request) => offers.reward(request.params.id),
  );
  // activating one campaign of a mutex group deactivates the others
  app.post(
    '/bonus-campaign/activate/:id',
    {
      onRequest: signedIn,
      config: writes,
      schema: { params: bonusCampaignIdParamsSchema, response: { 200: bonusCampaignStatusResultSchema } },
    },
    async (request) => {
      await service.activateCampaign(requirePlayer(request).playerId, request.params.id);
      return { id: request.params.id, status: 'activated' as const };
    },
  );
  for (const action of ['deactivate', 'cancel'] as const)
    app.post(
      `/bonus-campaign/${action}/:id`,
      {
        onRequest: signedIn,
        config: writes,
        schema: { params: bonusCampaignIdParamsSchema, response: { 200: bonusCampaignStatusResultSchema } },
      },
      async (request) => {
        await service.deactivateCampaign(requirePlayer(request).playerId, request.params.id);
        return { id: request.params.id, status: 'not_activated' as const };
      },
    );
  app.post(
    '/bonus-campaign/pickup',
    { onRequest: signedIn, config: writes, schema: { body: bonusCampaignPickupSchema, response: { 200: bonusPickupResultSchema } } },
    async (request) => {
      const picked = await offers.pickup(requirePlayer(request).playerId, request.body.id);
      return 'freeSpins' in picked ? { freeSpins: await service.presentGrant(picked.freeSpins) } : presentBonus(picked);
    },
  );

  // the player's free spins with spins left (the bonus page lists them with a link to their game)
  app.get('/player/free-spins', { onRequest: signedIn, schema: { response: { 200: playerFreeSpinsSchema } } }, async (request) => {
    const live = await service.liveFreeSpins(requirePlayer(request).playerId);
    return { items: await Promise.all(live.map((fs) => service.presentGrant(fs))) };
  });

  app.get('/player/cashback', { onRequest: signedIn, schema: { response: { 200: cashbackSchema } } }, async (request) => {
    const { template: _t, weekStart: _w, ...view } = await offers.cashback(requirePlayer(request).playerId);
    return view;
  });
  app.post(
    '/player/cashback/take',
    { onRequest: signedIn, config: perPlayer(10, 60_000), schema: { response: { 200: cashbackTakeResultSchema } } },
    async (request) => offers.takeCashback(requirePlayer(request).playerId),
  );

  app.get(
    '/promo',
    { config: perIp(120, 60_000), schema: { querystring: promoQuerySchema, response: { 200: promoListSchema } } },
    async (request) => ({ items: await offers.promo(localeOf(request, request.query.locale)) }),
  );
  app.get(
    '/promo/:id',
    {
      config: perIp(120, 60_000),
      schema: { params: bonusCampaignIdParamsSchema, querystring: promoQuerySchema, response: { 200: promoItemSchema } },
    },
    async (request) => {
      const item = (await offers.promo(localeOf(request, request.query.locale))).find((p) => p.id === request.params.id);
      if (!item) throw notFound('Promotion not found');
      return item;
    },
  );

  // the brute-force lock (5 refused codes in 5 minutes, then 5 hours) lives in the database; this
  // rate limit only sheds floods
  app.post(
    '/bonus-code/activate',
    {
      onRequest: signedIn,
      config: perPlayer(20, 60_000),
      schema: { body: bonusCodeActivateSchema, response: { 200: bonusCodeActivateResultSchema } },
    },
    async (request) => {
      const granted = await offers.activateCode(requirePlayer(request).playerId, request.body.code);
      return 'freeSpins' in granted
        ? { bonus: null, freeSpins: await service.presentGrant(granted.freeSpins) }
        : { bonus: presentBonus(granted), freeSpins: null };
    },
  );
};
