/** Public API of the app-config module: GET /api/app/config. */
export { createAppConfigModule, type AppConfigModule } from './app-config.module';
export { createAppConfigService, type AppConfigService } from './app-config.service';
