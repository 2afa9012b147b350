import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { playerBalancesSchema, statementQuerySchema, statementSchema, type ActiveBonus } from '@fortuna/contracts';
import { requirePlayer, signedIn } from '../../platform/http/auth-context';
import type { WalletService } from './wallet.service';

export interface WalletRoutesOptions {
  service: WalletService;
  /** the player's account currency (the player module's seam; EUR until it lands) */
  currencyOf: (playerId: string) => Promise<string>;
  /** the active bonus shown with the balance (the bonuses module's seam; none until it lands) */
  activeBonusOf?: (playerId: string, currency: string) => Promise<ActiveBonus | null>;
}

export const walletRoutes: FastifyPluginAsyncZod<WalletRoutesOptions> = async (app, { service, currencyOf, activeBonusOf }) => {
  app.get('/player/balances', { onRequest: signedIn, schema: { response: { 200: playerBalancesSchema } } }, async (request) => {
    const { playerId } = requirePlayer(request);
    const main = await currencyOf(playerId);
    const held = await service.balances(playerId);
    // the account currency first (the site uses the first item), then any other currency held
    const ordered = [
      held.find((b) => b.currency === main) ?? { playerId, currency: main, real: 0, bonus: 0, balance: 0 },
      ...held.filter((b) => b.currency !== main),
    ];
    return Promise.all(
      ordered.map(async (b) => ({
        balance: b.balance,
        bonus: b.bonus,
        bonusPoints: 0,
        currency: b.currency,
        real: b.real,
        activeBonus: (await activeBonusOf?.(playerId, b.currency)) ?? null,
      })),
    );
  });

  app.get(
    '/wallet/statement',
    { onRequest: signedIn, schema: { querystring: statementQuerySchema, response: { 200: statementSchema } } },
    async (request) => {
      const { playerId } = requirePlayer(request);
      const currency = request.query.currency ?? (await currencyOf(playerId));
      const lines = await service.statement(playerId, currency, request.query.page);
      return { currency, collection: lines.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })) };
    },
  );
};
