import type { GameEngine, GameTheme, LiveGameType, RtpVariant, StoredGameCategory, Volatility } from '@fortuna/contracts';
import {
  INSTANT_NAMES,
  JACKPOT_THEMES,
  LIVE_NAMES,
  LOCALIZED_NAMES,
  NAME_SUFFIXES,
  SLOT_THEMES,
  STUDIOS,
  TABLE_NAMES,
  THEME_WORDS,
  VIDEO_POKER_NAMES,
  type StudioDef,
} from './words';

/** A small seeded PRNG (mulberry32): the catalogue is the same on every machine and every start. */
export function createRng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof createRng>;

export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export interface GameDef {
  url: string;
  name: string;
  studioUri: string;
  category: StoredGameCategory;
  liveType: LiveGameType | null;
  engine: GameEngine;
  theme: GameTheme;
  rtpBps: number;
  rtpVariant: RtpVariant;
  volatility: Volatility;
  /** days before the seed date */
  releasedDaysAgo: number;
  popularity: number;
  desktop: boolean;
  mobile: boolean;
  isTournamentGame: boolean;
  isBuyableBonusGame: boolean;
  isMegawaysGame: boolean;
  isGrid: boolean;
  isBonusGameAvailable: boolean;
  isJackpot: boolean;
  contribution: number;
  names: Partial<Record<string, string>>;
}

/** One block of 160 games: the mix of categories, engines and live types the lobby shows. */
type Slot = { category: StoredGameCategory; engine: GameEngine; liveType?: LiveGameType };
function plan(): Slot[] {
  const slots: Slot[] = [];
  const add = (n: number, s: Slot) => {
    for (let i = 0; i < n; i++) slots.push(s);
  };
  add(40, { category: 'slots', engine: 'line-slot' });
  add(22, { category: 'slots', engine: 'ways-slot' });
  add(18, { category: 'slots', engine: 'cluster-slot' });
  add(15, { category: 'jackpot', engine: 'jackpot-slot' });
  const liveEngine: Record<LiveGameType, GameEngine> = {
    roulette: 'live-roulette',
    blackjack: 'blackjack',
    baccarat: 'live-baccarat',
    poker: 'video-poker',
    show: 'live-roulette',
    other: 'live-baccarat',
  };
  for (const lt of Object.keys(LIVE_NAMES) as LiveGameType[]) add(4, { category: 'livegames', engine: liveEngine[lt], liveType: lt });
  add(14, { category: 'tablegames', engine: 'roulette' });
  add(10, { category: 'video-pokers', engine: 'video-poker' });
  add(17, { category: 'instant-win', engine: 'scratch' });
  return slots;
}

const CONTRIBUTION: Record<StoredGameCategory, number> = {
  slots: 100,
  jackpot: 50,
  livegames: 10,
  tablegames: 10,
  'video-pokers': 20,
  'instant-win': 50,
};

const ENGINE_RTP: Partial<Record<GameEngine, number>> = {
  roulette: 9730,
  'live-roulette': 9730,
  blackjack: 9950,
  'live-baccarat': 9876,
  'video-poker': 9954,
};

export function studiosFor(category: StoredGameCategory): StudioDef[] {
  return STUDIOS.filter((s) => s.makes.includes(category));
}

/**
 * Generates `count` games (160 per block of the plan, cycling), deterministic for a seed.
 * Names come from the theme word lists; once a list runs out a suffix keeps names unique.
 */
export function generateCatalogue(count = 160, seed = 7): GameDef[] {
  const rng = createRng(seed);
  const blocks = plan();
  const usedNames = new Set<string>();
  const usedUrls = new Set<string>();
  const cursors = { table: 0, poker: 0, instant: 0, live: {} as Record<string, number> };
  const out: GameDef[] = [];

  const unique = (base: string): string => {
    if (!usedNames.has(base)) return base;
    for (const s of NAME_SUFFIXES) if (!usedNames.has(`${base} ${s}`)) return `${base} ${s}`;
    for (let n = 2; ; n++) if (!usedNames.has(`${base} ${n}`)) return `${base} ${n}`;
  };

  for (let i = 0; i < count; i++) {
    const slot = blocks[i % blocks.length];
    let name: string;
    let theme: GameTheme;
    let engine = slot.engine;
    const isMegaways = engine === 'ways-slot' && rng.chance(0.6);
    if (slot.category === 'slots' || slot.category === 'jackpot') {
      theme = slot.category === 'jackpot' ? rng.pick(JACKPOT_THEMES) : rng.pick(SLOT_THEMES);
      const [a, b] = THEME_WORDS[theme]!;
      let base = `${rng.pick(a)} ${rng.pick(b)}`;
      if (isMegaways) base += ' Megaways';
      else if (slot.category === 'jackpot') base += rng.pick([' Jackpot', ' Mega Jackpot', ' Jackpot King', '']);
      for (let tries = 0; usedNames.has(base) && tries < 6; tries++) {
        base = `${rng.pick(a)} ${rng.pick(b)}${isMegaways ? ' Megaways' : ''}`;
      }
      name = unique(base);
    } else if (slot.category === 'livegames') {
      const lt = slot.liveType!;
      const k = (cursors.live[lt] = (cursors.live[lt] ?? -1) + 1);
      const names = LIVE_NAMES[lt];
      name = unique(names[k % names.length]);
      theme = lt === 'roulette' || lt === 'show' ? 'wheel' : lt === 'other' ? rng.pick(['asian', 'cards'] as GameTheme[]) : 'cards';
      if (lt === 'other' && /sic bo|dice/i.test(name)) engine = 'dice';
    } else if (slot.category === 'tablegames') {
      const t = TABLE_NAMES[cursors.table++ % TABLE_NAMES.length];
      name = unique(t.name);
      theme = t.theme;
      engine = t.engine;
    } else if (slot.category === 'video-pokers') {
      name = unique(VIDEO_POKER_NAMES[cursors.poker++ % VIDEO_POKER_NAMES.length]);
      theme = 'cards';
    } else {
      const t = INSTANT_NAMES[cursors.instant++ % INSTANT_NAMES.length];
      name = unique(t.name);
      theme = t.theme;
      engine = t.engine;
    }
    usedNames.add(name);
    let url = slugify(name);
    const studio = rng.pick(studiosFor(slot.category));
    if (usedUrls.has(url)) url = `${url}-${studio.uri}`;
    for (let n = 2; usedUrls.has(url); n++) url = `${slugify(name)}-${n}`;
    usedUrls.add(url);

    const reel = slot.category === 'slots' || slot.category === 'jackpot';
    const rtpVariant: RtpVariant = ENGINE_RTP[engine] ? 'standard' : rng.pick(['high', 'high', 'standard', 'low'] as RtpVariant[]);
    const rtpBps =
      ENGINE_RTP[engine] ??
      (rtpVariant === 'high' ? rng.int(9600, 9690) : rtpVariant === 'standard' ? rng.int(9400, 9490) : rng.int(9200, 9290));
    const isNew = rng.chance(0.12);
    out.push({
      url,
      name,
      studioUri: studio.uri,
      category: slot.category,
      liveType: slot.liveType ?? null,
      engine,
      theme,
      rtpBps,
      rtpVariant,
      volatility: reel
        ? rng.pick(['low', 'medium', 'high', 'high'] as Volatility[])
        : engine === 'crash' || engine === 'mines'
          ? 'high'
          : 'low',
      releasedDaysAgo: isNew ? rng.int(0, 50) : rng.int(61, 1800),
      popularity: Math.floor(Math.pow(rng.next(), 2.2) * 10_000),
      desktop: !(slot.category === 'instant-win' && rng.chance(0.05)),
      mobile: !(slot.category === 'livegames' && rng.chance(0.1)),
      isTournamentGame: (reel && rng.chance(0.3)) || (slot.category === 'livegames' && rng.chance(0.15)),
      isBuyableBonusGame: reel && engine !== 'jackpot-slot' ? rng.chance(0.4) : false,
      isMegawaysGame: isMegaways,
      isGrid: engine === 'cluster-slot',
      isBonusGameAvailable: reel ? rng.chance(0.55) : slot.liveType === 'show' ? true : false,
      isJackpot: slot.category === 'jackpot' || (engine === 'line-slot' && rng.chance(0.05)),
      contribution: reel && rtpBps >= 9650 ? 50 : CONTRIBUTION[slot.category],
      names: { ...(LOCALIZED_NAMES[name] ?? {}) },
    });
  }
  return out;
}
