import path from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { webBoundaries } from './eslint-web-boundaries.mjs';

const root = path.resolve(import.meta.dirname, '..');
const linter = new Linter({ configType: 'flat' });

function lint(file: string, code: string) {
  return linter.verify(
    code,
    [
      {
        files: ['**/*.{ts,tsx}'],
        plugins: { fortuna: { rules: { 'web-boundaries': webBoundaries } } },
        rules: { 'fortuna/web-boundaries': 'error' },
      },
    ],
    path.join(root, file),
  );
}

describe('web feature boundaries lint rule', () => {
  it('allows a feature to import another feature through its index', () => {
    expect(lint('apps/web/app/features/shell/Header.ts', "import { x } from '../cashier';")).toEqual([]);
    expect(lint('apps/web/app/features/shell/Header.ts', "import { x } from '../cashier/index';")).toEqual([]);
    expect(lint('apps/web/app/routes/home.ts', "import { x } from '../features/games';")).toEqual([]);
  });

  it('allows a feature its own files, and lib/ and ui/', () => {
    expect(lint('apps/web/app/features/cashier/DepositForm.ts', "import { x } from './api';")).toEqual([]);
    expect(lint('apps/web/app/features/cashier/DepositForm.ts', "import { x } from '../../ui';")).toEqual([]);
    expect(lint('apps/web/app/features/cashier/DepositForm.ts', "import { x } from '../../lib/api';")).toEqual([]);
  });

  it("rejects a deliberate import of another feature's internals", () => {
    const [msg] = lint('apps/web/app/features/cashier/CashierModal.ts', "import { BonusHistory } from '../bonuses/BonusHistory';");
    expect(msg.message).toMatch(/Import feature "bonuses" through its public API/);
  });

  it("rejects a route module reaching into a feature's internals", () => {
    const [msg] = lint('apps/web/app/routes/home.ts', "import { GameGrid } from '../features/games/GameGrid';");
    expect(msg.message).toMatch(/public API \(features\/games\/index.ts\)/);
    const [rootMsg] = lint('apps/web/app/root.ts', "import { x } from './features/shell/SiteLayout';");
    expect(rootMsg.message).toMatch(/public API/);
  });

  it('rejects lib/ and ui/ importing a feature at all', () => {
    const [lib] = lint('apps/web/app/lib/player.ts', "import { x } from '../features/auth';");
    expect(lib.message).toMatch(/app\/lib\/ must not import a feature/);
    const [ui] = lint('apps/web/app/ui/Dialog.ts', "import { x } from '../features/shell';");
    expect(ui.message).toMatch(/app\/ui\/ must not import a feature/);
  });

  it('lets tests reach internals', () => {
    expect(lint('apps/web/app/features/fairness/verify.test.ts', "import { x } from '../game-clients/outcome';")).toEqual([]);
  });
});
