import { DEFAULT_CURRENCY } from '@fortuna/contracts';
import type { GamesModule } from '../games';
import type { PlayerService } from '../player';
import { BUILTIN_GAMES, builtinCatalog, SHARED_JACKPOT_POOL } from './rgs.builtin-games';
import type { GameCatalogPort, PlayerFacts, PlayerPort, RgsGame } from './rgs.ports';

/**
 * Adapters from the RGS's ports to the modules that now exist: the catalogue (games) and the
 * player accounts (player). The RGS's own titles stay playable beside the catalogue.
 */
const BLOCKING = new Set([1, 2]); // lite and full block stop play; cashier (5) and withdraw (4) blocks do not

/** Catalogue `rtpVariant` (high/standard/low) to the engines' paytable variants. */
const VARIANTS: Record<string, Record<string, string>> = {
  'jackpot-slot': { high: '97', standard: '97', low: '95' },
  default: { high: '97', standard: '96', low: '94' },
};

export function catalogueGames(games: GamesModule, fallback: GameCatalogPort = builtinCatalog(), ttlMs = 30_000): GameCatalogPort {
  // game rows change rarely and are read on every spin (studio and casino side): a short cache
  const cache = new Map<string, { at: number; game: RgsGame | null }>();
  // an operator's change (a game switched off, another RTP variant) applies to the next round at once
  games.service.onGameChanged((url) => cache.delete(url));
  const fromCatalogue = async (url: string): Promise<RgsGame | null> => {
    const hit = cache.get(url);
    if (hit && Date.now() - hit.at < ttlMs) return hit.game;
    const game = await lookup(url);
    if (cache.size > 5_000) cache.clear();
    cache.set(url, { at: Date.now(), game });
    return game;
  };
  const lookup = async (url: string): Promise<RgsGame | null> => {
    try {
      const entry = await games.service.catalogueEntry(url);
      if (!entry) return null;
      const g = entry.game;
      return {
        id: g.url,
        url: g.url,
        name: g.name,
        engine: g.engine,
        rtpVariant: (VARIANTS[g.engine] ?? VARIANTS.default)[g.rtpVariant] ?? g.rtpVariant,
        theme: g.theme,
        jackpotPoolId: g.engine === 'jackpot-slot' ? SHARED_JACKPOT_POOL : null,
        catalogId: g.id,
        // a game the back office switched off launches no more and starts no new round (open ones finish)
        blocked: !entry.enabled,
      };
    } catch {
      return null;
    }
  };
  const builtinIds = new Set(BUILTIN_GAMES.map((g) => g.id));
  return {
    byUrl: async (url) => (await fallback.byUrl(url)) ?? fromCatalogue(url),
    // a catalogue game's RGS id is its url (unique, stable across restarts)
    byId: async (id) => (builtinIds.has(id) ? fallback.byId(id) : fromCatalogue(id)),
    recordPlay: async ({ playerId, game, at }) => {
      if (game.catalogId !== undefined) await games.recordPlay({ playerId, gameId: game.catalogId, at });
    },
    recordWin: async ({ playerId, game, roundId, bet, win, currency, at }) => {
      if (game.catalogId === undefined) return;
      await games.recordWin({
        roundId,
        gameId: game.catalogId,
        playerId,
        playerName: playerNames.get(playerId) ?? 'player',
        bet,
        winSum: win,
        currency,
        at,
      });
    },
  };
}

/** login per player, filled by the players adapter (the winners feed masks it) */
const playerNames = new Map<string, string>();

export function playerAccounts(players: PlayerService, currencyOf: (playerId: string) => Promise<string>): PlayerPort {
  return {
    async facts(playerId): Promise<PlayerFacts> {
      const p = await players.find(playerId);
      // a ledger-only account (tests, imported players) plays under the defaults
      if (!p)
        return {
          blocked: false,
          selfExcluded: false,
          profileComplete: true,
          country: null,
          currency: await currencyOf(playerId).catch(() => DEFAULT_CURRENCY),
        };
      if (playerNames.size > 10_000) playerNames.clear();
      playerNames.set(playerId, p.login);
      return {
        login: p.login,
        blocked: BLOCKING.has(p.blockStatus),
        selfExcluded: p.status === 'self_excluded' || p.status === 'self-excluded',
        profileComplete: players.info(p).profileComplete,
        country: p.country ?? null,
        currency: p.currency,
      };
    },
  };
}
