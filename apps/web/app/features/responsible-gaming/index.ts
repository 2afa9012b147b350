/** Responsible gaming on the site: the limits page, the reality check, the self-exclusion and block popups, the in-game bar. */
export { ExclusionPage } from './ExclusionPage';
export { RgModals, LIMIT_REFUSED_MESSAGE } from './RgModals';
export { GameSessionBar } from './GameSessionBar';
export { rgQueries } from './api';
