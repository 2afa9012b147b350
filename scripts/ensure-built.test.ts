import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isStale, targets } from './ensure-built.mjs';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function tree() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'fortuna-built-'));
  dirs.push(root);
  mkdirSync(path.join(root, 'src/sub'), { recursive: true });
  const file = (rel: string, seconds: number) => {
    writeFileSync(path.join(root, rel), rel);
    utimesSync(path.join(root, rel), seconds, seconds);
    return path.join(root, rel);
  };
  return { root, file };
}

describe('npm start builds only what is missing or stale', () => {
  it('builds when the output is missing or older than a source, not when it is newer', () => {
    const { root, file } = tree();
    file('src/sub/a.ts', 1_000);
    expect(isStale(path.join(root, 'out.js'), [path.join(root, 'src')])).toBe(true);
    const out = file('out.js', 2_000);
    expect(isStale(out, [path.join(root, 'src')])).toBe(false);
    file('src/sub/b.ts', 3_000);
    expect(isStale(out, [path.join(root, 'src')])).toBe(true);
  });

  it('ignores tests, dependencies and build output under a source folder', () => {
    const { root, file } = tree();
    file('src/a.ts', 1_000);
    const out = file('out.js', 2_000);
    file('src/sub/a.test.ts', 3_000);
    mkdirSync(path.join(root, 'src/node_modules'));
    file('src/node_modules/x.js', 3_000);
    expect(isStale(out, [path.join(root, 'src')])).toBe(false);
  });

  it('watches the server, its workspace packages and the operator CLI for the server bundle', () => {
    const sources = targets.server.sources.map((s: string) => path.relative(path.resolve(import.meta.dirname, '..'), s));
    expect(sources).toEqual(
      expect.arrayContaining(['apps/server/src', 'packages/contracts/src', 'packages/game-math/src', 'scripts/operator.ts']),
    );
    expect(targets.web.sources.map((s: string) => path.basename(s))).toEqual(
      expect.arrayContaining(['app', 'react-router.config.ts', 'vite.config.ts']),
    );
  });
});
