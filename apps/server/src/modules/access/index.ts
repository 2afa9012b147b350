/** Public API of access control: the module factory, its service and the GeoIP/proxy seams. */
export { createAccessModule, type AccessModule, type AccessModuleDeps } from './access.module';
export type { AccessService, AccessVerdict } from './access.service';
export { ACCESS_BLOCKED_MESSAGE, REAL_MONEY_ROUTES } from './access.gate';
export type { CountryResolver, ProxyDetector } from './geoip';
