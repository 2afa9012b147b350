/** The games feature's public parts: what the shell and other features mount or link to. */
export { GamesSidebarHost as GamesSidebar } from './GamesSidebarHost';
export { GlobalSearch, SearchButton, useSearchShortcut } from './GlobalSearch';
export { useGameSearch } from './search.store';
export { GameGrid } from './GameGrid';
export { GameTile } from './GameTile';
export { WinnersTicker } from './WinnersTicker';
export * from './paths';
export { Banners } from './Banners';
export { CategoryNav, LobbyNavRow } from './CategoryNav';
export { LobbyFrame } from './LobbyFrame';
export { LobbyToolbar } from './LobbyToolbar';
export { ProviderStrip } from './ProviderStrip';
export { listParamsFromUrl, useProviders } from './api';
export { loadBanners, loadFirstPage, loadProviders, loadWinners } from './loaders';
