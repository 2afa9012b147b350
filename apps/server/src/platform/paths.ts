import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Files the server reads at run time (SQL migrations, the built web app) are found from the server
 * package's own folder, so the same code works from `src/` (tsx, tests) and from the compiled
 * bundle in `dist/` (`npm start`), whose module url is a different depth below it.
 */
export function findServerRoot(from: string): string {
  let dir = path.dirname(fileURLToPath(from));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@fortuna/server') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`@fortuna/server not found above ${from}`);
    dir = parent;
  }
}

export const SERVER_ROOT = findServerRoot(import.meta.url);
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'migrations');
export const WEB_ROOT = path.resolve(SERVER_ROOT, '../web');
