import type * as SentryNode from '@sentry/node';
import { errorReports } from './metrics';

type SentrySdk = typeof SentryNode;

/**
 * Error reporting through the official Sentry SDK (`@sentry/node`), on only when SENTRY_DSN is set,
 * so it works with Sentry or any compatible server. The SDK is imported only then: without a DSN
 * nothing of it is loaded. Every event carries the request id (the `x-request-id` header every
 * response has, and the browser's events for the same page), the release and the environment.
 */
export interface ErrorReportContext {
  requestId?: string;
  method?: string;
  route?: string;
  playerId?: string;
}

export interface ErrorReporter {
  readonly enabled: boolean;
  capture(error: unknown, context?: ErrorReportContext): void;
  /** waits for queued events to be sent (on shutdown) */
  flush(timeoutMs: number): Promise<void>;
}

export const noErrorReporting: ErrorReporter = { enabled: false, capture: () => {}, flush: async () => {} };

export interface ErrorReportingSettings {
  dsn: string;
  release: string;
  environment: string;
}

let sdk: Promise<SentrySdk> | undefined;

const FRAMEWORK_INTEGRATIONS = new Set(['Express', 'Fastify', 'Hapi', 'Hono', 'Koa', 'Nitro', 'AwsLambdaWeb', 'SpanStreaming']);

/** The Sentry reporter; the SDK is set up once per process (tests build many apps). */
export async function sentryReporter(settings: ErrorReportingSettings): Promise<ErrorReporter> {
  sdk ??= import('@sentry/node').then((Sentry) => {
    Sentry.init({
      dsn: settings.dsn,
      release: settings.release,
      environment: settings.environment,
      // no personal data: no user info, cookies, bodies or query strings; the request id joins an event to the logs
      dataCollection: {
        userInfo: false,
        cookies: false,
        httpHeaders: { request: { allow: ['user-agent', 'x-request-id'] }, response: false },
        httpBodies: [],
        urlQueryParams: false,
      },
      // errors only, no performance tracing or runtime module patching
      enableRuntimeChannelInjection: false,
      // our error handler reports each failure once, with its request id: not the frameworks' own hooks
      integrations: (defaults) => defaults.filter((i) => !FRAMEWORK_INTEGRATIONS.has(i.name)),
      beforeSend: (event) => {
        if (event.request) {
          delete event.request.cookies;
          delete event.request.data;
          if (event.request.headers) event.request.headers = { 'user-agent': event.request.headers['user-agent'] ?? '' };
        }
        return event;
      },
    });
    return Sentry;
  });
  const Sentry = await sdk;
  return {
    enabled: true,
    capture(error, context = {}) {
      const tags: Record<string, string> = {};
      if (context.requestId) tags.request_id = context.requestId;
      if (context.route) tags.route = context.route;
      if (context.method) tags.method = context.method;
      errorReports.inc();
      Sentry.captureException(error, { tags, ...(context.playerId ? { user: { id: context.playerId } } : {}) });
    },
    flush: async (timeoutMs) => {
      await Sentry.flush(timeoutMs);
    },
  };
}
