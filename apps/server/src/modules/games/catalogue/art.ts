import type { GameTheme } from '@fortuna/contracts';
import { createRng, type Rng } from './generate';

/**
 * Generated artwork: one SVG per game, themed by its name's theme (palette + motif), laid out from
 * a hash of its url so no two tiles look alike. Pure string building: cached by the route.
 */

const W = 400;
const H = 300;

type Palette = [bg1: string, bg2: string, accent: string, ink: string];
const PALETTES: Record<GameTheme, Palette[]> = {
  fruits: [
    ['#ff4e50', '#f9d423', '#2ecc71', '#3a0b0b'],
    ['#8e2de2', '#ff6a88', '#ffe66d', '#22052e'],
    ['#11998e', '#38ef7d', '#ff3e6c', '#03261f'],
  ],
  egypt: [
    ['#3b2a14', '#d9a441', '#2ec4b6', '#1b1206'],
    ['#0f2c4c', '#c89b3c', '#f4e3b2', '#07111f'],
    ['#5a2d0c', '#f0b90b', '#1e6091', '#1c0c02'],
  ],
  space: [
    ['#0b0c2a', '#5b2a86', '#00e5ff', '#02030f'],
    ['#000428', '#004e92', '#ff00c8', '#000214'],
    ['#1a0533', '#e94057', '#f9f871', '#0a0214'],
  ],
  dragons: [
    ['#3a0000', '#d4145a', '#fbb03b', '#160000'],
    ['#0b3d2e', '#1e8449', '#f4d03f', '#031710'],
    ['#1c1c3c', '#c0392b', '#ff9f1c', '#09091a'],
  ],
  gems: [
    ['#1d0b4f', '#7f00ff', '#00f5d4', '#0b0424'],
    ['#00203f', '#00a6ed', '#ff4ecd', '#000d1a'],
    ['#3d0c4e', '#e0218a', '#7cf7ff', '#18031f'],
  ],
  ocean: [
    ['#001f3f', '#0099cc', '#ffd166', '#000e1c'],
    ['#03305a', '#0fb9b1', '#ff6b6b', '#01162a'],
    ['#0a2342', '#2ca58d', '#f4e285', '#041223'],
  ],
  'wild-west': [
    ['#4a1c0c', '#e07a1f', '#ffd166', '#1f0a03'],
    ['#6b2d0f', '#f4a259', '#5b8e7d', '#2a0f03'],
    ['#2e1a0e', '#c1666b', '#f2cc8f', '#120904'],
  ],
  vikings: [
    ['#0d1b2a', '#415a77', '#e0e1dd', '#050b12'],
    ['#1b263b', '#778da9', '#ffb703', '#080e18'],
    ['#2b2d42', '#8d99ae', '#ef233c', '#0f1018'],
  ],
  irish: [
    ['#004b23', '#38b000', '#ffd60a', '#001a0b'],
    ['#0b6e4f', '#73d2de', '#f6ae2d', '#032b1f'],
    ['#1b4332', '#52b788', '#ffbe0b', '#081c15'],
  ],
  asian: [
    ['#5c0011', '#c9184a', '#ffd60a', '#22000a'],
    ['#370617', '#d00000', '#ffba08', '#140208'],
    ['#0b3954', '#bfd7ea', '#ff5a5f', '#041926'],
  ],
  candy: [
    ['#ff5ca8', '#ffc2e2', '#6a4cff', '#3a0323'],
    ['#7b2ff7', '#f107a3', '#ffe45e', '#24003d'],
    ['#ff9a8b', '#ff6a88', '#99e2ff', '#3d0a12'],
  ],
  jungle: [
    ['#081c15', '#2d6a4f', '#f4a261', '#020a07'],
    ['#283618', '#606c38', '#dda15e', '#0e1307'],
    ['#004d40', '#26a69a', '#ffca28', '#001f1a'],
  ],
  mythology: [
    ['#14213d', '#4361ee', '#fca311', '#060c1c'],
    ['#22223b', '#9a8c98', '#f2e9e4', '#0b0b15'],
    ['#1a1a40', '#7a0bc0', '#ffd700', '#08081d'],
  ],
  classic: [
    ['#3c0008', '#b00020', '#ffd700', '#150003'],
    ['#001233', '#023e7d', '#ffea00', '#000814'],
    ['#1b0036', '#9d0191', '#fcd581', '#0b0016'],
  ],
  horror: [
    ['#0b0b0b', '#4a0e4e', '#a4ff00', '#000000'],
    ['#1a0000', '#600000', '#ff7b00', '#080000'],
    ['#0d1b1e', '#2f4858', '#d7263d', '#040a0c'],
  ],
  cards: [
    ['#002d1a', '#0b6e3b', '#f5c542', '#001208'],
    ['#1a0a2e', '#3f1d6b', '#ff5d73', '#0a0314'],
    ['#0a1f44', '#174e8c', '#f5c542', '#030b19'],
  ],
  wheel: [
    ['#0d2b1d', '#136f3f', '#f5c542', '#031009'],
    ['#2a0a0a', '#8b1e1e', '#f5c542', '#100303'],
    ['#101030', '#303090', '#3ee6a8', '#05050f'],
  ],
};

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const f = (n: number) => Math.round(n * 10) / 10;

type Motif = (x: number, y: number, s: number, p: Palette, rng: Rng) => string;

const star = (cx: number, cy: number, r: number, points: number, inner: number) => {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const rad = i % 2 === 0 ? r : r * inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    pts.push(`${f(cx + rad * Math.cos(a))},${f(cy + rad * Math.sin(a))}`);
  }
  return pts.join(' ');
};

const MOTIFS: Record<GameTheme, Motif[]> = {
  fruits: [
    (x, y, s) =>
      `<path d="M${f(x)},${f(y - 30 * s)} C${f(x + 10 * s)},${f(y - 10 * s)} ${f(x + 20 * s)},${f(y)} ${f(x + 22 * s)},${f(y + 14 * s)}" stroke="#3c8d2f" stroke-width="${f(4 * s)}" fill="none"/><path d="M${f(x)},${f(y - 30 * s)} C${f(x - 8 * s)},${f(y - 8 * s)} ${f(x - 18 * s)},${f(y)} ${f(x - 20 * s)},${f(y + 12 * s)}" stroke="#3c8d2f" stroke-width="${f(4 * s)}" fill="none"/><circle cx="${f(x - 20 * s)}" cy="${f(y + 24 * s)}" r="${f(16 * s)}" fill="#d90429"/><circle cx="${f(x + 22 * s)}" cy="${f(y + 26 * s)}" r="${f(16 * s)}" fill="#ef233c"/><circle cx="${f(x - 25 * s)}" cy="${f(y + 18 * s)}" r="${f(4 * s)}" fill="#fff" opacity=".6"/>`,
    (x, y, s) =>
      `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(30 * s)}" ry="${f(22 * s)}" fill="#ffe066" stroke="#f4a300" stroke-width="${f(3 * s)}"/><ellipse cx="${f(x - 8 * s)}" cy="${f(y - 7 * s)}" rx="${f(8 * s)}" ry="${f(4 * s)}" fill="#fff" opacity=".5"/>`,
    (x, y, s) =>
      `<path d="M${f(x - 34 * s)},${f(y)} A${f(34 * s)},${f(34 * s)} 0 0 0 ${f(x + 34 * s)},${f(y)} Z" fill="#2b9348"/><path d="M${f(x - 28 * s)},${f(y)} A${f(28 * s)},${f(28 * s)} 0 0 0 ${f(x + 28 * s)},${f(y)} Z" fill="#ff4d6d"/>${[-14, 0, 14].map((d) => `<ellipse cx="${f(x + d * s)}" cy="${f(y + 10 * s)}" rx="${f(2.4 * s)}" ry="${f(4 * s)}" fill="#111"/>`).join('')}`,
  ],
  egypt: [
    (x, y, s, p) =>
      `<polygon points="${f(x)},${f(y - 40 * s)} ${f(x + 50 * s)},${f(y + 30 * s)} ${f(x - 50 * s)},${f(y + 30 * s)}" fill="${p[2]}"/><polygon points="${f(x)},${f(y - 40 * s)} ${f(x + 50 * s)},${f(y + 30 * s)} ${f(x + 8 * s)},${f(y + 30 * s)}" fill="#000" opacity=".25"/>`,
    (x, y, s, p) =>
      `<path d="M${f(x - 34 * s)},${f(y)} Q${f(x)},${f(y - 28 * s)} ${f(x + 34 * s)},${f(y)} Q${f(x)},${f(y + 24 * s)} ${f(x - 34 * s)},${f(y)} Z" fill="#fff" stroke="${p[3]}" stroke-width="${f(4 * s)}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(11 * s)}" fill="${p[3]}"/><path d="M${f(x - 6 * s)},${f(y + 14 * s)} L${f(x - 14 * s)},${f(y + 34 * s)} M${f(x + 10 * s)},${f(y + 12 * s)} Q${f(x + 24 * s)},${f(y + 30 * s)} ${f(x + 34 * s)},${f(y + 24 * s)}" stroke="${p[3]}" stroke-width="${f(4 * s)}" fill="none"/>`,
    (x, y, s, p) =>
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(26 * s)}" fill="${p[2]}" opacity=".9"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(34 * s)}" fill="none" stroke="${p[2]}" stroke-width="${f(3 * s)}" opacity=".5"/>`,
  ],
  space: [
    (x, y, s, p) =>
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(28 * s)}" fill="${p[2]}"/><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(50 * s)}" ry="${f(10 * s)}" fill="none" stroke="#fff" stroke-width="${f(3 * s)}" opacity=".8" transform="rotate(-18 ${f(x)} ${f(y)})"/><circle cx="${f(x - 9 * s)}" cy="${f(y - 9 * s)}" r="${f(7 * s)}" fill="#fff" opacity=".35"/>`,
    (x, y, s) => `<polygon points="${star(x, y, 14 * s, 4, 0.3)}" fill="#fff"/>`,
    (x, y, s, p) =>
      `<g transform="rotate(35 ${f(x)} ${f(y)})"><path d="M${f(x)},${f(y - 34 * s)} Q${f(x + 14 * s)},${f(y - 14 * s)} ${f(x + 12 * s)},${f(y + 18 * s)} L${f(x - 12 * s)},${f(y + 18 * s)} Q${f(x - 14 * s)},${f(y - 14 * s)} ${f(x)},${f(y - 34 * s)} Z" fill="#e9ecef"/><circle cx="${f(x)}" cy="${f(y - 8 * s)}" r="${f(6 * s)}" fill="${p[1]}"/><path d="M${f(x - 8 * s)},${f(y + 18 * s)} L${f(x)},${f(y + 40 * s)} L${f(x + 8 * s)},${f(y + 18 * s)} Z" fill="#ff9f1c"/></g>`,
  ],
  dragons: [
    (x, y, s, p) =>
      `<path d="M${f(x)},${f(y + 36 * s)} C${f(x - 34 * s)},${f(y + 20 * s)} ${f(x - 20 * s)},${f(y - 20 * s)} ${f(x - 6 * s)},${f(y - 40 * s)} C${f(x - 4 * s)},${f(y - 14 * s)} ${f(x + 10 * s)},${f(y - 20 * s)} ${f(x + 14 * s)},${f(y - 30 * s)} C${f(x + 34 * s)},${f(y)} ${f(x + 26 * s)},${f(y + 26 * s)} ${f(x)},${f(y + 36 * s)} Z" fill="${p[2]}"/><path d="M${f(x)},${f(y + 34 * s)} C${f(x - 16 * s)},${f(y + 22 * s)} ${f(x - 10 * s)},${f(y)} ${f(x)},${f(y - 10 * s)} C${f(x + 12 * s)},${f(y + 4 * s)} ${f(x + 14 * s)},${f(y + 22 * s)} ${f(x)},${f(y + 34 * s)} Z" fill="#fff3b0"/>`,
    (x, y, s, p) =>
      `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(36 * s)}" ry="${f(20 * s)}" fill="${p[2]}"/><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(5 * s)}" ry="${f(18 * s)}" fill="${p[3]}"/><circle cx="${f(x - 12 * s)}" cy="${f(y - 8 * s)}" r="${f(4 * s)}" fill="#fff" opacity=".7"/>`,
    (x, y, s, p) =>
      [0, 1, 2]
        .map(
          (i) =>
            `<path d="M${f(x - 30 * s + i * 20 * s)},${f(y)} a${f(10 * s)},${f(10 * s)} 0 0 0 ${f(20 * s)},0" fill="none" stroke="${p[2]}" stroke-width="${f(4 * s)}"/>`,
        )
        .join(''),
  ],
  gems: [
    (x, y, s, p) =>
      `<polygon points="${f(x - 30 * s)},${f(y - 12 * s)} ${f(x - 16 * s)},${f(y - 28 * s)} ${f(x + 16 * s)},${f(y - 28 * s)} ${f(x + 30 * s)},${f(y - 12 * s)} ${f(x)},${f(y + 30 * s)}" fill="${p[2]}"/><polygon points="${f(x - 30 * s)},${f(y - 12 * s)} ${f(x + 30 * s)},${f(y - 12 * s)} ${f(x)},${f(y + 30 * s)}" fill="#000" opacity=".18"/><polygon points="${f(x - 16 * s)},${f(y - 28 * s)} ${f(x)},${f(y - 12 * s)} ${f(x + 16 * s)},${f(y - 28 * s)}" fill="#fff" opacity=".45"/>`,
    (x, y, s) =>
      `<polygon points="${f(x)},${f(y - 26 * s)} ${f(x + 22 * s)},${f(y)} ${f(x)},${f(y + 26 * s)} ${f(x - 22 * s)},${f(y)}" fill="#ff4d6d"/><polygon points="${f(x)},${f(y - 26 * s)} ${f(x + 22 * s)},${f(y)} ${f(x)},${f(y)}" fill="#fff" opacity=".35"/>`,
    (x, y, s) =>
      `<polygon points="${star(x, y, 22 * s, 6, 0.55)}" fill="#7cf7ff" opacity=".9"/><polygon points="${star(x, y, 10 * s, 6, 0.55)}" fill="#fff" opacity=".7"/>`,
  ],
  ocean: [
    (x, y, s, p) =>
      `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(30 * s)}" ry="${f(16 * s)}" fill="${p[2]}"/><polygon points="${f(x + 26 * s)},${f(y)} ${f(x + 46 * s)},${f(y - 14 * s)} ${f(x + 46 * s)},${f(y + 14 * s)}" fill="${p[2]}"/><circle cx="${f(x - 16 * s)}" cy="${f(y - 4 * s)}" r="${f(4 * s)}" fill="${p[3]}"/>`,
    (x, y, s) =>
      [0, 1, 2]
        .map(
          (i) =>
            `<circle cx="${f(x + i * 10 * s)}" cy="${f(y - i * 18 * s)}" r="${f((6 - i * 1.5) * s)}" fill="none" stroke="#fff" stroke-width="${f(2 * s)}" opacity=".8"/>`,
        )
        .join(''),
    (x, y, s, p) =>
      `<path d="M${f(x - 30 * s)},${f(y + 20 * s)} Q${f(x - 20 * s)},${f(y - 30 * s)} ${f(x)},${f(y - 10 * s)} Q${f(x + 20 * s)},${f(y - 30 * s)} ${f(x + 30 * s)},${f(y + 20 * s)} Z" fill="${p[2]}" opacity=".9"/><circle cx="${f(x)}" cy="${f(y + 6 * s)}" r="${f(8 * s)}" fill="#fff"/>`,
  ],
  'wild-west': [
    (x, y, s, p) =>
      `<polygon points="${star(x, y, 30 * s, 5, 0.45)}" fill="${p[2]}" stroke="${p[3]}" stroke-width="${f(3 * s)}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(7 * s)}" fill="${p[3]}"/>`,
    (x, y, s) =>
      `<rect x="${f(x - 8 * s)}" y="${f(y - 36 * s)}" width="${f(16 * s)}" height="${f(72 * s)}" rx="${f(8 * s)}" fill="#2d6a4f"/><path d="M${f(x - 8 * s)},${f(y)} h${f(-14 * s)} v${f(-20 * s)}" stroke="#2d6a4f" stroke-width="${f(12 * s)}" fill="none" stroke-linecap="round"/><path d="M${f(x + 8 * s)},${f(y - 8 * s)} h${f(14 * s)} v${f(-16 * s)}" stroke="#2d6a4f" stroke-width="${f(12 * s)}" fill="none" stroke-linecap="round"/>`,
    (x, y, s, p) =>
      `<path d="M${f(x - 40 * s)},${f(y + 8 * s)} Q${f(x)},${f(y + 22 * s)} ${f(x + 40 * s)},${f(y + 8 * s)} Q${f(x + 20 * s)},${f(y + 4 * s)} ${f(x + 18 * s)},${f(y - 16 * s)} Q${f(x)},${f(y - 26 * s)} ${f(x - 18 * s)},${f(y - 16 * s)} Q${f(x - 20 * s)},${f(y + 4 * s)} ${f(x - 40 * s)},${f(y + 8 * s)} Z" fill="${p[1]}" stroke="${p[3]}" stroke-width="${f(3 * s)}"/>`,
  ],
  vikings: [
    (x, y, s, p) =>
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(32 * s)}" fill="${p[1]}" stroke="${p[2]}" stroke-width="${f(5 * s)}"/><path d="M${f(x - 32 * s)},${f(y)} H${f(x + 32 * s)} M${f(x)},${f(y - 32 * s)} V${f(y + 32 * s)}" stroke="${p[2]}" stroke-width="${f(5 * s)}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(8 * s)}" fill="${p[2]}"/>`,
    (x, y, s, p) =>
      `<rect x="${f(x - 3 * s)}" y="${f(y - 36 * s)}" width="${f(6 * s)}" height="${f(72 * s)}" fill="#8d6e63"/><path d="M${f(x + 3 * s)},${f(y - 30 * s)} Q${f(x + 36 * s)},${f(y - 26 * s)} ${f(x + 30 * s)},${f(y + 4 * s)} Q${f(x + 14 * s)},${f(y - 6 * s)} ${f(x + 3 * s)},${f(y - 6 * s)} Z" fill="${p[2]}"/>`,
    (x, y, s, p) =>
      `<path d="M${f(x - 16 * s)},${f(y - 30 * s)} Q${f(x)},${f(y - 40 * s)} ${f(x + 16 * s)},${f(y - 30 * s)} L${f(x + 20 * s)},${f(y + 30 * s)} L${f(x - 20 * s)},${f(y + 30 * s)} Z" fill="#6c757d" stroke="${p[3]}" stroke-width="${f(2 * s)}"/><path d="M${f(x - 6 * s)},${f(y - 22 * s)} V${f(y + 20 * s)} M${f(x - 6 * s)},${f(y - 18 * s)} L${f(x + 8 * s)},${f(y - 8 * s)} M${f(x - 6 * s)},${f(y - 4 * s)} L${f(x + 8 * s)},${f(y + 6 * s)}" stroke="${p[2]}" stroke-width="${f(3.5 * s)}" fill="none" stroke-linecap="round"/>`,
  ],
  irish: [
    (x, y, s) =>
      `${[0, 120, 240].map((a) => `<circle cx="${f(x + Math.cos(((a - 90) * Math.PI) / 180) * 14 * s)}" cy="${f(y + Math.sin(((a - 90) * Math.PI) / 180) * 14 * s)}" r="${f(13 * s)}" fill="#2dc653"/>`).join('')}<path d="M${f(x)},${f(y)} q${f(6 * s)},${f(20 * s)} ${f(-4 * s)},${f(34 * s)}" stroke="#1a7431" stroke-width="${f(4 * s)}" fill="none"/>`,
    (x, y, s, p) =>
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(20 * s)}" fill="${p[2]}" stroke="#b8860b" stroke-width="${f(3 * s)}"/><text x="${f(x)}" y="${f(y + 7 * s)}" font-size="${f(20 * s)}" text-anchor="middle" fill="#8a6d00" font-weight="900" font-family="Arial">€</text>`,
    (x, y, s) =>
      ['#ff595e', '#ffca3a', '#8ac926', '#1982c4', '#6a4c93']
        .map(
          (c, i) =>
            `<path d="M${f(x - (50 - i * 6) * s)},${f(y + 20 * s)} A${f((50 - i * 6) * s)},${f((50 - i * 6) * s)} 0 0 1 ${f(x + (50 - i * 6) * s)},${f(y + 20 * s)}" stroke="${c}" stroke-width="${f(6 * s)}" fill="none"/>`,
        )
        .join(''),
  ],
  asian: [
    (x, y, s, p) =>
      `<line x1="${f(x)}" y1="${f(y - 44 * s)}" x2="${f(x)}" y2="${f(y - 30 * s)}" stroke="${p[2]}" stroke-width="${f(3 * s)}"/><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(26 * s)}" ry="${f(32 * s)}" fill="#e63946"/><path d="M${f(x - 26 * s)},${f(y)} H${f(x + 26 * s)} M${f(x - 22 * s)},${f(y - 16 * s)} H${f(x + 22 * s)} M${f(x - 22 * s)},${f(y + 16 * s)} H${f(x + 22 * s)}" stroke="${p[2]}" stroke-width="${f(2 * s)}"/><rect x="${f(x - 10 * s)}" y="${f(y + 30 * s)}" width="${f(20 * s)}" height="${f(6 * s)}" fill="${p[2]}"/>`,
    (x, y, s, p) =>
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(22 * s)}" fill="${p[2]}" stroke="#b8860b" stroke-width="${f(3 * s)}"/><rect x="${f(x - 7 * s)}" y="${f(y - 7 * s)}" width="${f(14 * s)}" height="${f(14 * s)}" fill="${p[0]}"/>`,
    (x, y, s) =>
      `${[0, 72, 144, 216, 288].map((a) => `<ellipse cx="${f(x + Math.cos((a * Math.PI) / 180) * 10 * s)}" cy="${f(y + Math.sin((a * Math.PI) / 180) * 10 * s)}" rx="${f(10 * s)}" ry="${f(7 * s)}" fill="#ffafcc" transform="rotate(${a} ${f(x + Math.cos((a * Math.PI) / 180) * 10 * s)} ${f(y + Math.sin((a * Math.PI) / 180) * 10 * s)})"/>`).join('')}<circle cx="${f(x)}" cy="${f(y)}" r="${f(5 * s)}" fill="#ffd60a"/>`,
  ],
  candy: [
    (x, y, s, p) =>
      `<rect x="${f(x - 2.5 * s)}" y="${f(y)}" width="${f(5 * s)}" height="${f(46 * s)}" fill="#fff"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(24 * s)}" fill="${p[2]}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(16 * s)}" fill="none" stroke="#fff" stroke-width="${f(4 * s)}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(7 * s)}" fill="none" stroke="#fff" stroke-width="${f(4 * s)}"/>`,
    (x, y, s) =>
      `<polygon points="${f(x - 34 * s)},${f(y - 12 * s)} ${f(x - 18 * s)},${f(y)} ${f(x - 34 * s)},${f(y + 12 * s)}" fill="#ffd166"/><polygon points="${f(x + 34 * s)},${f(y - 12 * s)} ${f(x + 18 * s)},${f(y)} ${f(x + 34 * s)},${f(y + 12 * s)}" fill="#ffd166"/><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(20 * s)}" ry="${f(14 * s)}" fill="#ef476f"/><path d="M${f(x - 8 * s)},${f(y - 12 * s)} L${f(x + 4 * s)},${f(y + 12 * s)}" stroke="#fff" stroke-width="${f(3 * s)}"/>`,
    (x, y, s) =>
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(16 * s)}" fill="#06d6a0"/><circle cx="${f(x - 5 * s)}" cy="${f(y - 5 * s)}" r="${f(5 * s)}" fill="#fff" opacity=".6"/>`,
  ],
  jungle: [
    (x, y, s) =>
      `${[-40, -10, 20].map((a, i) => `<ellipse cx="${f(x)}" cy="${f(y - 24 * s)}" rx="${f(10 * s)}" ry="${f(30 * s)}" fill="${['#2d6a4f', '#40916c', '#52b788'][i]}" transform="rotate(${a} ${f(x)} ${f(y + 6 * s)})"/>`).join('')}`,
    (x, y, s, p) =>
      `<circle cx="${f(x)}" cy="${f(y + 8 * s)}" r="${f(14 * s)}" fill="${p[2]}"/>${[-18, -6, 6, 18].map((d) => `<circle cx="${f(x + d * s)}" cy="${f(y - 14 * s - (Math.abs(d) < 10 ? 6 * s : 0))}" r="${f(6 * s)}" fill="${p[2]}"/>`).join('')}`,
    (x, y, s, p) =>
      `<polygon points="${f(x - 40 * s)},${f(y + 30 * s)} ${f(x + 40 * s)},${f(y + 30 * s)} ${f(x + 28 * s)},${f(y + 10 * s)} ${f(x + 18 * s)},${f(y + 10 * s)} ${f(x + 10 * s)},${f(y - 10 * s)} ${f(x - 10 * s)},${f(y - 10 * s)} ${f(x - 18 * s)},${f(y + 10 * s)} ${f(x - 28 * s)},${f(y + 10 * s)}" fill="${p[1]}" stroke="${p[2]}" stroke-width="${f(2 * s)}"/>`,
  ],
  mythology: [
    (x, y, s, p) =>
      `<polygon points="${f(x + 6 * s)},${f(y - 40 * s)} ${f(x - 16 * s)},${f(y + 4 * s)} ${f(x)},${f(y + 4 * s)} ${f(x - 8 * s)},${f(y + 40 * s)} ${f(x + 18 * s)},${f(y - 8 * s)} ${f(x + 2 * s)},${f(y - 8 * s)}" fill="${p[2]}"/>`,
    (x, y, s) =>
      `<rect x="${f(x - 22 * s)}" y="${f(y - 36 * s)}" width="${f(44 * s)}" height="${f(8 * s)}" fill="#f8f9fa"/><rect x="${f(x - 22 * s)}" y="${f(y + 28 * s)}" width="${f(44 * s)}" height="${f(8 * s)}" fill="#f8f9fa"/>${[-12, -4, 4, 12].map((d) => `<rect x="${f(x + d * s - 3 * s)}" y="${f(y - 28 * s)}" width="${f(6 * s)}" height="${f(56 * s)}" fill="#dee2e6"/>`).join('')}`,
    (x, y, s, p) =>
      `${[0, 1, 2, 3, 4, 5].map((i) => `<ellipse cx="${f(x - 20 * s + (i % 3) * 4 * s)}" cy="${f(y - 20 * s + i * 8 * s)}" rx="${f(8 * s)}" ry="${f(3.5 * s)}" fill="${p[2]}" transform="rotate(-30 ${f(x - 20 * s)} ${f(y - 20 * s + i * 8 * s)})"/>`).join('')}`,
  ],
  classic: [
    (x, y, s, p) =>
      `<text x="${f(x)}" y="${f(y + 20 * s)}" font-size="${f(64 * s)}" text-anchor="middle" font-weight="900" fill="${p[2]}" stroke="${p[3]}" stroke-width="${f(3 * s)}" font-family="Georgia, serif">7</text>`,
    (x, y, s, p) =>
      `<rect x="${f(x - 30 * s)}" y="${f(y - 10 * s)}" width="${f(60 * s)}" height="${f(20 * s)}" rx="${f(3 * s)}" fill="${p[3]}"/><text x="${f(x)}" y="${f(y + 6 * s)}" font-size="${f(16 * s)}" text-anchor="middle" font-weight="900" fill="${p[2]}" font-family="Arial">BAR</text>`,
    (x, y, s, p) =>
      `<path d="M${f(x - 24 * s)},${f(y + 20 * s)} Q${f(x - 22 * s)},${f(y - 30 * s)} ${f(x)},${f(y - 30 * s)} Q${f(x + 22 * s)},${f(y - 30 * s)} ${f(x + 24 * s)},${f(y + 20 * s)} Z" fill="${p[2]}"/><circle cx="${f(x)}" cy="${f(y + 24 * s)}" r="${f(6 * s)}" fill="${p[2]}"/>`,
  ],
  horror: [
    (x, y, s, p) =>
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(30 * s)}" fill="${p[2]}" opacity=".9"/><circle cx="${f(x + 12 * s)}" cy="${f(y - 8 * s)}" r="${f(28 * s)}" fill="${p[0]}" opacity=".85"/>`,
    (x, y, s) =>
      `<path d="M${f(x)},${f(y)} Q${f(x - 10 * s)},${f(y - 14 * s)} ${f(x - 30 * s)},${f(y - 10 * s)} Q${f(x - 22 * s)},${f(y)} ${f(x - 26 * s)},${f(y + 8 * s)} Q${f(x - 12 * s)},${f(y + 2 * s)} ${f(x)},${f(y + 10 * s)} Q${f(x + 12 * s)},${f(y + 2 * s)} ${f(x + 26 * s)},${f(y + 8 * s)} Q${f(x + 22 * s)},${f(y)} ${f(x + 30 * s)},${f(y - 10 * s)} Q${f(x + 10 * s)},${f(y - 14 * s)} ${f(x)},${f(y)} Z" fill="#0b0b0b"/>`,
    (x, y, s) =>
      `<path d="M${f(x - 18 * s)},${f(y + 30 * s)} V${f(y - 14 * s)} Q${f(x - 18 * s)},${f(y - 32 * s)} ${f(x)},${f(y - 32 * s)} Q${f(x + 18 * s)},${f(y - 32 * s)} ${f(x + 18 * s)},${f(y - 14 * s)} V${f(y + 30 * s)} Z" fill="#6c757d"/><text x="${f(x)}" y="${f(y - 4 * s)}" font-size="${f(12 * s)}" text-anchor="middle" fill="#343a40" font-family="serif" font-weight="700">RIP</text>`,
  ],
  cards: [
    (x, y, s, _p, rng) => {
      const suit = rng.pick(['♠', '♥', '♦', '♣']);
      const red = suit === '♥' || suit === '♦';
      const rank = rng.pick(['A', 'K', 'Q', 'J', '10']);
      return `<g transform="rotate(${rng.int(-18, 18)} ${f(x)} ${f(y)})"><rect x="${f(x - 24 * s)}" y="${f(y - 34 * s)}" width="${f(48 * s)}" height="${f(68 * s)}" rx="${f(5 * s)}" fill="#fff" stroke="#ccc" stroke-width="${f(1 * s)}"/><text x="${f(x - 17 * s)}" y="${f(y - 18 * s)}" font-size="${f(13 * s)}" font-weight="800" fill="${red ? '#d90429' : '#111'}" font-family="Arial">${rank}</text><text x="${f(x)}" y="${f(y + 12 * s)}" font-size="${f(30 * s)}" text-anchor="middle" fill="${red ? '#d90429' : '#111'}" font-family="Arial">${suit}</text></g>`;
    },
    (x, y, s, p) =>
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(18 * s)}" fill="${p[2]}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(18 * s)}" fill="none" stroke="#fff" stroke-width="${f(4 * s)}" stroke-dasharray="${f(6 * s)} ${f(6 * s)}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(10 * s)}" fill="none" stroke="#fff" stroke-width="${f(1.5 * s)}"/>`,
  ],
  wheel: [
    (x, y, s, p) => {
      const n = 18;
      const r = 46 * s;
      const wedges = Array.from({ length: n }, (_, i) => {
        const a1 = (2 * Math.PI * i) / n;
        const a2 = (2 * Math.PI * (i + 1)) / n;
        const color = i === 0 ? '#2b9348' : i % 2 ? '#d00000' : '#111';
        return `<path d="M${f(x)},${f(y)} L${f(x + r * Math.cos(a1))},${f(y + r * Math.sin(a1))} A${f(r)},${f(r)} 0 0 1 ${f(x + r * Math.cos(a2))},${f(y + r * Math.sin(a2))} Z" fill="${color}"/>`;
      }).join('');
      return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r + 6 * s)}" fill="${p[2]}"/>${wedges}<circle cx="${f(x)}" cy="${f(y)}" r="${f(22 * s)}" fill="#6f4518"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(8 * s)}" fill="${p[2]}"/><circle cx="${f(x + 32 * s)}" cy="${f(y - 20 * s)}" r="${f(4 * s)}" fill="#fff"/>`;
    },
    (x, y, s, p) =>
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(18 * s)}" fill="${p[2]}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(18 * s)}" fill="none" stroke="#fff" stroke-width="${f(4 * s)}" stroke-dasharray="${f(6 * s)} ${f(6 * s)}"/>`,
  ],
};

export interface ArtInput {
  url: string;
  name: string;
  theme: GameTheme;
  studio: string;
}

export function gameArtSvg(game: ArtInput): string {
  const rng = createRng(hash(game.url));
  const palette = PALETTES[game.theme][hash(game.url + game.name) % PALETTES[game.theme].length];
  const [bg1, bg2, accent, ink] = palette;
  const motifs = MOTIFS[game.theme];
  const angle = rng.int(0, 359);
  const cx = rng.int(120, 280);
  const cy = rng.int(70, 140);
  const rays = Array.from({ length: 14 }, (_, i) => {
    const a = (i * 2 * Math.PI) / 14 + (angle * Math.PI) / 180;
    const b = a + Math.PI / 28;
    return `<path d="M${cx},${cy} L${f(cx + 600 * Math.cos(a))},${f(cy + 600 * Math.sin(a))} L${f(cx + 600 * Math.cos(b))},${f(cy + 600 * Math.sin(b))} Z"/>`;
  }).join('');
  const small = Array.from({ length: rng.int(5, 9) }, () => {
    const m = rng.pick(motifs);
    return `<g opacity="${(0.25 + rng.next() * 0.35).toFixed(2)}">${m(rng.int(10, W - 10), rng.int(10, H - 90), 0.35 + rng.next() * 0.35, palette, rng)}</g>`;
  }).join('');
  const hero = motifs[hash(game.name) % motifs.length](cx, cy + 10, 1.5 + rng.next() * 0.4, palette, rng);
  const side = rng.pick(motifs)(cx < 200 ? cx + 120 : cx - 120, cy + 30, 0.8, palette, rng);
  const title = game.name.toUpperCase();
  const lines = splitTitle(title);
  // bold capitals run about 0.7 em wide: keep the longest line inside 360 of the 400 units
  const fontSize = Math.min(40, Math.floor(360 / (0.72 * Math.max(...lines.map((l) => l.length), 8))));
  const baseY = H - 22 - (lines.length - 1) * (fontSize + 2);
  const text = lines
    .map(
      (line, i) =>
        `<text x="200" y="${baseY + i * (fontSize + 2)}" text-anchor="middle" font-size="${fontSize}" font-weight="900" fill="${accent}" stroke="${ink}" stroke-width="5" paint-order="stroke" letter-spacing="1">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escapeXml(game.name)}" font-family="'Trebuchet MS','Segoe UI',Arial,sans-serif"><defs><linearGradient id="bg" x1="0" y1="0" x2="${(rng.next() * 0.6 + 0.2).toFixed(2)}" y2="1"><stop offset="0" stop-color="${bg2}"/><stop offset="1" stop-color="${bg1}"/></linearGradient><radialGradient id="glow" cx="${(cx / W).toFixed(2)}" cy="${(cy / H).toFixed(2)}" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset=".55" stop-color="${ink}" stop-opacity="0"/><stop offset="1" stop-color="${ink}" stop-opacity=".85"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#bg)"/><g fill="#fff" opacity=".07">${rays}</g><rect width="${W}" height="${H}" fill="url(#glow)"/>${small}<g>${side}</g><g>${hero}</g><rect width="${W}" height="${H}" fill="url(#shade)"/>${text}<text x="388" y="20" text-anchor="end" font-size="11" font-weight="700" fill="#fff" opacity=".75">${escapeXml(game.studio.toUpperCase())}</text></svg>`;
}

function splitTitle(title: string): string[] {
  if (title.length <= 12 || !title.includes(' ')) return [title];
  const words = title.split(' ');
  let best = [title];
  let bestScore = Infinity;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    const score = Math.max(a.length, b.length);
    if (score < bestScore) {
      bestScore = score;
      best = [a, b];
    }
  }
  return best;
}

export function studioLogoSvg(studio: { name: string; uri: string }): string {
  const h = hash(studio.uri);
  const hue = h % 360;
  const initials = studio.name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  const shape = h % 3;
  const badge =
    shape === 0
      ? `<circle cx="36" cy="40" r="28" fill="hsl(${hue} 75% 55%)"/>`
      : shape === 1
        ? `<rect x="8" y="12" width="56" height="56" rx="14" fill="hsl(${hue} 75% 55%)"/>`
        : `<polygon points="${star(36, 40, 32, 6, 0.82)}" fill="hsl(${hue} 75% 55%)"/>`;
  const words = studio.name.split(' ');
  const first = words[0];
  const rest = words.slice(1).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" width="240" height="80" role="img" aria-label="${escapeXml(studio.name)}" font-family="'Trebuchet MS','Segoe UI',Arial,sans-serif">${badge}<text x="36" y="48" text-anchor="middle" font-size="22" font-weight="900" fill="#0f1020">${escapeXml(initials)}</text><text x="76" y="${rest ? 38 : 48}" font-size="20" font-weight="800" fill="#fff">${escapeXml(first)}</text>${rest ? `<text x="76" y="60" font-size="14" font-weight="600" fill="hsl(${hue} 80% 72%)" letter-spacing="2">${escapeXml(rest.toUpperCase())}</text>` : ''}</svg>`;
}
