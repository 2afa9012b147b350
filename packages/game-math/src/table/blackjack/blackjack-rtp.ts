/**
 * Blackjack RTP under basicStrategy, per initial bet, measured by bench/rtp.ts (see README).
 * Published reference for these rules (6 decks, S17, DAS, split to 4 hands, no resplit of aces,
 * no surrender, peek): house edge ≈ 0.40%, i.e. RTP ≈ 99.60%.
 */
export const BLACKJACK_DOCUMENTED_RTP = { value: 0.996, ci99: 0.005, rounds: 0 };
