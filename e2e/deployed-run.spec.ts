/**
 * The deployed-copy journeys as an owner runs them, `BASE_URL=… HOST_KIND=… npx playwright test
 * … e2e/servers.spec.ts`, pointed at this run's preview as the deployed copy it stands for: the
 * documented command, in full, and the preview's only server checks in a run of its own (a run
 * of every journey would cost minutes).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cannot, siteHost } from './support/servers';
import { expect, test } from './support/test';

interface Suite {
  title: string;
  suites?: Suite[];
  specs?: {
    title: string;
    tests: {
      status: string;
      annotations: { type: string; description?: string }[];
      results: { errors: { message?: string }[] }[];
    }[];
  }[];
}
interface Report {
  suites: Suite[];
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

/** Every describe title of the report, each skipped test's reason, and each failure's. */
function read(suites: readonly Suite[]) {
  const titles: string[] = [];
  const skips: string[] = [];
  const failures: string[] = [];
  const visit = (suite: Suite) => {
    titles.push(suite.title);
    for (const spec of suite.specs ?? []) {
      for (const run of spec.tests) {
        if (run.status === 'skipped') {
          skips.push(
            run.annotations.find(({ type }) => type === 'skip')?.description ?? spec.title,
          );
        } else if (run.status !== 'expected') {
          const errors = run.results.flatMap((result) => result.errors.map((e) => e.message));
          failures.push(`${spec.title}: ${errors.join('\n')}`);
        }
      }
    }
    suite.suites?.forEach(visit);
  };
  suites.forEach(visit);
  return { titles, skips, failures };
}

/** The run's environment, less what Playwright tells its own workers, for a run of its own. */
function ownEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) if (/^(TEST_|PW_|PLAYWRIGHT_)/.test(name)) delete env[name];
  return env;
}

test('a BASE_URL run of servers.spec.ts against the preview passes, skipping only what it cannot do', async () => {
  test.setTimeout(120_000);
  const output = mkdtempSync(path.join(tmpdir(), 'illuminated-order-deployed-run-'));
  const child = spawn(
    'npx',
    [
      ...['playwright', 'test', '--config', 'e2e/playwright.config.ts', 'e2e/servers.spec.ts'],
      ...['--reporter', 'json', '--workers', '1', '--output', output],
    ],
    {
      cwd: path.resolve(__dirname, '..'),
      env: { ...ownEnvironment(), BASE_URL: siteHost.baseURL, HOST_KIND: 'preview' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let [stdout, stderr] = ['', ''];
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  const status = await new Promise<number | null>((resolve) => child.once('close', resolve));
  rmSync(output, { recursive: true, force: true });

  let report: Report;
  try {
    report = JSON.parse(stdout) as Report;
  } catch {
    throw new Error(`The run gave no report (exit ${status}):\n${stderr}`);
  }
  const { titles, skips, failures } = read(report.suites);
  expect(failures).toEqual([]);
  expect(report.stats).toMatchObject({ unexpected: 0, flaky: 0 });
  expect(report.stats.expected).toBeGreaterThan(0);
  expect(status).toBe(0);
  // One host, the deployed copy, and not a word of a server the run would start itself.
  expect(titles).toEqual([
    'servers.spec.ts',
    `the preview server (npm run serve) at ${siteHost.baseURL}`,
  ]);
  expect(`${stderr}\n${titles.join('\n')}`).not.toMatch(/nginx|wrangler|Real-server/i);
  // The preview serves plain HTTP, any host name, no copies, no rules file, bare redirects.
  const previewCannot = [cannot.https, cannot.otherNames, cannot.copies, cannot.rules];
  expect(new Set(skips)).toEqual(new Set([siteHost.bareRedirects, ...previewCannot]));
});
