export { appConfigRoutes } from './app-config.routes';
export { createAppConfigService, type AppConfigService } from './app-config.service';
