import { describe, expect, it } from 'vitest';

// every catalogue file of the back office, per locale: locales/<locale>.json and locales/<group>/<locale>.json
const files = import.meta.glob<Record<string, string>>('./locales/**/*.json', { eager: true, import: 'default' });

describe('the back office catalogue files', () => {
  it('define each key in one file only (files of one locale are merged, so a repeated key would silently win or lose)', () => {
    const owner = new Map<string, string>();
    const repeated: string[] = [];
    for (const [file, catalogue] of Object.entries(files)) {
      const locale = /([a-z]{2})\.json$/.exec(file)![1];
      for (const key of Object.keys(catalogue)) {
        const id = `${locale}:${key}`;
        if (owner.has(id)) repeated.push(`${key} in ${owner.get(id)} and ${file}`);
        else owner.set(id, file);
      }
    }
    expect(repeated).toEqual([]);
  });
});
