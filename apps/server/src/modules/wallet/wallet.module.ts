import type { PlatformDeps } from '../../platform/context';
import { createWalletRepository } from './wallet.repository';
import { walletRoutes } from './wallet.routes';
import { createWalletService } from './wallet.service';
import { currencyOrDefault, type ActiveBonus } from '@fortuna/contracts';

export interface WalletModuleOptions {
  /** the player's account currency; the player module provides it, EUR until then */
  currencyOf?: (playerId: string) => Promise<string>;
  activeBonusOf?: (playerId: string, currency: string) => Promise<ActiveBonus | null>;
}

/** Builds the wallet from platform deps: its service (for other modules) and its routes plugin. */
export function createWalletModule(deps: PlatformDeps, options: WalletModuleOptions = {}) {
  const service = createWalletService({
    repository: createWalletRepository(deps.database.db),
    clock: deps.clock,
    events: deps.events,
    realtime: deps.realtime,
    projectId: deps.env.PROJECT_ID,
  });
  const held = async (playerId: string) => (await service.balances(playerId))[0]?.currency;
  const currencyOf = options.currencyOf ?? (async (playerId: string) => currencyOrDefault(await held(playerId)));
  return {
    service,
    currencyOf,
    routes: walletRoutes,
    routeOptions: { service, currencyOf, activeBonusOf: options.activeBonusOf },
  };
}
export type WalletModule = ReturnType<typeof createWalletModule>;
