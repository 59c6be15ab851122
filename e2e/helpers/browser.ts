import fs from 'node:fs';
import { chromium } from '@playwright/test';

/** Flags for Chromium run as root in a container, without background services. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The system Chromium of the Debian package `chromium`. */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * Playwright's own Chromium when installed, else /usr/bin/chromium; undefined means "Playwright's own".
 * Throws a message naming both installs when neither exists.
 */
export function chromiumExecutable(): string | undefined {
  let own: string;
  try {
    own = chromium.executablePath();
  } catch {
    own = '';
  }
  if (own && fs.existsSync(own)) return undefined;
  if (fs.existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  throw new Error(
    'No Chromium found for the browser tests. Install one of: `npx playwright install chromium` (Playwright\'s own build) or `apt-get install chromium` (Debian package, /usr/bin/chromium).',
  );
}
