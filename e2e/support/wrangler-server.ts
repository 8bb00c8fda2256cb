/**
 * Cloudflare Pages run locally: `wrangler pages dev out`, with Cloudflare's own handling of
 * `_headers`, redirects and 404s, on a free port of 127.0.0.1. Nothing leaves the machine: no
 * metrics, error reports, update check or fetch of the request.cf data. Everything it writes
 * stays in one temporary directory, removed on stop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningWrangler {
  /** The site, over plain HTTP as `pages dev` serves it. */
  url: string;
  stop(): Promise<void>;
}

/** Pinned, so an upgrade of wrangler never changes the runtime the tests see. */
const compatibilityDate = '2026-04-01';

const wranglerBin = path.resolve(__dirname, '../../node_modules/wrangler/bin/wrangler.js');
const dirPrefix = 'illuminated-order-wrangler-';

/** Wrangler's switches for everything that would reach the internet. */
const offline = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  // The banner is what asks the npm registry for a newer version.
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Stops a wrangler an earlier run left behind when its test runner was killed outright: only one
 * whose runner is gone and whose command line names its own directory.
 */
function reapOrphans() {
  for (const entry of readdirSync(tmpdir())) {
    if (!entry.startsWith(dirPrefix)) continue;
    const dir = path.join(tmpdir(), entry);
    const read = (file: string) => Number(readFileSync(path.join(dir, file), 'utf8').trim());
    try {
      if (isAlive(read('runner.pid'))) continue;
      const group = read('wrangler.pid');
      if (readFileSync(`/proc/${group}/cmdline`, 'utf8').includes(dir)) {
        process.kill(-group, 'SIGKILL');
      }
    } catch {
      // Being set up by a run that started a moment ago, or nothing is running there any more.
      continue;
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

async function waitUntilServing(url: string, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + 60_000;
  const log = () => readFileSync(logFile, 'utf8');
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`wrangler exited (${child.exitCode ?? child.signalCode}):\n${log()}`);
    }
    try {
      if ((await fetch(url, { redirect: 'manual' })).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`wrangler did not serve ${url} in time:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function startWrangler(outDir: string): Promise<RunningWrangler> {
  reapOrphans();
  const dir = mkdtempSync(path.join(tmpdir(), dirPrefix));
  writeFileSync(path.join(dir, 'runner.pid'), String(process.pid));
  const logFile = path.join(dir, 'wrangler.log');
  const port = await freePort();
  const output = openSync(logFile, 'a');
  // Its own process group, so stopping it stops the workerd processes it starts as well.
  const child = spawn(
    process.execPath,
    [
      wranglerBin,
      ...['pages', 'dev', outDir, '--ip', '127.0.0.1', '--port', String(port)],
      ...['--inspector-port', String(await freePort())],
      ...['--compatibility-date', compatibilityDate, '--persist-to', path.join(dir, 'state')],
      ...['--show-interactive-dev-session=false', '--log-level', 'warn'],
    ],
    {
      // wrangler keeps its cache and temporary files under the directory it runs in.
      cwd: dir,
      // Its logs, device id and registry of running workers go to the same directory too.
      env: { ...process.env, ...offline, XDG_CONFIG_HOME: dir },
      stdio: ['ignore', output, output],
      detached: true,
    },
  );
  writeFileSync(path.join(dir, 'wrangler.pid'), String(child.pid));
  const killNow = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', killNow);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(`${url}/`, child, logFile);
  } catch (error) {
    killNow();
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`Could not start wrangler pages dev: ${(error as Error).message}`);
  }

  const stop = async () => {
    process.off('exit', killNow);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      const timer = setTimeout(killNow, 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return { url, stop };
}
