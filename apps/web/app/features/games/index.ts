/** The games feature's public parts: what the shell and other features mount or link to. */
export { GamesSidebar } from './GamesSidebar';
export { GlobalSearch, SearchButton, useSearchShortcut } from './GlobalSearch';
export { useGameSearch } from './search-store';
export { GameGrid } from './GameGrid';
export { GameTile } from './GameTile';
export { WinnersTicker } from './WinnersTicker';
export * from './paths';
