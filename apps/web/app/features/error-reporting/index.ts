import { useEffect } from 'react';

/**
 * Error reporting in the browser, on only when the server reports errors too (SENTRY_DSN: the app
 * config's `errorReportingConfig`). The SDK is a separate chunk imported on demand, so a visitor's
 * page loads none of it when reporting is off. Errors thrown before the SDK has loaded are queued.
 */
export interface ErrorReportingSetup {
  dsn: string;
  release: string;
  environment: string;
  /** the request id of the page load (its x-request-id): the server's events and logs carry it too */
  requestId: string;
}

let started: Promise<{ capture(error: unknown): void }> | undefined;
const early: unknown[] = [];

export function startErrorReporting(setup: ErrorReportingSetup): void {
  if (started || typeof window === 'undefined') return;
  const onError = (event: ErrorEvent) => early.push(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => early.push(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  started = import('./sentry.client').then(({ start }) => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    const reporter = start(setup);
    for (const error of early.splice(0)) reporter.capture(error);
    return reporter;
  });
  started.catch(() => {
    started = undefined;
  });
}

/** Reports an error the page caught itself (the error page's boundary); nothing when reporting is off. */
export function reportError(error: unknown): void {
  void started?.then((reporter) => reporter.capture(error));
}

export function useErrorReporting(config: Omit<ErrorReportingSetup, 'requestId'> | undefined, requestId: string | undefined) {
  useEffect(() => {
    if (config && requestId) startErrorReporting({ ...config, requestId });
  }, [config, requestId]);
}
