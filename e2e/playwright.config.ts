import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './helpers/browser.ts';
import { RUN_ID } from './helpers/server.ts';

const ci = Boolean(process.env.CI);

/**
 * Browser tests: real Chromium against the real server (started by global-setup.ts with a fresh
 * data dir) serving the built web app. Run from e2e/ with `playwright test`; the root
 * `npm run test:e2e` builds the web app first.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: ci ? 1 : 2,
  // No retries: a flaky test must fail and be fixed, not pass on the second try.
  retries: 0,
  // Generous waits instead of retries: on a busy shared CI or development machine a lazily loaded
  // screen can take well over 10 s to paint, and that is slowness, not a failure.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: ci ? [['list']] : [['list']],
  outputDir: `.tmp/test-results-${RUN_ID}`,
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    locale: 'pt-BR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
    // The built app registers a service worker; specs that intercept requests (page.route) would
    // not see those the worker makes, so only the offline specs allow it (offline.spec.ts).
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium' }],
});
