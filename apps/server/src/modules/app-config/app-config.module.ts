import { BUILTIN_CHAT_URL, type AppConfig } from '@fortuna/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { PlatformDeps } from '../../platform/context';
import type { ServerModule } from '../../platform/module';
import { appConfigRoutes } from './app-config.routes';
import { createAppConfigService, type AppConfigService } from './app-config.service';

export interface AppConfigModuleDeps extends Pick<PlatformDeps, 'env'> {
  /** where the browser connects for real-time pushes, and the token it connects with */
  realtime: { websocketUrl: string; token(playerId: string | null): Promise<string> };
  /** error reporting's settings when SENTRY_DSN is set: the browser reports to the same project and release */
  errorReporting?: { dsn: string; release: string; environment: string };
  /** the maintenance notice in force (the content module keeps it), or null */
  maintenance?: () => Promise<AppConfig['maintenanceConfig'] | null>;
}

export type AppConfigModule = ServerModule<AppConfigService>;

/** GET /api/app/config: what every page needs before it renders (locales, currencies, real-time, chat). */
export function createAppConfigModule({ env, realtime, errorReporting, maintenance }: AppConfigModuleDeps): AppConfigModule {
  const service = createAppConfigService({
    projectId: env.PROJECT_ID,
    realtimeUrl: realtime.websocketUrl,
    // an external widget (the spec's seam) wins over the built-in chat
    chatUrl: env.CHAT_URL ?? (env.CHAT_BUILTIN ? BUILTIN_CHAT_URL : undefined),
    trackingScriptUrl: env.TRACKING_SCRIPT_URL,
    errorReporting,
    mainHost: new URL(env.PUBLIC_URL).hostname,
    suspendedHost: env.SUSPENDED_HOST,
    sandboxPayments: env.SANDBOX_PROVIDERS,
  });
  const plugin: FastifyPluginAsync = async (app) => {
    await app.register(appConfigRoutes, {
      service,
      realtimeToken: (request) => realtime.token(request.player?.playerId ?? null),
      maintenance: async () => (await maintenance?.()) ?? undefined,
    });
  };
  return { service, plugin, events: {} };
}
