import type { FastifyPluginAsync } from 'fastify';
import { LOCALE_CURRENCIES } from '@fortuna/contracts';
import type { PlatformDeps } from '../../platform/context';
import type { ServerModule } from '../../platform/module';
import type { WalletService } from '../wallet';
import {
  allowAllLimits,
  builtinCatalog,
  deriveKey,
  JACKPOT_SEED,
  noBonuses,
  SHARED_JACKPOT_POOL,
  type BonusPort,
  type CasinoPort,
  type GameCatalogPort,
  type LimitsPort,
  type PlayerPort,
} from '../rgs';
import { createBetGate } from './seamless.gate';
import { inProcessCasino } from './seamless.in-process';
import { ledgerJackpots } from './seamless.jackpot';
import { createSeamlessRepository } from './seamless.repository';
import { seamlessRoutes } from './seamless.routes';
import { createSeamlessService, type SeamlessService } from './seamless.service';

export interface SeamlessModuleDeps extends PlatformDeps {
  wallet: WalletService;
  /** the player's account currency (players without a player row: tests, imports) */
  currencyOf: (playerId: string) => Promise<string>;
  catalog?: GameCatalogPort;
  players?: PlayerPort;
  /** responsible-gaming limits; default: allow */
  limits?: LimitsPort;
  /** active bonus; default: none */
  bonuses?: BonusPort;
}

export type SeamlessModule = ServerModule<SeamlessService> & {
  /** the in-process transport the in-house studio uses by default */
  casino: CasinoPort;
};

const PLAYER_CURRENCIES = new Set(Object.values(LOCALE_CURRENCIES).flat());

/**
 * The casino side of the seamless wallet: its signed HTTP endpoints (/api/seamless/*, the protocol
 * external studios speak), the in-process transport the in-house studio uses, and the one bet gate
 * both pass through.
 */
export function createSeamlessModule(deps: SeamlessModuleDeps): SeamlessModule {
  const secret = deps.env.SESSION_SECRET ?? `${deps.env.PROJECT_ID}-dev-only-rgs-secret-change-me`;
  const catalog = deps.catalog ?? builtinCatalog();
  const players: PlayerPort = deps.players ?? {
    facts: async (playerId) => ({
      blocked: false,
      selfExcluded: false,
      profileComplete: true,
      country: null,
      currency: await deps.currencyOf(playerId),
    }),
  };
  const service = createSeamlessService({
    repository: createSeamlessRepository(deps.database.db),
    wallet: deps.wallet,
    clock: deps.clock,
    realtime: deps.realtime,
    projectId: deps.env.PROJECT_ID,
    gate: createBetGate({ catalog, players, limits: deps.limits ?? allowAllLimits, bonuses: deps.bonuses ?? noBonuses }),
    catalog,
    jackpots: ledgerJackpots({ clock: deps.clock, seed: JACKPOT_SEED }),
    jackpotSeed: JACKPOT_SEED,
    currencies: PLAYER_CURRENCIES,
    sharedPool: SHARED_JACKPOT_POOL,
    bonusMoney: deps.bonuses?.money,
  });
  const key = deriveKey(secret, 'seamless-wallet');
  const plugin: FastifyPluginAsync = async (api) => {
    await api.register(seamlessRoutes, { prefix: '/seamless', service, key, clock: deps.clock });
  };
  return { service, plugin, events: {}, casino: inProcessCasino(service) };
}
