import path from 'node:path';
import type { Env } from '../config/env';

/**
 * The lines a person reads when the server is up: where to go, then one line per fact worth
 * knowing (database, mail, …). Callers add their own lines (e.g. the mailbox link with its key).
 */
export function startupBanner(url: string, lines: readonly string[] = []): string {
  return [`Fortuna is running at ${url}`, ...lines.map((line) => `  ${line}`)].join('\n');
}

/** Which database: the PGlite folder, or PostgreSQL's host and database (never the password). */
export function databaseLine(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>): string {
  if (!env.DATABASE_URL) return `Database: embedded PGlite in ${path.resolve(env.DATA_DIR, 'pglite')}`;
  const url = new URL(env.DATABASE_URL);
  const user = url.username ? ` as ${decodeURIComponent(url.username)}` : '';
  return `Database: PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname || '/'}${user}`;
}

/** Where mail goes: an SMTP server (host only, never the credentials), or the sandbox outbox. */
export function mailLine(env: Pick<Env, 'SMTP_URL' | 'SANDBOX_PROVIDERS'>): string {
  if (env.SMTP_URL) {
    const url = new URL(env.SMTP_URL);
    return `Mail: SMTP via ${url.hostname}${url.port ? `:${url.port}` : ''}`;
  }
  return env.SANDBOX_PROVIDERS
    ? 'Mail: sandbox outbox, nothing leaves this machine (set SMTP_URL to send)'
    : 'Mail: kept in the outbox, nothing is sent (set SMTP_URL to send)';
}

/** The developer mailbox's ready link, with its key (it exists only in the sandbox, without SMTP). */
export function mailboxLine(env: Pick<Env, 'SMTP_URL' | 'SANDBOX_PROVIDERS' | 'MAILBOX_KEY' | 'PUBLIC_URL'>): string[] {
  if (env.SMTP_URL || !env.SANDBOX_PROVIDERS || !env.MAILBOX_KEY) return [];
  return [`Developer mailbox: ${new URL(`/dev/mailbox?key=${encodeURIComponent(env.MAILBOX_KEY)}`, env.PUBLIC_URL).href}`];
}
