import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('contracts index', () => {
  it('loads in plain Node: no two domain files export the same name (Node refuses conflicting star exports, Vite does not)', () => {
    const index = path.join(import.meta.dirname, 'index.ts');
    const out = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(index)}); console.log(Object.keys(m).length);`,
      ],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    expect(Number(out.trim())).toBeGreaterThan(50);
  });
});
