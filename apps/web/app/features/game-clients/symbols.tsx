import { useId, type ReactNode } from 'react';

/**
 * Vector symbol glyphs, drawn per theme (no images, no emoji). Every symbol is a 100×100 SVG:
 * a gem-cut tile in the symbol's colours with the theme's motif on top. Unknown symbols (engines
 * added later) still get a distinct coloured gem with their initials.
 */
export interface ThemeStyle {
  /** frame gradient */
  frame: [string, string];
  /** reel window background */
  window: [string, string];
  accent: string;
  title: string;
}

export const THEMES: Record<string, ThemeStyle> = {
  classic: { frame: ['#7a1022', '#2a0610'], window: ['#1b0b16', '#0d0610'], accent: '#f5c542', title: '#ffdd7a' },
  pharaoh: { frame: ['#8a5a12', '#2b1a05'], window: ['#1d1408', '#0e0903'], accent: '#f5c542', title: '#ffe7a3' },
  ocean: { frame: ['#0c5a7a', '#04202e'], window: ['#06222f', '#03121a'], accent: '#5fe3ff', title: '#b8f4ff' },
  dragon: { frame: ['#7a1a10', '#1f0705'], window: ['#1a0907', '#0b0403'], accent: '#ff8a3d', title: '#ffc38f' },
  candy: { frame: ['#b0316e', '#3d0b2a'], window: ['#2a0c22', '#160611'], accent: '#ff9bd2', title: '#ffd6ee' },
  quest: { frame: ['#2d3f8a', '#0b1233'], window: ['#0f1630', '#070b1b'], accent: '#f5c542', title: '#ffe7a3' },
  jungle: { frame: ['#1f6b32', '#06200d'], window: ['#0b2412', '#051208'], accent: '#a6ff6b', title: '#dcffc2' },
  gems: { frame: ['#3b2a8a', '#120b33'], window: ['#140f2e', '#0a0719'], accent: '#a58bff', title: '#ddd2ff' },
};
/** catalogue themes drawn with the nearest of our art sets */
const ALIASES: Record<string, string> = {
  egypt: 'pharaoh',
  mythology: 'pharaoh',
  'wild-west': 'pharaoh',
  fruits: 'classic',
  irish: 'jungle',
  horror: 'gems',
  space: 'gems',
  dragons: 'dragon',
  asian: 'dragon',
  vikings: 'ocean',
  cards: 'classic',
  wheel: 'classic',
};
export const artOf = (theme: string) => ALIASES[theme] ?? theme;
export const themeOf = (theme: string): ThemeStyle => THEMES[artOf(theme)] ?? THEMES.classic;

const TIER: Record<string, [string, string]> = {
  W: ['#ffe27a', '#d98a00'],
  S: ['#ff7ad9', '#8a1fd1'],
  H1: ['#ff6b6b', '#a3122a'],
  H2: ['#6bd2ff', '#1552b8'],
  H3: ['#7dffb0', '#0e8a4c'],
  H4: ['#ffb36b', '#b8520e'],
  L1: ['#c9b8ff', '#5b3fc4'],
  L2: ['#9fe8ff', '#1f7fa8'],
  L3: ['#a6ffcf', '#279462'],
  L4: ['#ffd59e', '#b06a1c'],
  L5: ['#ffc2c2', '#b03a4a'],
};

function hashColour(id: string): [string, string] {
  let h = 0;
  for (const c of id) h = (h * 31 + c.charCodeAt(0)) % 360;
  return [`hsl(${h} 90% 72%)`, `hsl(${h} 75% 35%)`];
}

const ink = '#1a1025';

/** Theme motifs for wild, scatter and the four high symbols. */
const MOTIFS: Record<string, Record<string, ReactNode>> = {
  classic: {
    W: (
      <text
        x="50"
        y="70"
        textAnchor="middle"
        fontSize="58"
        fontWeight="900"
        fontFamily="Georgia, serif"
        fill="#d21f3c"
        stroke="#fff3c4"
        strokeWidth="3"
        paintOrder="stroke"
      >
        7
      </text>
    ),
    S: (
      <path
        d="M50 18c-15 0-24 12-24 28v14l-8 10h64l-8-10V46c0-16-9-28-24-28zm-8 56a8 8 0 0016 0z"
        fill="#ffe27a"
        stroke={ink}
        strokeWidth="3"
      />
    ),
    H1: (
      <g>
        <rect x="16" y="36" width="68" height="28" rx="5" fill={ink} stroke="#ffe27a" strokeWidth="3" />
        <text x="50" y="58" textAnchor="middle" fontSize="20" fontWeight="900" fill="#ffe27a" fontFamily="Arial, sans-serif">
          BAR
        </text>
      </g>
    ),
    H2: (
      <g stroke={ink} strokeWidth="3">
        <path d="M40 62C42 40 52 28 68 20M60 66c0-18 4-32 8-46" fill="none" />
        <circle cx="36" cy="66" r="14" fill="#e0203c" />
        <circle cx="62" cy="70" r="14" fill="#e0203c" />
        <path d="M68 20c8 2 14 8 14 14-8 0-14-6-14-14z" fill="#3ac26a" />
      </g>
    ),
    H3: <ellipse cx="50" cy="52" rx="30" ry="22" fill="#ffe93d" stroke={ink} strokeWidth="3" transform="rotate(-20 50 52)" />,
    H4: (
      <g stroke={ink} strokeWidth="3">
        <circle cx="50" cy="56" r="24" fill="#8a3bd1" />
        <path d="M50 32c2-8 8-12 14-12-2 8-8 12-14 12z" fill="#3ac26a" />
      </g>
    ),
  },
  pharaoh: {
    W: (
      <g stroke={ink} strokeWidth="2.5">
        <path d="M26 38c0-16 11-24 24-24s24 8 24 24l6 40H20z" fill="#2a5bd7" />
        <path d="M30 40h40M28 52h44M25 64h50" stroke="#ffe27a" strokeWidth="4" />
        <path d="M38 34h24v30c0 8-5 14-12 14s-12-6-12-14z" fill="#e6b35a" />
        <circle cx="44" cy="46" r="2.5" fill={ink} />
        <circle cx="56" cy="46" r="2.5" fill={ink} />
      </g>
    ),
    S: (
      <g stroke={ink} strokeWidth="3">
        <path d="M50 16L86 80H14z" fill="#f0c25a" />
        <path d="M50 16l10 64H50z" fill="#c28a2a" />
        <circle cx="50" cy="16" r="5" fill="#fff3c4" />
      </g>
    ),
    H1: (
      <g stroke={ink} strokeWidth="3">
        <ellipse cx="50" cy="56" rx="18" ry="24" fill="#1fb58a" />
        <circle cx="50" cy="28" r="9" fill="#148a68" />
        <path d="M32 46l-12-6M32 58H18M32 70l-12 6M68 46l12-6M68 58h14M68 70l12 6M50 34v46" fill="none" />
      </g>
    ),
    H2: (
      <path
        d="M50 14a14 16 0 110 32 14 16 0 110-32zm-6 32h12v10h20v10H56v22H44V66H24V56h20z"
        fill="#ffd24a"
        stroke={ink}
        strokeWidth="3"
        fillRule="evenodd"
      />
    ),
    H3: (
      <g stroke={ink} strokeWidth="3" fill="none">
        <path d="M14 50c12-14 24-20 36-20s24 6 36 20c-12 12-24 18-36 18S26 62 14 50z" fill="#fff3c4" />
        <circle cx="50" cy="49" r="11" fill="#2a5bd7" />
        <path d="M40 68l-6 14M50 68c0 10 6 14 14 12" />
      </g>
    ),
    H4: (
      <g stroke={ink} strokeWidth="2.5">
        <path d="M50 20c10 14 10 34 0 50-10-16-10-36 0-50z" fill="#ff8ab0" />
        <path d="M50 70C40 56 26 48 14 48c4 14 18 24 36 22zM50 70c10-14 24-22 36-22-4 14-18 24-36 22z" fill="#ff5d8f" />
        <path d="M36 80h28" />
      </g>
    ),
  },
  ocean: {
    W: (
      <g stroke={ink} strokeWidth="3">
        <path d="M14 66c0-26 16-44 36-44s36 18 36 44z" fill="#ff9db0" />
        <path d="M50 22v44M32 28l10 38M68 28L58 66M20 44l18 22M80 44L62 66" fill="none" />
        <circle cx="50" cy="64" r="12" fill="#f4f7ff" />
      </g>
    ),
    S: (
      <g stroke={ink} strokeWidth="3">
        <path d="M18 46h64v34H18z" fill="#a0642a" />
        <path d="M18 46c0-16 14-24 32-24s32 8 32 24z" fill="#c98a3e" />
        <path d="M18 46h64" stroke="#ffe27a" strokeWidth="5" />
        <rect x="44" y="42" width="12" height="16" rx="2" fill="#ffe27a" />
      </g>
    ),
    H1: <path d="M12 72c16-6 30-8 44-8L52 20c16 10 26 26 30 44 4 0 8 2 10 6-20 6-52 8-80 2z" fill="#7f9bb8" stroke={ink} strokeWidth="3" />,
    H2: (
      <g stroke={ink} strokeWidth="3">
        <path d="M16 64c8-22 28-36 52-34l10-10 2 14c6 4 8 10 6 14l-12 2c-10 10-28 16-44 12l-8 12-6-10z" fill="#5fb8ff" />
        <circle cx="70" cy="40" r="2.5" fill={ink} />
      </g>
    ),
    H3: (
      <g stroke={ink} strokeWidth="3">
        <ellipse cx="50" cy="54" rx="26" ry="20" fill="#3ac26a" />
        <path d="M36 44l14 10 14-10M36 64l14-10 14 10" fill="none" />
        <circle cx="82" cy="50" r="8" fill="#8ee07a" />
        <path d="M28 40l-10-8M28 68l-10 8M72 68l8 8M72 40l8-8" />
      </g>
    ),
    H4: <path d="M50 12l10 26 28 2-22 18 8 28-24-16-24 16 8-28-22-18 28-2z" fill="#ff8a3d" stroke={ink} strokeWidth="3" />,
  },
};
const gum = (fill: string) => (
  <g stroke={ink} strokeWidth="3">
    <circle cx="50" cy="54" r="28" fill={fill} />
    <ellipse cx="40" cy="42" rx="9" ry="6" fill="#fff" opacity=".7" />
  </g>
);
const gem = (points: string, fill: string) => (
  <g stroke={ink} strokeWidth="3">
    <polygon points={points} fill={fill} />
    <polyline points={points.split(' ').slice(0, 3).join(' ')} fill="none" stroke="#fff" strokeOpacity=".6" />
  </g>
);
MOTIFS.candy = {
  H1: <path d="M50 82L20 52a16 16 0 0130-20 16 16 0 0130 20z" fill="#ff3d6e" stroke={ink} strokeWidth="3" />,
  H2: <path d="M50 12l10 26 28 2-22 18 8 28-24-16-24 16 8-28-22-18 28-2z" fill="#ffd23d" stroke={ink} strokeWidth="3" />,
  H3: <path d="M62 16a34 34 0 1022 54A28 28 0 0162 16z" fill="#b98cff" stroke={ink} strokeWidth="3" />,
  H4: (
    <g stroke={ink} strokeWidth="3" fill="#3ac26a">
      <circle cx="50" cy="32" r="14" />
      <circle cx="34" cy="54" r="14" />
      <circle cx="66" cy="54" r="14" />
      <path d="M50 56l6 30" fill="none" />
    </g>
  ),
  L1: gum('#3d8bff'),
  L2: gum('#3ddc84'),
  L3: gum('#ff7ac8'),
};
MOTIFS.gems = {
  H1: gem('50,14 84,40 50,88 16,40', '#e8f6ff'),
  H2: gem('50,14 82,32 82,68 50,86 18,68 18,32', '#ff2e55'),
  H3: gem('36,16 64,16 84,36 84,64 64,84 36,84 16,64 16,36', '#1fd17a'),
  H4: gem('50,14 86,50 50,86 14,50', '#2f6bff'),
  L1: gem('50,22 76,50 50,78 24,50', '#ffb13d'),
  L2: gem('50,22 74,36 74,64 50,78 26,64 26,36', '#ffe14d'),
  L3: gem('30,30 70,30 78,56 50,80 22,56', '#d9d2ff'),
};
MOTIFS.dragon = MOTIFS.classic;
MOTIFS.quest = MOTIFS.pharaoh;
MOTIFS.jungle = MOTIFS.ocean;

const LETTERS: Record<string, string> = { L1: 'A', L2: 'K', L3: 'Q', L4: 'J', L5: '10' };

export function SymbolGlyph({ symbol, theme, dim = false, label }: { symbol: string; theme: string; dim?: boolean; label?: string }) {
  const uid = useId().replace(/:/g, '');
  const [light, dark] = TIER[symbol] ?? hashColour(symbol);
  const own = MOTIFS[artOf(theme)]?.[symbol];
  const motif = own ?? MOTIFS.classic[symbol];
  const letter = own
    ? null
    : (LETTERS[symbol] ??
      (motif
        ? null
        : symbol
            .replace(/[^A-Za-z0-9]/g, '')
            .slice(0, 2)
            .toUpperCase()));
  const special = symbol === 'W' || symbol === 'S';
  return (
    <svg
      viewBox="0 0 100 100"
      className="h-full w-full"
      aria-label={label ?? symbol}
      role="img"
      style={{ opacity: dim ? 0.35 : 1, transition: 'opacity .25s' }}
    >
      <defs>
        <linearGradient id={`g${uid}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="1" stopColor={dark} />
        </linearGradient>
        <radialGradient id={`s${uid}`} cx="0.35" cy="0.25" r="0.8">
          <stop offset="0" stopColor="#fff" stopOpacity="0.55" />
          <stop offset="0.5" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
      </defs>
      {special ? (
        <path d="M50 4l40 22v48L50 96 10 74V26z" fill={`url(#g${uid})`} stroke="#fff6d0" strokeWidth="3" />
      ) : (
        <rect x="8" y="8" width="84" height="84" rx="20" fill={`url(#g${uid})`} stroke="rgba(255,255,255,.35)" strokeWidth="2" />
      )}
      <rect x="8" y="8" width="84" height="84" rx="20" fill={`url(#s${uid})`} />
      {motif ?? null}
      {letter ? (
        <text
          x="50"
          y="66"
          textAnchor="middle"
          fontSize={letter.length > 1 ? 40 : 50}
          fontWeight="900"
          fontFamily="Georgia, 'Times New Roman', serif"
          fill="#fff"
          stroke={ink}
          strokeWidth="3.5"
          paintOrder="stroke"
        >
          {letter}
        </text>
      ) : null}
      {symbol === 'W' ? (
        <text
          x="50"
          y="92"
          textAnchor="middle"
          fontSize="13"
          fontWeight="900"
          fill="#fff"
          stroke={ink}
          strokeWidth="3"
          paintOrder="stroke"
          fontFamily="Arial, sans-serif"
        >
          WILD
        </text>
      ) : null}
    </svg>
  );
}

/** Symbols used while reels blur past (any from the paytable). */
export const FILLER_SYMBOLS = ['H1', 'L1', 'H2', 'L3', 'W', 'L2', 'H3', 'L4', 'S', 'H4', 'L5'];
