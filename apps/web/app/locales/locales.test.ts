import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@fortuna/contracts';

/**
 * Every UI string exists in all 9 catalogues, for every namespace (app/locales/<locale>/<ns>.json):
 * no missing or extra keys, no empty values, the same {{placeholders}}, and no English left in a
 * non-English catalogue (a value identical to English fails unless it is on the short allow-list).
 */
const ALLOWED_SAME_AS_ENGLISH = new Set([
  'Fortuna',
  'Fortuna Casino',
  'Jackpot',
  'Jackpots',
  'Jackpot!',
  'Bonus',
  'Cashback',
  'VIP',
  'RTP',
  'OK',
  'SMS',
  'CPF',
  'E-mail',
  'Email',
  'Sumsub',
  'Selfie', // a loanword in every one of our languages
  'Marketing', // the cookie category: the same word in de, es, fr, pt, ro
  'Nonce',
  'Crash',
  'Jacks or Better',
  'Baccarat',
  'Blackjack', // game names (fairness, tables)
  'Dealer',
  'Trio',
  'Split',
  'Flush',
  'Straight',
  'Full house',
  'Royal flush',
  'Straight flush', // casino terms used as is (tables)
  'Fairness', // de
  'Messages', // fr
  'Promotions', // fr
  'Notifications', // fr
  'Error {{status}}', // es
  // names of games and features that the industry uses untranslated in every language
  'Demo',
  'Megaways',
  'Blackjack',
  'Baccarat',
  'Poker',
  'Roulette',
]);

const dir = import.meta.dirname;
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

function load(locale: string, ns: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(path.join(dir, locale, `${ns}.json`), 'utf8')) as Tree);
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
/** values with no words to translate: numbers, placeholders, punctuation, emails, urls */
const untranslatable = (s: string) => !/[A-Za-zÀ-ž]{2,}/.test(s.replace(/\{\{[^}]*\}\}/g, '').replace(/\S+@\S+|https?:\/\/\S+/g, ''));

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The keys a locale must have: English's, with plural keys expanded to the locale's own plural categories. */
function requiredKeys(en: Map<string, string>, locale: string): Set<string> {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const k of en.keys()) {
    if (PLURAL.test(k)) for (const c of categories) keys.add(k.replace(PLURAL, `_${c}`));
    else keys.add(k);
  }
  return keys;
}

const namespaces = readdirSync(path.join(dir, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5));

describe('i18n catalogues', () => {
  it('every locale has a folder with the same namespaces as English', () => {
    for (const locale of LOCALES) {
      const files = readdirSync(path.join(dir, locale))
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.slice(0, -5))
        .sort();
      expect(files, `namespaces of ${locale}`).toEqual([...namespaces].sort());
    }
  });

  for (const ns of namespaces) {
    describe(`namespace ${ns}`, () => {
      const en = load('en', ns);
      for (const locale of LOCALES.filter((l) => l !== 'en')) {
        it(`${locale} has every key, real translations and the same placeholders`, () => {
          const other = load(locale, ns);
          const required = requiredKeys(en, locale);
          const missing = [...required].filter((k) => !other.has(k));
          const extra = [...other.keys()].filter((k) => !required.has(k));
          const empty = [...other].filter(([, v]) => !v.trim()).map(([k]) => k);
          const untranslated = [...en]
            .filter(([k, v]) => other.get(k) === v && !ALLOWED_SAME_AS_ENGLISH.has(v) && !untranslatable(v))
            .map(([k, v]) => `${k}: "${v}"`);
          const badPlaceholders = [...en]
            .filter(([k, v]) => other.has(k) && placeholders(v).join() !== placeholders(other.get(k)!).join())
            .map(([k]) => k);
          expect({ missing, extra, empty, untranslated, badPlaceholders }).toEqual({
            missing: [],
            extra: [],
            empty: [],
            untranslated: [],
            badPlaceholders: [],
          });
        });
      }
    });
  }
});
