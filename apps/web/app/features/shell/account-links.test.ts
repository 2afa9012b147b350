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
    // a placeholder layout's children are the pages (history); a working layout is the page and its
    // children are steps reached from it (verification and its upload step)
    const files = new Map(LOCALIZED_ROUTES.filter((r) => r.locale === 'en').map((r) => [r.name, r.file]));
    const parentOf = (r: (typeof LOCALIZED_ROUTES)[number]) => r.parentId?.split('.')[0];
    const layouts = new Set(LOCALIZED_ROUTES.map(parentOf).filter((p): p is string => !!p));
    const working = LOCALIZED_ROUTES.filter((r) => {
      if (r.locale !== 'en' || !r.pattern.startsWith('/player') || isPlaceholder(r.file)) return false;
      const parent = parentOf(r);
      return parent ? isPlaceholder(files.get(parent)!) : true;
    }).map((r) => r.name);
    expect(layouts.size).toBeGreaterThan(0);
    expect([...ACCOUNT_PAGES].sort()).toEqual(working.sort());
  });
});
