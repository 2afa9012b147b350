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
/** One Playwright run against a fresh server with its own data directory. */
function run(args, env = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fortuna-e2e-'));
  const result = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_DATA_DIR: dataDir, E2E_PORT: process.env.E2E_PORT ?? '3100', ...env },
  });
  rmSync(dataDir, { recursive: true, force: true });
  return result.status ?? 1;
}

const args = process.argv.slice(2);
let status = run(args);
// The built-in support chat puts a fixed button on every page, so the shared server runs without it
// and the chat journeys (chat.spec.ts and the chat test of comms.spec.ts) get a second server with it
// on. A run of named specs is left as asked (set E2E_CHAT_BUILTIN=true to include them).
if (args.length === 0 && process.env.E2E_CHAT_BUILTIN !== 'true') {
  console.log('\nThe chat journeys, against a server with the built-in chat on…');
  status =
    run(['-g', 'chat\\.spec\\.ts|exchange chat messages live'], {
      E2E_CHAT_BUILTIN: 'true',
      E2E_RESULTS_FILE: '../test-results/e2e-chat-results.json',
      // Playwright empties its output folder before a run: the first pass's results and traces stay
      E2E_OUTPUT_DIR: '../test-results/chat-pass',
    }) || status;
}
process.exit(status);
