import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Code states the rule it implements in its own words. The product spec and the architecture brief
 * are not in the repository, so a comment or test name pointing at "spec §4" tells a reader nothing.
 */
const root = path.resolve(import.meta.dirname, '..');

describe('section citations of documents outside the repository', () => {
  it('appear in no source file', () => {
    const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
    const citing = files.filter(
      (f) => f !== 'scripts/section-citations.test.ts' && /§\s?\d/.test(readFileSync(path.join(root, f), 'utf8')),
    );
    expect(citing).toEqual([]);
  });
});
