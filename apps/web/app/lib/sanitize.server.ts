import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * HTML from the content API is sanitised on the server before a page renders it
 * (loaders run on the server for the first render and for client navigations alike).
 */
const purify = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);

export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'], FORBID_ATTR: ['style'] });
}
