/** The shell feature's public API: what other features and the route modules may use. */
export { ComingSoon } from './ComingSoon';
export { ContentArticle } from './ContentArticle';
export { ErrorPage } from './ErrorPage';
export { SandboxBar } from './SandboxBar';
export { SiteLayout } from './SiteLayout';
export { isChunkLoadError, reloadAfterChunkError } from './chunk-reload';
export { useRootData } from './root-data';
export type { RootData } from './root-data';
