import { describe, expect, it } from 'vitest';
import { checkRepository, engineViolations, promisedNode } from './check-engines.mjs';

const readme = 'Needs Node.js 20.19 or newer. `npm run dev` …';

describe('installed packages run on the Node.js the README states', () => {
  it('holds for this repository (README, package.json engines, every lockfile package)', () => {
    expect(checkRepository()).toEqual([]);
  });

  it('reads the promise from the README', () => {
    expect(promisedNode(readme)).toBe('20.19.0');
    expect(() => promisedNode('Runs anywhere.')).toThrow(/README/);
  });

  it('names a package whose engines exclude it, and a root engines field that disagrees', () => {
    const lock = {
      packages: {
        '': { engines: { node: '>=20.19' } },
        'node_modules/fine': { version: '1.0.0', engines: { node: '^20.19.0 || >=22.12.0' } },
        'node_modules/old-style': { version: '1.0.0', engines: ['node >= 0.4'] },
        'node_modules/@fastify/cookie/node_modules/cookie': { version: '2.0.2', engines: { node: '>=22' } },
      },
    };
    expect(engineViolations({ readme, manifest: { engines: { node: '>=20.19' } }, lock })).toEqual([
      'cookie@2.0.2 needs Node >=22, not 20.19.0 (node_modules/@fastify/cookie/node_modules/cookie)',
    ]);
    expect(engineViolations({ readme, manifest: { engines: { node: '>=22' } }, lock: { packages: {} } })).toHaveLength(1);
  });
});
