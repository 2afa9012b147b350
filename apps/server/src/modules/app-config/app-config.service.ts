import { LOCALE_CURRENCIES, LOCALES, type AppConfig, type Locale } from '@fortuna/contracts';

export interface AppConfigInput {
  locale: Locale;
  isBot: boolean;
  host: string;
  /** token for the real-time connection; anonymous visitors get one for public channels */
  realtimeToken: string;
  /** the maintenance notice in force, if any */
  maintenance?: AppConfig['maintenanceConfig'];
}

export interface AppConfigSettings {
  projectId: string;
  realtimeUrl: string;
  chatUrl?: string;
  trackingScriptUrl?: string;
  errorReporting?: { dsn: string; release: string; environment: string };
  mainHost: string;
  suspendedHost?: string;
  /** sandbox payments are on: every page shows the "no real money" bar */
  sandboxPayments?: boolean;
}

export function createAppConfigService(settings: AppConfigSettings) {
  return {
    build(input: AppConfigInput): AppConfig {
      return {
        projectConfig: {
          projectId: settings.projectId,
          isBot: input.isBot,
          seoEnabledLocales: [...LOCALES],
          availableLocalesCurrencies: Object.fromEntries(LOCALES.map((l) => [l, [...LOCALE_CURRENCIES[l]]])),
          locale: input.locale,
          suspended: !!settings.suspendedHost && input.host === settings.suspendedHost,
          mainHost: input.host === settings.mainHost || input.host === 'localhost' || input.host === '127.0.0.1',
          sandbox: !!settings.sandboxPayments,
        },
        centrifugoConfig: { url: settings.realtimeUrl, token: input.realtimeToken },
        ...(settings.chatUrl ? { chatConfig: { url: settings.chatUrl } } : {}),
        ...(settings.trackingScriptUrl ? { trackingConfig: { scriptUrl: settings.trackingScriptUrl } } : {}),
        ...(settings.errorReporting ? { errorReportingConfig: settings.errorReporting } : {}),
        ...(input.maintenance ? { maintenanceConfig: input.maintenance } : {}),
      };
    },
  };
}
export type AppConfigService = ReturnType<typeof createAppConfigService>;
