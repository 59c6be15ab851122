import { test as base } from '@playwright/test';
import { serverInfo } from './server.ts';
import type { ServerInfo } from './server.ts';

/** Playwright's test with baseURL pointing at the server of the global setup and a `server` fixture. */
export const test = base.extend<{ server: ServerInfo }>({
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => use(serverInfo().baseURL),
  // eslint-disable-next-line no-empty-pattern
  server: async ({}, use) => use(serverInfo()),
  // Browser errors go to the test output: a blank page then says why.
  page: async ({ page }, use) => {
    page.on('pageerror', (error) => process.stderr.write(`[browser error] ${error.message}\n`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') process.stderr.write(`[browser console] ${msg.text()}\n`);
    });
    await use(page);
  },
});

export { expect } from '@playwright/test';
