import type { GameCatalogPort, RgsGame } from './rgs.ports';

/** The one progressive pool every jackpot slot feeds (per currency: `mega-EUR`, `mega-GBP`, …). */
export const SHARED_JACKPOT_POOL = 'mega';

/**
 * The RGS's own titles: several games share an engine with their own theme and RTP variant.
 * Used as the catalogue until the games module provides one (and as its seed).
 */
export const BUILTIN_GAMES: RgsGame[] = [
  { id: 'fortuna-pharaoh-lines', url: 'pharaoh-lines', name: "Pharaoh's Lines", engine: 'line-slot', rtpVariant: '96', theme: 'pharaoh' },
  { id: 'fortuna-lucky-sevens', url: 'lucky-sevens', name: 'Lucky Sevens', engine: 'line-slot', rtpVariant: '94', theme: 'classic' },
  { id: 'fortuna-ocean-lines', url: 'ocean-lines', name: 'Ocean Lines', engine: 'line-slot', rtpVariant: '97', theme: 'ocean' },
  { id: 'fortuna-mega-quest', url: 'mega-quest', name: 'Mega Quest', engine: 'ways-slot', rtpVariant: '96', theme: 'quest' },
  { id: 'fortuna-jungle-ways', url: 'jungle-ways', name: 'Jungle Ways', engine: 'ways-slot', rtpVariant: '94', theme: 'jungle' },
  { id: 'fortuna-candy-clusters', url: 'candy-clusters', name: 'Candy Clusters', engine: 'cluster-slot', rtpVariant: '96', theme: 'candy' },
  { id: 'fortuna-gem-clusters', url: 'gem-clusters', name: 'Gem Clusters', engine: 'cluster-slot', rtpVariant: '94', theme: 'gems' },
  {
    id: 'fortuna-mega-fortune',
    url: 'mega-fortune',
    name: 'Mega Pharaoh Jackpot',
    engine: 'jackpot-slot',
    rtpVariant: '97',
    theme: 'pharaoh',
    jackpotPoolId: SHARED_JACKPOT_POOL,
  },
  {
    id: 'fortuna-deep-sea',
    url: 'deep-sea-jackpot',
    name: 'Deep Sea Jackpot',
    engine: 'jackpot-slot',
    rtpVariant: '95',
    theme: 'ocean',
    jackpotPoolId: SHARED_JACKPOT_POOL,
  },
];

export function builtinCatalog(games: RgsGame[] = BUILTIN_GAMES): GameCatalogPort {
  return {
    byUrl: async (url) => games.find((g) => g.url === url) ?? null,
    byId: async (id) => games.find((g) => g.id === id) ?? null,
  };
}
