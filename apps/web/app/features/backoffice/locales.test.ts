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
