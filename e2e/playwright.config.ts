import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { nginxArgs } from './support/nginx-server';
import {
  deployed,
  localNginx,
  nginxDirectory,
  ports,
  redeployedURL,
  siteHost,
} from './support/servers';
import { findNginx, journeyChromium, loudly } from './support/system';

/** Pinned, so an upgrade of wrangler never changes the runtime the tests see. */
const wranglerCompatibilityDate = '2026-04-01';
const wranglerDir = '.next/e2e-wrangler';
const runNginx = [findNginx()!, ...nginxArgs(nginxDirectory)].map((word) => JSON.stringify(word));
const reuseExistingServer = !process.env.CI;
/** Run from the repository; told to stop, each gets a moment to clean up before it is killed. */
const common = {
  cwd: '..',
  gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  timeout: 60_000,
} as const;

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
  webServer: deployed
    ? undefined
    : [
        {
          name: 'preview',
          command: `npx serve out --no-clipboard --no-port-switching --config ../.next/serve.json --listen tcp://127.0.0.1:${ports.preview}`,
          url: `${siteHost.baseURL}/`,
          reuseExistingServer,
          ...common,
        },
        ...(!localNginx || localNginx.skip
          ? []
          : [
              {
                name: 'nginx',
                command: `npx tsx e2e/support/nginx-server.ts && exec ${runNginx.join(' ')}`,
                url: `${localNginx.baseURL}/`,
                // Its certificate is made for the run.
                ignoreHTTPSErrors: true,
                // It serves a copy of out/ made as it starts, so one left running may be older.
                reuseExistingServer: false,
                ...common,
              },
            ]),
        {
          name: 'redeployed',
          command: `npx tsx e2e/support/redeployed-site.ts && exec npx serve .next/e2e-redeployed --no-clipboard --no-port-switching --config ../serve.json --listen tcp://127.0.0.1:${ports.redeployed}`,
          url: `${redeployedURL}/`,
          // It serves a copy of out/ made as it starts, so one left running may be older.
          reuseExistingServer: false,
          ...common,
        },
        {
          name: 'wrangler',
          // It keeps its cache and temporary files in the directory it runs in.
          command: `rm -rf ${wranglerDir} && mkdir -p ${wranglerDir} && cd ${wranglerDir} && exec node ../../node_modules/wrangler/bin/wrangler.js pages dev ../../out --ip 127.0.0.1 --port ${ports.wrangler} --inspector-port ${ports.wranglerInspector} --compatibility-date ${wranglerCompatibilityDate} --persist-to state --show-interactive-dev-session=false --log-level warn`,
          // Nothing leaves the machine: no metrics, error reports, update check (the banner asks
          // the npm registry) or fetch of the request.cf data; its logs and device id stay here.
          env: {
            WRANGLER_SEND_METRICS: 'false',
            WRANGLER_SEND_ERROR_REPORTS: 'false',
            WRANGLER_HIDE_BANNER: 'true',
            CLOUDFLARE_CF_FETCH_ENABLED: 'false',
            XDG_CONFIG_HOME: path.resolve(__dirname, '..', wranglerDir),
          },
          url: `http://127.0.0.1:${ports.wrangler}/`,
          // It reports the errors the tests provoke; its log: .next/e2e-wrangler/.wrangler/logs/.
          stderr: 'ignore',
          reuseExistingServer,
          ...common,
        },
      ],
});
