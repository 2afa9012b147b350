import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRoute, LOCALIZED_ROUTES } from '@fortuna/contracts';
import { ACCOUNT_PAGES } from './account-links';

const appDir = path.resolve(import.meta.dirname, '../..');
const isPlaceholder = (file: string) => readFileSync(path.join(appDir, file), 'utf8').includes('ComingSoon');

describe('account menu', () => {
  it('links only pages that work today (no placeholder, no dead end), all signed-in pages', () => {
    for (const page of ACCOUNT_PAGES) {
      const route = findRoute(page)!;
      expect(route, page).toBeTruthy();
      expect(route.def.signedIn, page).toBe(true);
      expect(isPlaceholder(route.file), `${page} renders a placeholder`).toBe(false);
    }
  });

  it('lists every working player page: a page that replaces its placeholder joins the menu', () => {
    const layouts = new Set(LOCALIZED_ROUTES.filter((r) => r.parentId).map((r) => r.parentId!.split('.')[0]));
    const working = LOCALIZED_ROUTES.filter(
      (r) => r.locale === 'en' && r.pattern.startsWith('/player') && !layouts.has(r.name) && !isPlaceholder(r.file),
    ).map((r) => r.name);
    expect([...ACCOUNT_PAGES].sort()).toEqual(working.sort());
  });
});
