import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One <main> per document: the shell (SiteLayout) renders it around every page, the error page
 * (rendered instead of the shell) has its own, and so does the back office's frame (root.tsx renders
 * /admin pages without the players' shell), and so does the game frame (/rgs/play, which root.tsx also
 * renders without the shell: it is its own document inside the game page's iframe). A page or feature that renders <main> (or role="main")
 * would nest a second one inside. e2e/landmarks.spec.ts checks the rendered pages too.
 */
const appDir = path.resolve(import.meta.dirname, '../..');
const OWNERS = new Set([
  'features/shell/SiteLayout.tsx',
  'features/shell/ErrorPage.tsx',
  'features/backoffice/AdminShell.tsx',
  'routes/rgs.play.tsx',
]);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [full] : [];
  });
}

describe('landmarks', () => {
  it('only the shell, the error page, the back office frame and the game frame render <main>', () => {
    const offenders = sources(appDir)
      .map((file) => path.relative(appDir, file))
      .filter((rel) => !OWNERS.has(rel) && /<main[\s>]|role=["']main["']/.test(readFileSync(path.join(appDir, rel), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
