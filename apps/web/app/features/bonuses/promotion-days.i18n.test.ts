import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@fortuna/contracts';

type Tree = { [k: string]: string | Tree };
const dir = path.join(import.meta.dirname, 'promotion-days.i18n');
const flatten = (tree: Tree, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
};
const load = (locale: string) => flatten(JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Tree);
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** The promotion-days strings (kept beside their lazy component): the same checks as the locale test. */
describe('promotion-days strings', () => {
  const en = load('en');
  for (const locale of LOCALES.filter((l) => l !== 'en'))
    it(`${locale} has every key, translated, with the same placeholders`, () => {
      const other = load(locale);
      expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [k, v] of en) {
        expect(other.get(k)!.trim(), `${locale} ${k}`).not.toBe('');
        expect(other.get(k), `${locale} ${k} untranslated`).not.toBe(v);
        expect(placeholders(other.get(k)!), `${locale} ${k} placeholders`).toEqual(placeholders(v));
      }
    });
  it('German says du, never Sie', () => {
    for (const v of load('de').values()) expect(v).not.toMatch(/\b(Sie|Ihr|Ihnen|Ihre)\b/);
  });
});
