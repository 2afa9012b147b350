import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { moduleBoundaries } from './eslint-module-boundaries.mjs';
// @ts-expect-error plain ESM script without types
import { moduleDependencies } from './module-deps.mjs';

const root = path.resolve(import.meta.dirname, '..');
const linter = new Linter({ configType: 'flat' });

function lint(file: string, code: string) {
  return linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        plugins: { fortuna: { rules: { 'module-boundaries': moduleBoundaries } } },
        rules: { 'fortuna/module-boundaries': 'error' },
      },
    ],
    path.join(root, file),
  );
}

describe('module boundaries lint rule', () => {
  it('allows an import of an allowed module through its index', () => {
    expect(lint('apps/server/src/modules/cashier/cashier.service.ts', "import { x } from '../wallet';")).toEqual([]);
    expect(lint('apps/server/src/modules/cashier/cashier.service.ts', "import { x } from '../wallet/index';")).toEqual([]);
  });

  it('the studio (rgs) never imports the casino side (seamless); the casino implements the studio’s port', () => {
    const [msg] = lint('apps/server/src/modules/rgs/studio/studio.service.ts', "import { x } from '../../seamless';");
    expect(msg.message).toMatch(/may not depend on "seamless"/);
    expect(lint('apps/server/src/modules/seamless/seamless.service.ts', "import { inProcess } from '../rgs';")).toEqual([]);
  });

  it("rejects an import of another module's internals", () => {
    const [msg] = lint('apps/server/src/modules/cashier/cashier.service.ts', "import { x } from '../wallet/wallet.repository';");
    expect(msg.message).toMatch(/public API/);
  });

  it("lets tests reach a dependency's internals, never against the direction", () => {
    expect(lint('apps/server/src/modules/cashier/cashier.integration.test.ts', "import { x } from '../wallet/wallet.repository';")).toEqual(
      [],
    );
    const [msg] = lint('apps/server/src/modules/wallet/wallet.integration.test.ts', "import { x } from '../cashier/cashier.service';");
    expect(msg.message).toMatch(/may not depend on "cashier"/);
  });

  it('rejects an import against the allowed direction', () => {
    const [msg] = lint('apps/server/src/modules/wallet/wallet.service.ts', "import { x } from '../cashier';");
    expect(msg.message).toMatch(/may not depend on "cashier"/);
  });

  it('rejects platform code importing a module', () => {
    const [msg] = lint('apps/server/src/platform/http/x.ts', "import { x } from '../../modules/wallet';");
    expect(msg.message).toMatch(/platform\/ must not import/);
  });

  it('lists exactly the modules that exist, and only edges between them', () => {
    const modulesDir = path.join(root, 'apps/server/src/modules');
    const existing = readdirSync(modulesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    const deps = moduleDependencies as Record<string, string[]>;
    expect(Object.keys(deps).sort()).toEqual(existing);
    for (const edges of Object.values(deps)) for (const to of edges) expect(existing).toContain(to);
  });
});
