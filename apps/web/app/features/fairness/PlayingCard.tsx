const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUIT_SYMBOLS = ['♣', '♦', '♥', '♠'];

/** A card face drawn in SVG (cards 0..51: rank = c mod 13 with 0 = ace, suit = floor(c / 13): ♣ ♦ ♥ ♠). */
export function PlayingCard({ card, width = 56, faceDown = false }: { card: number; width?: number; faceDown?: boolean }) {
  const rank = RANKS[card % 13];
  const suit = SUIT_SYMBOLS[Math.floor(card / 13)];
  const red = Math.floor(card / 13) === 1 || Math.floor(card / 13) === 2;
  const colour = red ? '#d2263b' : '#1b1d2e';
  const label = `${rank}${suit}`;
  return (
    <svg
      viewBox="0 0 60 84"
      width={width}
      height={(width * 84) / 60}
      role="img"
      aria-label={faceDown ? 'card' : label}
      data-card={faceDown ? undefined : label}
      className="drop-shadow-md"
    >
      {faceDown ? (
        <>
          <rect x="1" y="1" width="58" height="82" rx="6" fill="#7a1222" stroke="#f5c542" strokeWidth="1.5" />
          <rect x="6" y="6" width="48" height="72" rx="4" fill="none" stroke="#f5c542" strokeOpacity="0.6" strokeDasharray="3 2" />
        </>
      ) : (
        <>
          <rect x="1" y="1" width="58" height="82" rx="6" fill="#fdfcf7" stroke="#c9c4b0" strokeWidth="1" />
          <text x="6" y="17" fontSize="14" fontWeight="800" fill={colour} fontFamily="Georgia, serif">
            {rank}
          </text>
          <text x="6" y="30" fontSize="12" fill={colour}>
            {suit}
          </text>
          <text x="30" y="55" fontSize="30" textAnchor="middle" fill={colour}>
            {suit}
          </text>
          <g transform="rotate(180 30 42)">
            <text x="6" y="17" fontSize="14" fontWeight="800" fill={colour} fontFamily="Georgia, serif">
              {rank}
            </text>
          </g>
        </>
      )}
    </svg>
  );
}
