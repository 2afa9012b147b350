import { describe, expect, it } from 'vitest';
import { GAME_ENGINES, GAME_THEMES, LIVE_GAME_TYPES, STORED_GAME_CATEGORIES, pageWindow } from '@fortuna/contracts';
import { gameArtSvg, studioLogoSvg } from './catalogue/art';
import { generateCatalogue, slugify } from './catalogue/generate';
import { STUDIOS } from './catalogue/words';
import { isBigWin, maskName, resolveCategory } from './games.service';
import { escapeLike } from './games.repository';

describe('catalogue generator', () => {
  const games = generateCatalogue();

  it('is deterministic', () => {
    expect(generateCatalogue()).toEqual(games);
  });

  it('covers every category, live type and engine with unique names and urls', () => {
    expect(games.length).toBeGreaterThanOrEqual(150);
    for (const c of STORED_GAME_CATEGORIES)
      expect(
        games.some((g) => g.category === c),
        c,
      ).toBe(true);
    for (const t of LIVE_GAME_TYPES)
      expect(
        games.some((g) => g.liveType === t),
        t,
      ).toBe(true);
    for (const e of GAME_ENGINES)
      expect(
        games.some((g) => g.engine === e),
        e,
      ).toBe(true);
    expect(new Set(games.map((g) => g.name)).size).toBe(games.length);
    expect(new Set(games.map((g) => g.url)).size).toBe(games.length);
    expect(games.every((g) => /^[a-z0-9-]+$/.test(g.url))).toBe(true);
    expect(games.every((g) => (g.category === 'livegames') === (g.liveType !== null))).toBe(true);
    expect(games.filter((g) => g.isMegawaysGame).every((g) => g.engine === 'ways-slot' && g.name.includes('Megaways'))).toBe(true);
    expect(games.filter((g) => g.isGrid).every((g) => g.engine === 'cluster-slot')).toBe(true);
    expect(games.every((g) => g.rtpBps >= 9000 && g.rtpBps < 10000)).toBe(true);
    expect(new Set(games.map((g) => g.studioUri)).size).toBeGreaterThanOrEqual(8);
  });

  it('stays unique at 10 000 games', () => {
    const big = generateCatalogue(10_000);
    expect(new Set(big.map((g) => g.url)).size).toBe(10_000);
  });

  it('slugifies names', () => {
    expect(slugify("Pharaoh's Gold & Riches")).toBe('pharaohs-gold-and-riches');
    expect(slugify('Ruletă Europeană')).toBe('ruleta-europeana');
  });
});

describe('artwork', () => {
  it('draws a distinct, themed SVG per game and escapes the name', () => {
    const svgs = generateCatalogue().map((g) => gameArtSvg({ url: g.url, name: g.name, theme: g.theme, studio: 'Studio' }));
    expect(new Set(svgs).size).toBe(svgs.length);
    for (const theme of GAME_THEMES) {
      const svg = gameArtSvg({ url: `x-${theme}`, name: 'A & <B>', theme, studio: 'S' });
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).toContain('A &amp; &lt;B&gt;');
      expect(svg).not.toContain('<B>');
    }
  });
  it('draws a logo per studio', () => {
    const logos = STUDIOS.map((s) => studioLogoSvg(s));
    expect(new Set(logos).size).toBe(STUDIOS.length);
  });
});

describe('lobby rules', () => {
  it('pages 12 first, then 8', () => {
    expect(pageWindow(1)).toEqual({ offset: 0, limit: 12 });
    expect(pageWindow(2)).toEqual({ offset: 12, limit: 8 });
    expect(pageWindow(4)).toEqual({ offset: 28, limit: 8 });
  });
  it('maps categories and home filters', () => {
    const today = new Date('2026-03-01T10:00:00Z');
    expect(resolveCategory('all', today)).toEqual({ filter: {}, order: 'popular' });
    expect(resolveCategory('new', today)).toEqual({ filter: { releasedSince: '2025-12-31' }, order: 'new' });
    expect(resolveCategory('hot', today).order).toBe('hot');
    expect(resolveCategory('livegames', today).filter).toEqual({ categories: ['livegames'] });
    expect(() => resolveCategory('nope', today)).toThrow(/Unknown game category/);
  });
  it('keeps big wins only', () => {
    expect(isBigWin(100, 1_999)).toBe(false);
    expect(isBigWin(100, 2_000)).toBe(true);
    expect(isBigWin(10_000, 60_000)).toBe(true);
    expect(isBigWin(0, 1_000_000)).toBe(false);
  });
  it('masks player names', () => {
    expect(maskName('lucky_player')).toBe('lu***er');
    expect(maskName('abc')).toBe('a***c');
    expect(maskName('a')).toBe('a***');
  });
  it('escapes LIKE wildcards', () => {
    expect(escapeLike('100%_\\')).toBe('100\\%\\_\\\\');
  });
});
