import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './support/system';

const port = Number(process.env.E2E_PORT ?? 4173);
/** QA can point the journeys at a deployed copy; then no local server is started. */
const externalBaseURL = process.env.BASE_URL;
const baseURL = externalBaseURL ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  // Starts nginx and Cloudflare Pages (wrangler) for servers.spec.ts, and stops them at the end.
  globalSetup: './global-setup.ts',
  outputDir: '../test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    // Recording a trace of every test costs about a fifth of the run on two cores, so CI keeps
    // none: a failure still prints its error and the page's ARIA snapshot (error-context.md).
    // Locally a failed test keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath: findChromium() ?? undefined, args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: 'engines.spec.ts' },
    // Debian's Firefox ESR and WebKitGTK (support/engines), with Chromium to compare layouts.
    {
      name: 'firefox, webkit',
      use: { ...devices['Desktop Chrome'] },
      testMatch: 'engines.spec.ts',
    },
  ],
  webServer: externalBaseURL
    ? undefined
    : {
        command: `npx serve out --no-clipboard --no-port-switching --config ../.next/serve.json --listen tcp://127.0.0.1:${port}`,
        cwd: '..',
        url: `${baseURL}/`,
        reuseExistingServer: !process.env.CI,
        timeout: 30_000,
      },
});
