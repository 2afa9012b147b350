import { z } from 'zod';
import { LOCALES } from './locales';

export const appConfigQuerySchema = z.object({
  'channels[0]': z.string().max(200).optional(),
  'channels[1]': z.string().max(200).optional(),
  requestUniqId: z.string().max(100).optional(),
});

export const appConfigSchema = z.object({
  projectConfig: z.object({
    projectId: z.string(),
    isBot: z.boolean(),
    seoEnabledLocales: z.array(z.enum(LOCALES)),
    availableLocalesCurrencies: z.record(z.string(), z.array(z.string())),
    locale: z.enum(LOCALES),
    suspended: z.boolean(),
    mainHost: z.boolean(),
    /** sandbox payments are on (no real money moves): the site shows a bar saying so */
    sandbox: z.boolean(),
  }),
  centrifugoConfig: z.object({ url: z.string(), token: z.string() }),
  chatConfig: z.object({ url: z.string() }).optional(),
  /** a hosted visit-tracking script, loaded only with marketing consent (TRACKING_SCRIPT_URL) */
  trackingConfig: z.object({ scriptUrl: z.string() }).optional(),
  /** error reporting in the browser (SENTRY_DSN set): the DSN, release and environment the server also reports with */
  errorReportingConfig: z.object({ dsn: z.string(), release: z.string(), environment: z.string() }).optional(),
  /**
   * the maintenance notice in force (announced and not past its end), so that a page opened after the
   * announcement shows it too; `updatedAt` tells one announcement from the next
   */
  maintenanceConfig: z
    .object({ message: z.string().optional(), startsAt: z.string().optional(), endsAt: z.string().optional(), updatedAt: z.string() })
    .optional(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
