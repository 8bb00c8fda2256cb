import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { deployed, localNginx, siteHost } from './support/servers';
import { journeyChromium, loudly } from './support/system';

if (!deployed && !existsSync(path.resolve(__dirname, '../out/index.html'))) {
  throw new Error('There is no export in out/ to test: run `npm run build` first.');
}
// Once, in the runner: its workers load this file too.
if (localNginx?.skip && !process.env.TEST_WORKER_INDEX) console.warn(loudly(localNginx.skip));
/** Journeys of this checkout's own servers, with nothing to check on a deployed copy. */
const localOnly = ['deploy-check.spec.ts', 'deployed-run.spec.ts'];

export default defineConfig({
  testDir: '.',
  outputDir: '../test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // One more than the two cores: a journey spends much of its time waiting on a browser or a
  // server, and with three the cores are busy for 94 % of the run (2026-11-27).
  workers: 3,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: siteHost.baseURL,
    // Recording a trace of every test costs about a fifth of the run on two cores, so CI keeps
    // none: a failure still prints its error and the page's ARIA snapshot (error-context.md).
    // Locally a failed test keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: journeyChromium(),
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: ['engines.spec.ts', ...(deployed ? localOnly : [])],
    },
    // Debian's Firefox ESR and WebKitGTK (support/engines), with Chromium to compare layouts. They
    // run after Chromium's journeys: run beside them, in one worker, WebKitGTK's page once hung
    // under the load and WebKitWebDriver ended the session ("page crash or hang").
    {
      name: 'firefox, webkit',
      use: { ...devices['Desktop Chrome'] },
      testMatch: 'engines.spec.ts',
    },
  ],
  // The run's own servers, started together (support/start-servers.ts); none for a deployed copy.
  globalSetup: deployed ? undefined : './support/start-servers.ts',
});
