import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../apps/web/react-router.config';

/** The web build prints no deprecation or future-flag warnings (`npm start` stays quiet). */
const require = createRequire(path.resolve(import.meta.dirname, '../apps/web/package.json'));
const devDir = path.dirname(require.resolve('@react-router/dev/package.json'));
const jsFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? jsFiles(path.join(dir, e.name)) : e.name.endsWith('.js') ? [path.join(dir, e.name)] : [],
  );

describe('a quiet web build', () => {
  it('sets every future flag React Router warns about', () => {
    const source = readFileSync(path.join(devDir, 'dist/vite.js'), 'utf8');
    const warned = [...source.matchAll(/future\.(v\d+_\w+) === void 0/g)].map((m) => m[1]);
    expect(warned.length).toBeGreaterThan(0);
    const future = (config as { future?: Record<string, unknown> }).future ?? {};
    expect(warned.filter((flag) => future[flag] === undefined)).toEqual([]);
  });

  it("leaves no `envFile: false` in React Router's build tools (scripts/patch-dependencies.mjs ran)", () => {
    expect(jsFiles(path.join(devDir, 'dist')).filter((f) => readFileSync(f, 'utf8').includes('envFile: false'))).toEqual([]);
  });
});
