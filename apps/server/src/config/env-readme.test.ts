import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envVariables } from './env';

/** The README's configuration table and the env schema name the same variables. */
const readme = readFileSync(path.resolve(import.meta.dirname, '../../../../README.md'), 'utf8');

function documentedVariables(): Set<string> {
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? '';
  const names = new Set<string>();
  for (const row of section.split('\n').filter((line) => line.startsWith('| `'))) {
    const firstCell = row.split('|')[1] ?? '';
    for (const [, name] of firstCell.matchAll(/`([A-Z0-9_]+)`/g)) names.add(name);
  }
  return names;
}

describe('README configuration table', () => {
  it('documents every variable the server reads, and no other', () => {
    const documented = documentedVariables();
    const read = new Set(Object.keys(envVariables.shape));
    expect(
      [...read].filter((name) => !documented.has(name)),
      'in the schema, missing from the README',
    ).toEqual([]);
    expect(
      [...documented].filter((name) => !read.has(name)),
      'in the README, not in the schema',
    ).toEqual([]);
  });
});
