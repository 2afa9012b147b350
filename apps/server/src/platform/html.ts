import createDOMPurify, { type DOMPurify } from 'dompurify';

/**
 * HTML that reaches a player (inbox messages, operator broadcasts, chat) goes through DOMPurify
 * on the server: the formatting tags and links a message needs, never scripts, styles, forms or
 * event handlers. Links open in a new tab without giving the page a handle on ours.
 */
let purify: DOMPurify | undefined;

async function load(): Promise<DOMPurify> {
  if (purify) return purify;
  const { JSDOM } = await import('jsdom');
  const instance = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      const href = node.getAttribute('href') ?? '';
      // site links stay in the tab; others open apart, without a window.opener
      if (!href.startsWith('/')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
  });
  purify = instance;
  return instance;
}

const OPTIONS = {
  ALLOWED_TAGS: ['a', 'b', 'strong', 'i', 'em', 'u', 'p', 'br', 'ul', 'ol', 'li', 'span', 'h3', 'h4', 'blockquote', 'img'],
  ALLOWED_ATTR: ['href', 'title', 'target', 'rel', 'src', 'alt', 'width', 'height'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?!\/))/i,
};

/** Sanitised HTML; call `loadSanitizer()` once at start-up so this never waits. */
export async function sanitizeHtml(html: string): Promise<string> {
  return (await load()).sanitize(html, OPTIONS);
}

const PAGE_OPTIONS = {
  ALLOWED_TAGS: [...OPTIONS.ALLOWED_TAGS, 'h2', 'hr', 'small', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption'],
  ALLOWED_ATTR: [...OPTIONS.ALLOWED_ATTR, 'colspan', 'rowspan', 'scope'],
  // plain values, not addresses (DOMPurify checks any other attribute's value against the URI rule)
  ADD_URI_SAFE_ATTR: ['colspan', 'rowspan', 'scope', 'width', 'height'],
  ALLOWED_URI_REGEXP: OPTIONS.ALLOWED_URI_REGEXP,
};

/**
 * The body of a content page or block an operator saves: the message tags plus section headings,
 * rules and tables; never scripts, styles, frames, forms, event handlers or `javascript:` links.
 */
export async function sanitizePageHtml(html: string): Promise<string> {
  return (await load()).sanitize(html, PAGE_OPTIONS);
}

export const loadSanitizer = () => load().then(() => undefined);

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The text version of sanitised HTML: tags out, entities of the common kind back. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
