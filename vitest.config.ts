import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { catalogueTable } from './apps/web/build-plugins/catalogue-table.ts';
import { SHELL_NAMESPACES } from './apps/web/app/lib/i18n-namespaces.ts';

/**
 * Two Vitest projects: `unit` (pure code, fakes, fixed clocks) and `integration` (HTTP through
 * Fastify against a real database; every test file gets its own database, so files run in parallel).
 * Integration runs on PGlite, and on PostgreSQL when TEST_DB=postgres and TEST_DATABASE_URL are set.
 */
export default defineConfig({
  test: {
    projects: [
      {
        // the web's catalogue table (`virtual:i18n-catalogues`) is made by the same plugin as in its build
        plugins: [catalogueTable(path.resolve(import.meta.dirname, 'apps/web/app/locales'), SHELL_NAMESPACES)],
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/server/src/**/*.test.ts',
            'apps/web/app/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/**/*.integration.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Vitest's default is one worker per core less one: a single file at a time on a 2-core CI
          // machine, while much of an integration test's time is spent waiting on the database
          maxWorkers: Number(process.env.INTEGRATION_WORKERS ?? 2),
        },
      },
    ],
  },
});
