import path from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { webFileNames } from './eslint-web-file-names.mjs';

const root = path.resolve(import.meta.dirname, '..');
const linter = new Linter({ configType: 'flat' });

function lint(file: string, code = 'export {};') {
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.{ts,tsx}'],
          plugins: { fortuna: { rules: { 'file-names': webFileNames } } },
          rules: { 'fortuna/file-names': 'error' },
        },
      ],
      path.join(root, file),
    )
    .map((m) => m.message);
}

describe('web file names lint rule', () => {
  it('accepts useThing.ts, thing.store.ts and api.ts', () => {
    expect(lint('apps/web/app/features/cashier/usePaymentPoll.ts')).toEqual([]);
    expect(lint('apps/web/app/features/cashier/cashier.store.ts', "import { create } from 'zustand';")).toEqual([]);
    expect(lint('apps/web/app/features/cashier/api.ts')).toEqual([]);
    expect(lint('apps/web/app/features/cashier/useOpenCashier.test.ts')).toEqual([]);
  });

  it('rejects a kebab-case hook module', () => {
    expect(lint('apps/web/app/lib/use-touch-only.ts')).toEqual([expect.stringMatching(/useThing\.ts/)]);
  });

  it('rejects a store named otherwise, and a zustand store outside a .store.ts module', () => {
    expect(lint('apps/web/app/lib/ui-store.ts')).toEqual([expect.stringMatching(/thing\.store\.ts/)]);
    expect(lint('apps/web/app/features/shell/sidebar.ts', "import { create } from 'zustand';")).toEqual([
      expect.stringMatching(/zustand store lives in a thing\.store\.ts/),
    ]);
  });

  it('rejects x.api.ts: the calls live in api.ts', () => {
    expect(lint('apps/web/app/features/bonuses/bonuses.api.ts')).toEqual([expect.stringMatching(/api\.ts/)]);
  });

  it('leaves files outside the web app alone', () => {
    expect(lint('apps/server/src/modules/wallet/use-thing.ts')).toEqual([]);
  });
});
