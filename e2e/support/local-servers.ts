/**
 * The real servers the real-server tests start, each on free ports of this machine, each writing
 * everything (config, certificate, pids, logs, temp files) in one temporary directory, removed on
 * stop:
 * - nginx serving a copy of out/ with the compressed copies `npm run deploy:precompress` writes
 *   beside its files and the configuration `npm run deploy:nginx` prints, in a bare nginx.conf,
 *   over HTTPS with a self-signed certificate made for the run;
 * - Cloudflare Pages run locally by `wrangler pages dev out`, with Cloudflare's own handling of
 *   `_headers`, redirects and 404s. Nothing leaves the machine: no metrics, error reports, update
 *   check or fetch of the request.cf data.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { brotliStatic } from '../../scripts/hosts';
import { nginxPaths } from './system';

export interface RunningServer {
  /** The site: over HTTPS at the one name it answers to (nginx), or plain HTTP (wrangler). */
  url: string;
  /** nginx's plain-HTTP port, which only redirects. */
  httpURL?: string;
  /** The folder nginx serves: a copy of out/. */
  root?: string;
  /** The server's one process (nginx runs without workers). */
  pid?: number;
  stop(): Promise<void>;
}

const repoRoot = path.resolve(__dirname, '../..');
/**
 * The name the tests' nginx answers to: it resolves to this machine without help, and the
 * certificate made for the run names it. Any other name, an IP address included, is refused.
 */
export const nginxServerName = 'localhost';

export function freePort(): Promise<number> {
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

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const answer = (open: boolean) => () => {
      socket.destroy();
      resolve(open);
    };
    socket.once('connect', answer(true));
    socket.once('error', answer(false));
  });
}

/** Each server runs in its own process group, so stopping it stops what it starts (workerd). */
function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
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
 * A temporary directory for one server, after stopping what an earlier run left behind when its
 * test runner was killed outright (no exit handler runs then): only a server whose runner is
 * gone, and whose command line names its own directory, so another run's is never touched.
 */
function freshDirectory(prefix: string): string {
  for (const entry of readdirSync(tmpdir())) {
    if (!entry.startsWith(prefix)) continue;
    const dir = path.join(tmpdir(), entry);
    const read = (file: string) => Number(readFileSync(path.join(dir, file), 'utf8').trim());
    let runner: number;
    try {
      runner = read('runner.pid');
    } catch {
      continue; // being set up by a run that started a moment ago
    }
    if (isAlive(runner)) continue;
    try {
      const pid = read('server.pid');
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dir)) signalGroup(pid, 'SIGKILL');
    } catch {
      // No pid file or no such process: nothing is running there any more.
    }
    rmSync(dir, { recursive: true, force: true });
  }
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  writeFileSync(path.join(dir, 'runner.pid'), String(process.pid));
  return dir;
}

interface Started {
  child: ChildProcess;
  logFile: string;
  /** Whether it answers yet, asked every 100 ms for up to `seconds`. */
  ready: () => Promise<boolean>;
  seconds: number;
  url: string;
  httpURL?: string;
  root?: string;
}

/**
 * Starts a server in a fresh directory and waits until it answers. If it cannot start, exits or
 * is slow, it is killed, its directory removed, and the error names its log. Stopping it sends
 * SIGTERM, then SIGKILL after 5 s, and removes its directory.
 */
async function launch(
  what: string,
  prefix: string,
  start: (dir: string) => Promise<Started>,
): Promise<RunningServer> {
  const dir = freshDirectory(prefix);
  let child: ChildProcess | undefined;
  const killNow = () => child?.pid && signalGroup(child.pid, 'SIGKILL');
  try {
    const { logFile, ready, seconds, url, httpURL, root, ...started } = await start(dir);
    const running = (child = started.child);
    writeFileSync(path.join(dir, 'server.pid'), String(running.pid));
    process.once('exit', killNow);
    const deadline = Date.now() + seconds * 1000;
    const log = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
    const exited = () => running.exitCode !== null || running.signalCode !== null;
    while (!exited() && !(await ready()) && Date.now() <= deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (exited()) throw new Error(`exited (${running.exitCode ?? running.signalCode}):\n${log()}`);
    if (!(await ready())) throw new Error(`did not answer in time:\n${log()}`);
    return {
      url,
      httpURL,
      root,
      pid: running.pid,
      async stop() {
        process.off('exit', killNow);
        if (!exited()) {
          const gone = new Promise((resolve) => running.once('exit', resolve));
          signalGroup(running.pid!, 'SIGTERM');
          const timer = setTimeout(() => signalGroup(running.pid!, 'SIGKILL'), 5_000);
          await gone;
          clearTimeout(timer);
        }
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    killNow();
    process.off('exit', killNow);
    rmSync(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString();
    throw new Error(`Could not start ${what}: ${stderr || (error as Error).message}`);
  }
}

/** A machine without IPv6 cannot bind the generated [::] listeners; real servers have it. */
function hasIpv6(): boolean {
  return Object.values(networkInterfaces()).some((addresses) =>
    addresses?.some((address) => address.family === 'IPv6' && address.internal),
  );
}

/**
 * nginx serving `outDir` as an operator deploys it, its text files compressed beside them unless
 * `precompressed` is false (the bench's baseline).
 */
export function startNginx(
  nginx: string,
  outDir: string,
  { precompressed = true } = {},
): Promise<RunningServer> {
  return launch('nginx', 'illuminated-order-nginx-', async (dir) => {
    const logFile = path.join(dir, 'error.log');
    const { mimeTypes, modules } = nginxPaths(nginx);
    // A copy, so the compressed files never reach out/, which the other hosts serve.
    const root = path.join(dir, 'root');
    cpSync(outDir, root, { recursive: true, preserveTimestamps: true });
    const npm = (script: string, args: string[]) =>
      execFileSync('npm', ['run', '--silent', script, '--', ...args], {
        cwd: repoRoot,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    if (precompressed) npm('deploy:precompress', [root]);
    const [cert, key] = [path.join(dir, 'cert.pem'), path.join(dir, 'key.pem')];
    execFileSync(
      'openssl',
      [
        ...'req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2'.split(' '),
        ...['-subj', `/CN=${nginxServerName}`, '-addext', `subjectAltName=DNS:${nginxServerName}`],
        ...['-keyout', key, '-out', cert],
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    const httpPort = await freePort();
    let httpsPort = await freePort();
    while (httpsPort === httpPort) httpsPort = await freePort();
    // The site's configuration exactly as an operator gets it: through the npm script.
    const site = npm('deploy:nginx', [
      ...['--server-name', nginxServerName, '--root', root, '--cert', cert, '--key', key],
      ...['--http-port', String(httpPort), '--https-port', String(httpsPort)],
      ...(hasIpv6() ? [] : ['--no-ipv6']),
    ]);
    writeFileSync(path.join(dir, 'illuminated-order.conf'), site);
    // A bare http {} around it, so the site's configuration sets every TLS and compression
    // setting it relies on: only the module it names, the types, and this run's own files. One
    // process, in the foreground, so stopping it leaves nothing behind.
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      [
        `load_module ${path.join(modules, brotliStatic.module)};`,
        'master_process off;',
        'daemon off;',
        `pid ${dir}/nginx.pid;`,
        `error_log ${logFile} warn;`,
        'events { worker_connections 1024; }',
        'http {',
        `  include ${mimeTypes};`,
        `  access_log ${dir}/access.log;`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (kind) => `  ${kind}_temp_path ${dir}/${kind};`,
        ),
        `  include ${dir}/illuminated-order.conf;`,
        '}',
        '',
      ].join('\n'),
    );
    const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', logFile];
    execFileSync(nginx, ['-t', '-q', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    return {
      child: spawn(nginx, args, { stdio: 'ignore', detached: true }),
      logFile,
      ready: async () => (await listening(httpsPort)) && listening(httpPort),
      seconds: 15,
      url: `https://${nginxServerName}:${httpsPort}`,
      httpURL: `http://${nginxServerName}:${httpPort}`,
      root,
    };
  });
}

/** Pinned, so an upgrade of wrangler never changes the runtime the tests see. */
const compatibilityDate = '2026-04-01';

/** Wrangler's switches for everything that would reach the internet. */
const offline = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  // The banner is what asks the npm registry for a newer version.
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};

export function startWrangler(outDir: string): Promise<RunningServer> {
  return launch('wrangler pages dev', 'illuminated-order-wrangler-', async (dir) => {
    const logFile = path.join(dir, 'wrangler.log');
    const port = await freePort();
    const output = openSync(logFile, 'a');
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(
      process.execPath,
      [
        path.join(repoRoot, 'node_modules/wrangler/bin/wrangler.js'),
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
    const ready = () =>
      fetch(`${url}/`, { redirect: 'manual' }).then(
        (response) => response.ok,
        () => false,
      );
    return { child, logFile, ready, seconds: 60, url };
  });
}

/**
 * `npm run dev` as a developer runs it, on a free port, with Next's telemetry off. Next answers
 * at once and compiles each page on its first request.
 */
export function startDevServer(): Promise<RunningServer & { port: number }> {
  let port = 0;
  return launch('npm run dev', 'illuminated-order-dev-', async (dir) => {
    const logFile = path.join(dir, 'dev.log');
    port = await freePort();
    const output = openSync(logFile, 'a');
    const child = spawn('npm', ['run', 'dev', '--', '--port', String(port)], {
      cwd: repoRoot,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', output, output],
      detached: true,
    });
    return { child, logFile, ready: () => listening(port), seconds: 60, url: '' };
  }).then((server) => ({ ...server, port }));
}
