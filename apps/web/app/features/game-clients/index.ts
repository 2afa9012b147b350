/** The game-clients feature's public API: what other features and the route modules may use. */
export { GameFrame } from './GameFrame';
export { GamePage } from './GamePage';
export { RoundHistory } from './RoundHistory';
export { playRound } from './api';
export { framesOf } from './outcome';
export { SymbolGlyph } from './symbols';
export { useRound, type RoundOptions } from './useRound';
