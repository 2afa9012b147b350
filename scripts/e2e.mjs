// Runs the Playwright journeys: checks for Debian's Chromium (fails loudly, never skips), builds the
// web app and the server if needed (the journeys run the compiled server, as `npm start` does), and
// gives the server a fresh data directory.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `No Chromium at ${chromium}. The end-to-end tests need Debian's browser:\n` +
      `  sudo apt-get update && sudo apt-get install -y chromium\n` +
      `(or set CHROMIUM_PATH to a Chromium binary).`,
  );
  process.exit(1);
}
execSync('node scripts/ensure-built.mjs', { cwd: root, stdio: 'inherit' });
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fortuna-e2e-'));
const result = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, E2E_DATA_DIR: dataDir, E2E_PORT: process.env.E2E_PORT ?? '3100' },
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
