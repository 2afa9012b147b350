import { describe, expect, it } from 'vitest';
import { LOCALES } from '@fortuna/contracts';
import { adminCatalogue } from './useAdminT';

describe('the back office catalogues', () => {
  const en = adminCatalogue('en');
  it.each(LOCALES)('%s has every key of English, none empty, the same placeholders', (locale) => {
    const c = adminCatalogue(locale);
    expect(Object.keys(c).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries(c)) {
      expect(value.trim(), `${locale}.${key}`).not.toBe('');
      expect(value.match(/\{\{\w+\}\}/g) ?? [], `${locale}.${key}`).toEqual(en[key].match(/\{\{\w+\}\}/g) ?? []);
    }
  });
});

describe('the back office catalogue files', () => {
  it('never define the same key twice (a screen group cannot silently override another)', () => {
    const files = import.meta.glob<Record<string, string>>('./locales/**/en.json', { eager: true, import: 'default' });
    const seen = new Map<string, string>();
    for (const [file, c] of Object.entries(files))
      for (const key of Object.keys(c)) {
        expect(seen.get(key), `${key} in ${file}`).toBeUndefined();
        seen.set(key, file);
      }
  });
});
