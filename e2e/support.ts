import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * The e2e server's provably-fair server seed (FAIR_TEST_SERVER_SEED, honoured only with E2E=1): a test
 * picks a client seed whose first round it has computed with @fortuna/game-math, then plays it.
 */
export const E2E_SERVER_SEED = 'e2e-known-server-seed-do-not-use-in-production';

/** The developer mailbox's key (MAILBOX_KEY of the e2e server); a journey opens `mailboxUrl` once to read mail. */
export const E2E_MAILBOX_KEY = 'e2e-mailbox-key-0123456789abcdef';
export const mailboxUrl = `/dev/mailbox?key=${E2E_MAILBOX_KEY}`;

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, 'screenshots');

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;

/** Saves a full-page screenshot under e2e/screenshots/<name>.png (kept by the test run). */
export async function snap(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
