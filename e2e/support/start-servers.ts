/**
 * Starts this checkout's own servers for a run, all at once, and stops them when it ends
 * (Playwright's globalSetup, in playwright.config.ts). Playwright's own `webServer` list starts
 * each only after the one before it answers: the preview, nginx (its copy of out/, certificate and
 * configuration), the redeployed copy and wrangler took 14 s in a row, with a core idle; together
 * they answer in 8.
 *
 * As `webServer` does: each runs in a shell from the repository, in a process group of its own,
 * until it answers at its URL; its errors are printed under its name; one that exits first, or
 * does not answer within a minute, stops the run and the others, naming it. Outside CI a server
 * already answering is used as it is, unless it serves a copy made as it starts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { nginxArgs } from './nginx-server';
import { localNginx, nginxDirectory, ports, redeployedURL, siteHost } from './servers';
import { findNginx, loudly, statusAt } from './system';

interface Server {
  name: string;
  command: string;
  /** Where it answers once it is ready. */
  url: string;
  env?: Record<string, string>;
  /** Its errors are its own to log (wrangler reports those the tests provoke). */
  quiet?: true;
  /** It serves a copy of out/ made as it starts, so one left running may be older. */
  fresh?: true;
}

const repoRoot = path.resolve(__dirname, '../..');
const binaries = path.join(repoRoot, 'node_modules/.bin');
/** Pinned, so an upgrade of wrangler never changes the runtime the tests see. */
const wranglerCompatibilityDate = '2026-04-01';
const wranglerDir = '.next/e2e-wrangler';
const launchTimeout = 60_000;
const stopTimeout = 5_000;

function servers(): Server[] {
  const runNginx = [findNginx()!, ...nginxArgs(nginxDirectory)].map((word) => JSON.stringify(word));
  return [
    {
      name: 'preview',
      command: `serve out --no-clipboard --no-port-switching --config ../.next/serve.json --listen tcp://127.0.0.1:${ports.preview}`,
      url: `${siteHost.baseURL}/`,
    },
    ...(!localNginx || localNginx.skip
      ? []
      : [
          {
            name: 'nginx',
            command: `tsx e2e/support/nginx-server.ts && exec ${runNginx.join(' ')}`,
            url: `${localNginx.baseURL}/`,
            fresh: true as const,
          },
        ]),
    {
      name: 'redeployed',
      command: `tsx e2e/support/redeployed-site.ts && exec serve .next/e2e-redeployed --no-clipboard --no-port-switching --config ../serve.json --listen tcp://127.0.0.1:${ports.redeployed}`,
      url: `${redeployedURL}/`,
      fresh: true,
    },
    {
      name: 'wrangler',
      // It keeps its cache and temporary files in the directory it runs in.
      command: `rm -rf ${wranglerDir} && mkdir -p ${wranglerDir} && cd ${wranglerDir} && exec node ../../node_modules/wrangler/bin/wrangler.js pages dev ../../out --ip 127.0.0.1 --port ${ports.wrangler} --inspector-port ${ports.wranglerInspector} --compatibility-date ${wranglerCompatibilityDate} --persist-to state --show-interactive-dev-session=false --log-level warn`,
      // Nothing leaves the machine: no metrics, error reports, update check (the banner asks the
      // npm registry) or fetch of the request.cf data; its logs and device id stay here.
      env: {
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_SEND_ERROR_REPORTS: 'false',
        WRANGLER_HIDE_BANNER: 'true',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        XDG_CONFIG_HOME: path.join(repoRoot, wranglerDir),
      },
      url: `http://127.0.0.1:${ports.wrangler}/`,
      // Its log: .next/e2e-wrangler/.wrangler/logs/.
      quiet: true,
    },
  ];
}

/** Whether something answers at `url` with a page or a client error, as `webServer` checks. */
async function answers(url: string) {
  const status = await statusAt(url);
  return typeof status === 'number' && status < 404;
}

async function untilAnswers(server: Server, child: ChildProcess) {
  const deadline = Date.now() + launchTimeout;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) =>
      reject(
        new Error(`${server.name} stopped (${signal ?? `exit code ${code}`}) before it answered.`),
      ),
    ),
  );
  exited.catch(() => {});
  for (let delay = 100; !(await Promise.race([answers(server.url), exited]));) {
    if (Date.now() > deadline) {
      throw new Error(`${server.name} did not answer at ${server.url} within ${launchTimeout} ms.`);
    }
    await Promise.race([new Promise((resolve) => setTimeout(resolve, delay)), exited]);
    delay = Math.min(delay * 2, 500);
  }
}

/** Prints what it writes to stderr line by line under its name, as `webServer` does. */
function relayErrors(server: Server, child: ChildProcess) {
  let partial = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop()!;
    for (const line of lines) process.stderr.write(`[${server.name}] ${line}\n`);
  });
}

/** Asks its whole process group to stop, and kills what is left after a moment. */
async function stop(child: ChildProcess) {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // Already gone.
    }
  };
  // Its shell is gone: only what it started may be left.
  if (child.exitCode !== null || child.signalCode !== null) return signal('SIGKILL');
  const closed = new Promise((resolve) => child.once('close', resolve));
  signal('SIGTERM');
  const late = setTimeout(() => signal('SIGKILL'), stopTimeout);
  await closed;
  clearTimeout(late);
}

async function start(server: Server, running: ChildProcess[]) {
  if (await answers(server.url)) {
    if (!process.env.CI && !server.fresh) return;
    throw new Error(
      `${server.url} is already used (${server.name}): stop what answers there, or set E2E_PORT.`,
    );
  }
  const child = spawn(server.command, {
    cwd: repoRoot,
    shell: true,
    detached: true,
    // The packages' own commands first, as in npm's scripts: npx would add a second to each.
    env: { ...process.env, PATH: `${binaries}${path.delimiter}${process.env.PATH}`, ...server.env },
    stdio: ['ignore', 'ignore', server.quiet ? 'ignore' : 'pipe'],
  });
  running.push(child);
  relayErrors(server, child);
  await untilAnswers(server, child);
}

export default async function startServers() {
  const running: ChildProcess[] = [];
  const stopAll = async () => {
    await Promise.all(running.map(stop));
  };
  const results = await Promise.allSettled(servers().map((server) => start(server, running)));
  const failures = results.flatMap((result) =>
    result.status === 'rejected' ? [String((result.reason as Error).message)] : [],
  );
  if (failures.length) {
    await stopAll();
    throw new Error(loudly(failures.join('\n')));
  }
  return stopAll;
}
