/**
 * The real servers the real-server tests start, each on free ports of this machine, each writing
 * everything (config, certificate, pids, logs, temp files) in one temporary directory, removed on
 * stop:
 * - nginx serving out/ with the configuration `npm run deploy:nginx` prints, over HTTPS with a
 *   self-signed certificate made for the run;
 * - Cloudflare Pages run locally by `wrangler pages dev out`, with Cloudflare's own handling of
 *   `_headers`, redirects and 404s. Nothing leaves the machine: no metrics, error reports, update
 *   check or fetch of the request.cf data.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
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

export interface RunningServer {
  /** The site: over HTTPS at the one name it answers to (nginx), or plain HTTP (wrangler). */
  url: string;
  /** nginx's plain-HTTP port, which only redirects. */
  httpURL?: string;
  stop(): Promise<void>;
}

const repoRoot = path.resolve(__dirname, '../..');
/**
 * The name the tests' nginx answers to: it resolves to this machine without help, and the
 * certificate made for the run names it. Any other name, an IP address included, is refused.
 */
export const nginxServerName = 'localhost';

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
 * A temporary directory for one server, after stopping what an earlier run left behind when its
 * test runner was killed outright (no exit handler runs then): only a server whose runner is
 * gone, and whose command line names its own directory, so another run's is never touched.
 */
function freshDirectory(prefix: string, pidFile: string, kill: (pid: number) => void): string {
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
      const pid = read(pidFile);
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dir)) kill(pid);
    } catch {
      // No pid file or no such process: nothing is running there any more.
    }
    rmSync(dir, { recursive: true, force: true });
  }
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  writeFileSync(path.join(dir, 'runner.pid'), String(process.pid));
  return dir;
}

/** Stops a server with `signal` (SIGTERM, then SIGKILL after 5 s) and removes its directory. */
async function stopServer(
  child: ChildProcess,
  signal: (name: NodeJS.Signals) => void,
  dir: string,
) {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    signal('SIGTERM');
    const timer = setTimeout(() => signal('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }
  rmSync(dir, { recursive: true, force: true });
}

/** Waits until `ready` says the server answers, failing with its log if it exits or is slow. */
async function waitUntil(
  ready: () => Promise<boolean>,
  {
    child,
    logFile,
    what,
    seconds,
  }: { child: ChildProcess; logFile: string; what: string; seconds: number },
) {
  const deadline = Date.now() + seconds * 1000;
  const log = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}):\n${log()}`);
    }
    if (await ready()) return;
    if (Date.now() > deadline) throw new Error(`${what} did not answer in time:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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

/** Where the nginx binary expects mime.types (Debian: /etc/nginx), from its build options. */
function mimeTypesPath(nginx: string): string {
  const version = execFileSync(nginx, ['-V'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const confPath = /--conf-path=(\S+)/.exec(version)?.[1] ?? '/etc/nginx/nginx.conf';
  return path.join(path.dirname(confPath), 'mime.types');
}

/** A machine without IPv6 cannot bind the generated [::] listeners; real servers have it. */
function hasIpv6(): boolean {
  return Object.values(networkInterfaces()).some((addresses) =>
    addresses?.some((address) => address.family === 'IPv6' && address.internal),
  );
}

function makeCertificate(dir: string) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      ...'req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2'.split(' '),
      ...['-subj', `/CN=${nginxServerName}`, '-addext', `subjectAltName=DNS:${nginxServerName}`],
      ...['-keyout', key, '-out', cert],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return { cert, key };
}

/** The site's configuration exactly as an operator gets it: through the npm script. */
function siteConfig(args: string[]): string {
  return execFileSync('npm', ['run', '--silent', 'deploy:nginx', '--', ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export async function startNginx(nginx: string, outDir: string): Promise<RunningServer> {
  const dir = freshDirectory('illuminated-order-nginx-', 'nginx.pid', (pid) =>
    process.kill(pid, 'SIGKILL'),
  );
  const logFile = path.join(dir, 'error.log');
  let child: ChildProcess | undefined;
  let httpPort = 0;
  let httpsPort = 0;
  const killNow = () => child?.kill('SIGKILL');
  try {
    const { cert, key } = makeCertificate(dir);
    httpPort = await freePort();
    httpsPort = await freePort();
    while (httpsPort === httpPort) httpsPort = await freePort();
    const site = siteConfig([
      ...['--server-name', nginxServerName, '--root', outDir, '--cert', cert, '--key', key],
      ...['--http-port', String(httpPort), '--https-port', String(httpsPort)],
      ...(hasIpv6() ? [] : ['--no-ipv6']),
    ]);
    writeFileSync(path.join(dir, 'illuminated-order.conf'), site);
    // The http {} block around it, as Debian's nginx.conf has it, including the defaults of that
    // file the site's server must override (all TLS versions, gzip for HTML only). One process,
    // in the foreground, so stopping it leaves nothing behind.
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      [
        'master_process off;',
        'daemon off;',
        `pid ${dir}/nginx.pid;`,
        `error_log ${logFile} warn;`,
        'events { worker_connections 256; }',
        'http {',
        `  include ${mimeTypesPath(nginx)};`,
        '  default_type application/octet-stream;',
        '  sendfile on;',
        '  ssl_protocols TLSv1 TLSv1.1 TLSv1.2 TLSv1.3;',
        '  ssl_prefer_server_ciphers on;',
        '  gzip on;',
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
    child = spawn(nginx, args, { stdio: 'ignore' });
    process.once('exit', killNow);
    for (const port of [httpsPort, httpPort]) {
      await waitUntil(() => listening(port), { child, logFile, what: 'nginx', seconds: 15 });
    }
  } catch (error) {
    killNow();
    rmSync(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString();
    throw new Error(`Could not start nginx: ${stderr || (error as Error).message}`);
  }

  const running = child;
  return {
    url: `https://${nginxServerName}:${httpsPort}`,
    httpURL: `http://${nginxServerName}:${httpPort}`,
    async stop() {
      process.off('exit', killNow);
      await stopServer(running, (signal) => running.kill(signal), dir);
    },
  };
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

export async function startWrangler(outDir: string): Promise<RunningServer> {
  // Its own process group, so stopping it stops the workerd processes it starts as well.
  const group = (signal: NodeJS.Signals) => (pid: number) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // Already gone.
    }
  };
  const dir = freshDirectory('illuminated-order-wrangler-', 'wrangler.pid', group('SIGKILL'));
  const logFile = path.join(dir, 'wrangler.log');
  const port = await freePort();
  const output = openSync(logFile, 'a');
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
  writeFileSync(path.join(dir, 'wrangler.pid'), String(child.pid));
  const killNow = () => group('SIGKILL')(child.pid!);
  process.once('exit', killNow);
  const url = `http://127.0.0.1:${port}`;
  const serving = () =>
    fetch(`${url}/`, { redirect: 'manual' }).then(
      (response) => response.ok,
      () => false,
    );
  try {
    await waitUntil(serving, { child, logFile, what: 'wrangler', seconds: 60 });
  } catch (error) {
    killNow();
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`Could not start wrangler pages dev: ${(error as Error).message}`);
  }
  return {
    url,
    async stop() {
      process.off('exit', killNow);
      await stopServer(child, (signal) => group(signal)(child.pid!), dir);
    },
  };
}
