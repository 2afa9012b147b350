import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { DEFAULT_LOCALE, isLocale, localeFromAcceptLanguage, type Locale } from '@fortuna/contracts';

/** The locale a request asks for: its Accept-Language (the site always sends the current locale). */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'];
  const exact = typeof header === 'string' ? header.trim().toLowerCase() : '';
  if (isLocale(exact)) return exact;
  return localeFromAcceptLanguage(header) ?? DEFAULT_LOCALE;
}

export function isCrawler(request: FastifyRequest): boolean {
  return isbot(request.headers['user-agent'] ?? '');
}

export function requestHost(request: FastifyRequest): string {
  return (request.headers.host ?? '').split(':')[0].toLowerCase();
}
