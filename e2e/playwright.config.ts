import { defineConfig, devices } from '@playwright/test';
import { E2E_MAILBOX_KEY, E2E_SERVER_SEED } from './support';

/**
 * End-to-end journeys against the real built server (SSR + API + WebSocket) on a fresh data
 * directory, in Debian's Chromium. Started by scripts/e2e.mjs, which checks the browser, builds
 * the web app and the server when stale, and sets E2E_DATA_DIR and E2E_PORT.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // the chat pass (scripts/e2e.mjs) gets its own folder: Playwright empties its output folder first
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // one retry: a journey that fails once on a loaded machine and then passes is named as flaky in the summary of npm test
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // scripts/e2e.mjs gives its second pass (the chat journeys) its own results file, so that npm test counts both
  reporter: [['list'], ['json', { outputFile: process.env.E2E_RESULTS_FILE ?? '../test-results/e2e-results.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // every journey starts with the cookie choice made (necessary only), so the consent banner does
    // not cover the page; ops.spec.ts starts without it to test the banner itself
    storageState: {
      cookies: [
        {
          name: 'fortuna_consent',
          value: 'v1.a0.m0',
          domain: 'localhost',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // the compiled server, as `npm start` runs it (scripts/e2e.mjs builds it first)
    command: 'node --enable-source-maps apps/server/dist/main.js',
    cwd: '..',
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR ?? '/tmp/fortuna-e2e-data',
      LOG_LEVEL: 'warn',
      SANDBOX_PROVIDERS: 'true',
      SESSION_SECRET: 'e2e-session-secret-e2e-session-secret-0123456789',
      OPERATOR_TOKEN: 'e2e-operator-token-0123456789',
      // the built-in support chat: on only for the chat journey's run (its fixed button would sit over other specs' pages)
      CHAT_BUILTIN: process.env.E2E_CHAT_BUILTIN ?? 'false',
      MAILBOX_KEY: E2E_MAILBOX_KEY,
      E2E: '1',
      FAIR_TEST_SERVER_SEED: E2E_SERVER_SEED,
      ALTCHA_COST: '50',
      ALTCHA_COUNTER_MAX: '40',
      // every journey signs up from 127.0.0.1: the suite makes more than the 30 sign-ups per 10 minutes one address may
      SIGNUP_MAX_PER_IP: '1000',
      // live tables: short rounds so a journey sees several (betting 20 s, bets closed 3 s, result 5 s:
      // long enough windows for a loaded CI machine, short enough for several rounds per journey)
      LIVE_BETTING_MS: '20000',
      LIVE_DRAWING_MS: '3000',
      LIVE_RESULT_MS: '5000',
    },
  },
});
