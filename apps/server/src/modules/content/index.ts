/** Public API of the content module: CMS content and the site shell's path and host rules. */
export { createContentModule, siteVersion, type ContentModule, type ContentModuleDeps } from './content.module';
export { createContentService, type ContentService } from './content.service';
export { canonicalPath, isPagePath, readReferralCookie } from './site-rules';
