import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { moduleBoundaries } from './scripts/eslint-module-boundaries.mjs';
import { webBoundaries } from './scripts/eslint-web-boundaries.mjs';
import { webFileNames } from './scripts/eslint-web-file-names.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { console: 'readonly', process: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-undef': 'off',
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { fortuna: { rules: { 'module-boundaries': moduleBoundaries } } },
    rules: { 'fortuna/module-boundaries': 'error' },
  },
  {
    // a feature is used only through its index.ts; lib/ and ui/ import no feature
    files: ['apps/web/app/**/*.{ts,tsx}'],
    // and file names say what a file is: useThing.ts, thing.store.ts, api.ts
    plugins: { fortuna: { rules: { 'web-boundaries': webBoundaries, 'file-names': webFileNames } } },
    rules: { 'fortuna/web-boundaries': 'error', 'fortuna/file-names': 'error' },
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // the browser bundle takes game-math through its browser entry (no node:crypto)
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: ['apps/web/app/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@fortuna/game-math', message: "Import '@fortuna/game-math/browser' in the web app." }] },
      ],
    },
  },
  {
    // React Router passes data requests through as they came (`/de.data?_routes=…`): a loader reads
    // the page's path and query from its `url` argument, never from `request.url`.
    files: ['apps/web/app/routes/**/*.{ts,tsx}', 'apps/web/app/root.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='URL'] > MemberExpression.arguments[object.name='request'][property.name='url']",
          message: "Use the loader's `url` argument: `request.url` of a data request ends in .data and carries _routes.",
        },
      ],
    },
  },
);
