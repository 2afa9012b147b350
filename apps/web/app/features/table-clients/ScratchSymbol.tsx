/** The scratch card's prize symbols in SVG (no emoji font needed), one per prize multiple. */
const SHAPES: Record<number, React.ReactNode> = {
  1000: (
    <>
      <polygon points="20,36 4,15 11,6 29,6 36,15" fill="#38bdf8" stroke="#0c4a6e" strokeWidth="1.5" />
      <polygon points="4,15 36,15 20,36" fill="#7dd3fc" />
      <polyline points="11,6 15,15 20,6 25,15 29,6" fill="none" stroke="#0c4a6e" strokeWidth="1.2" />
    </>
  ),
  100: (
    <>
      <polygon points="5,30 3,11 12,19 20,6 28,19 37,11 35,30" fill="#f5c542" stroke="#92400e" strokeWidth="1.5" strokeLinejoin="round" />
      <rect x="5" y="30" width="30" height="5" rx="1.5" fill="#d97706" />
      <circle cx="20" cy="22" r="3" fill="#dc2626" />
    </>
  ),
  20: (
    <>
      {[
        [20, 12],
        [12, 20],
        [28, 20],
        [20, 28],
      ].map(([x, y]) => (
        <circle key={`${x}${y}`} cx={x} cy={y} r="7.5" fill="#16a34a" stroke="#14532d" strokeWidth="1.2" />
      ))}
      <path d="M20 22 Q22 32 28 37" stroke="#14532d" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </>
  ),
  10: (
    <polygon
      points="20,3 25,15 38,15 27.5,23 31.5,36 20,28 8.5,36 12.5,23 2,15 15,15"
      fill="#facc15"
      stroke="#a16207"
      strokeWidth="1.5"
      strokeLinejoin="round"
    />
  ),
  5: (
    <>
      <path
        d="M20 5 C11 5 10 14 10 22 L6 30 L34 30 L30 22 C30 14 29 5 20 5 Z"
        fill="#fbbf24"
        stroke="#92400e"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <circle cx="20" cy="33" r="4" fill="#92400e" />
    </>
  ),
  2: (
    <>
      <path d="M13 26 Q17 10 27 5 M27 26 Q26 14 27 5" stroke="#15803d" strokeWidth="2" fill="none" strokeLinecap="round" />
      <circle cx="12" cy="28" r="8" fill="#dc2626" stroke="#7f1d1d" strokeWidth="1.2" />
      <circle cx="28" cy="28" r="8" fill="#ef4444" stroke="#7f1d1d" strokeWidth="1.2" />
      <circle cx="9" cy="25" r="2" fill="#fff" opacity="0.6" />
    </>
  ),
  1: (
    <>
      <ellipse cx="20" cy="21" rx="16" ry="12" fill="#fde047" stroke="#a16207" strokeWidth="1.5" transform="rotate(-20 20 21)" />
      <path d="M31 9 Q35 5 37 7" stroke="#15803d" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </>
  ),
};

export function ScratchSymbol({ prize, size = 40 }: { prize: number; size?: number }) {
  return (
    <svg viewBox="0 0 40 40" width={size} height={size} aria-hidden className="drop-shadow-sm">
      {SHAPES[prize] ?? <circle cx="20" cy="20" r="14" fill="#f5c542" />}
    </svg>
  );
}
