import { DEFAULT_LOCALE, formatMoney, href, type Locale, type MessageCategory } from '@fortuna/contracts';
import { escapeHtml } from '../../platform/html';
import { WITHDRAWAL_REASONS } from './messages.reasons';
import { BROADCAST_TEMPLATE, MESSAGE_TEMPLATES, TEMPLATE_TEXTS, type TemplateKey } from './messages.templates';

export type MessageParams = Record<string, string | number | null>;

export interface Rendered {
  title: string;
  /** HTML, to be sanitised by the caller */
  body: string;
  category: MessageCategory;
}

export const isTemplateKey = (key: string): key is TemplateKey => Object.hasOwn(MESSAGE_TEMPLATES, key);

/** A parameter as the reader sees it: amounts with their currency, reason codes and request types as words. */
function value(name: string, params: MessageParams, locale: Locale): string {
  const v = params[name];
  if (name === 'amount' && typeof v === 'number') return formatMoney(v, String(params.currency ?? ''));
  // a tournament's title in the reader's language (tournament_<locale>, English when missing)
  if (name === 'tournament') return String(params[`tournament_${locale}`] ?? params.tournament_en ?? '');
  if (name === 'reason') {
    const reasons = WITHDRAWAL_REASONS[locale];
    return typeof v === 'number' && reasons[v] ? reasons[v] : reasons[0];
  }
  if (name === 'limit') {
    const names = TEMPLATE_TEXTS[locale].limitNames;
    return typeof v === 'string' && Object.hasOwn(names, v) ? names[v as keyof typeof names] : String(v ?? '');
  }
  if (name === 'type') {
    const types = TEMPLATE_TEXTS[locale].requestTypes;
    return typeof v === 'string' && Object.hasOwn(types, v) ? types[v as keyof typeof types] : String(v ?? '');
  }
  return v === null || v === undefined ? '' : String(v);
}

/** A template in the reader's language (English when the key has no text in it), parameters escaped. */
export function renderTemplate(key: string, params: MessageParams, locale: Locale): Rendered | null {
  if (!isTemplateKey(key)) return null;
  const text = TEMPLATE_TEXTS[locale][key] ?? TEMPLATE_TEXTS[DEFAULT_LOCALE][key];
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (_, name: string) => escapeHtml(value(name, params, locale)));
  const link = escapeHtml(href(MESSAGE_TEMPLATES[key].link, {}, locale));
  const body = fill(escapeHtml(text.body)).replace(/\[([^\]]+)\]\(link\)/g, (_, label: string) => `<a href="${link}">${label}</a>`);
  const title = text.title.replace(/\{(\w+)\}/g, (_, name: string) => value(name, params, locale));
  return { title, body: `<p>${body}</p>`, category: MESSAGE_TEMPLATES[key].category };
}

/** An operator broadcast's texts in the reader's language, else English. */
export function renderBroadcast(texts: { title: Record<string, string>; body: Record<string, string> }, locale: Locale): Rendered {
  return {
    title: texts.title[locale] ?? texts.title[DEFAULT_LOCALE] ?? '',
    body: texts.body[locale] ?? texts.body[DEFAULT_LOCALE] ?? '',
    category: 'news',
  };
}

export { BROADCAST_TEMPLATE };
