import * as Sentry from '@sentry/react';
import { ERROR_REPLAY_ON_ERROR_RATE, ERROR_REPLAY_SAMPLE_RATE } from '@fortuna/contracts';
import type { ErrorReportingSetup } from './index';

/**
 * The browser side of error reporting (loaded only when the server has SENTRY_DSN): unhandled
 * errors and rejections, session replay for 10% of sessions and 100% of sessions with an error,
 * with every text, input and media masked. The page's request id joins the browser's events to the
 * server's events and log lines for the same page load.
 */
export function start({ dsn, release, environment, requestId }: ErrorReportingSetup) {
  Sentry.init({
    dsn,
    release,
    environment,
    integrations: [Sentry.replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true })],
    replaysSessionSampleRate: ERROR_REPLAY_SAMPLE_RATE,
    replaysOnErrorSampleRate: ERROR_REPLAY_ON_ERROR_RATE,
    // no personal data: no user info or cookies; query strings can carry tokens
    dataCollection: { userInfo: false, cookies: false, urlQueryParams: false },
    initialScope: { tags: { request_id: requestId } },
  });
  return { capture: (error: unknown) => void Sentry.captureException(error) };
}
