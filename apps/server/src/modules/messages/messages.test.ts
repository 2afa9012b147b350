import { describe, expect, it } from 'vitest';
import { LOCALES } from '@fortuna/contracts';
import { sanitizeHtml } from '../../platform/html';
import { WITHDRAWAL_REASONS } from './messages.reasons';
import { renderBroadcast, renderTemplate } from './messages.render';
import { MESSAGE_TEMPLATES, TEMPLATE_TEXTS, type TemplateKey } from './messages.templates';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}|\]\((link)\)/g)].map((m) => m[1] ?? m[2]).sort();

describe('message templates', () => {
  const keys = Object.keys(MESSAGE_TEMPLATES) as TemplateKey[];

  it('every language has every template, with the same parameters and link as English, and 15 reasons', () => {
    for (const locale of LOCALES) {
      expect(WITHDRAWAL_REASONS[locale]).toHaveLength(15);
      for (const key of keys) {
        const text = TEMPLATE_TEXTS[locale][key];
        expect(text.title, `${locale} ${key}`).toBeTruthy();
        expect(placeholders(text.body), `${locale} ${key}`).toEqual(placeholders(TEMPLATE_TEXTS.en[key].body));
        if (locale !== 'en') expect(text.body, `${locale} ${key} is translated`).not.toBe(TEMPLATE_TEXTS.en[key].body);
      }
    }
  });

  it('fills parameters escaped, amounts with their currency, the reason in words and a link in the reader language', () => {
    const r = renderTemplate('payment.withdrawalRejected', { amount: 123_456, currency: 'EUR', reason: 3 }, 'pl')!;
    expect(r.title).toBe('Wypłata odrzucona');
    expect(r.body).toBe(
      '<p>Twoja wypłata 1 234.56 EUR została odrzucona: Warunki obrotu bonusu nie zostały jeszcze spełnione. <a href="/pl/gracz/history/payments">Zobacz swoje płatności</a>.</p>'.replace(
        'Warunki obrotu bonusu nie zostały jeszcze spełnione.',
        WITHDRAWAL_REASONS.pl[3],
      ),
    );
    expect(renderTemplate('payment.withdrawalRejected', { amount: 1, currency: '<b>', reason: 99 }, 'en')!.body).toContain(
      `0.01 &#60;b&#62; was rejected: ${WITHDRAWAL_REASONS.en[0]}`,
    );
    expect(renderTemplate('nope', {}, 'en')).toBeNull();
  });

  it('a broadcast reads in the reader language, else English', () => {
    const texts = { title: { en: 'Hi', de: 'Hallo' }, body: { en: '<p>x</p>' } };
    expect(renderBroadcast(texts, 'de')).toEqual({ title: 'Hallo', body: '<p>x</p>', category: 'news' });
    expect(renderBroadcast(texts, 'fi').title).toBe('Hi');
  });
});

describe('sanitizeHtml', () => {
  it('keeps formatting and links, drops scripts, handlers, styles and javascript: urls', async () => {
    expect(await sanitizeHtml('<p style="x" onclick="a()">A <b>b</b> <a href="https://x.test">c</a><script>1</script></p>')).toBe(
      '<p>A <b>b</b> <a href="https://x.test" target="_blank" rel="noopener noreferrer">c</a></p>',
    );
    expect(await sanitizeHtml('<a href="javascript:alert(1)">x</a><a href="/player/profile">p</a><img src=x onerror=alert(1)>')).toBe(
      '<a>x</a><a href="/player/profile">p</a><img>',
    );
    expect(await sanitizeHtml('<form><input name=a></form><iframe src="//evil"></iframe>')).toBe('');
  }, 60_000); // the first call loads jsdom
});
