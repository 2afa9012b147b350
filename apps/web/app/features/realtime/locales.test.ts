import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@fortuna/contracts';

const catalogue = (lng: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${lng}/realtime.json`, import.meta.url), 'utf8')) as Record<string, string>;

describe('realtime strings', () => {
  const en = catalogue('en');
  it.each(LOCALES.filter((l) => l !== 'en'))('%s has every key, translated', (lng) => {
    const strings = catalogue(lng);
    expect(Object.keys(strings).sort()).toEqual(Object.keys(en).sort());
    for (const key of ['maintenanceActive', 'maintenanceUntil', 'maintenanceOver', 'newDeviceLogin']) {
      expect(strings[key]).not.toBe(en[key]);
    }
    expect(strings.maintenanceUntil).toContain('{{time}}');
  });
});
