/**
 * A real nginx serving out/ with the configuration `npm run deploy:nginx` prints, over HTTPS with
 * a self-signed certificate made for the run, on free ports. Everything it writes (config,
 * certificate, pid, logs, temp files) stays in one temporary directory, removed on stop.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningNginx {
  /** The site, over HTTPS, at the one name it answers to. */
  url: string;
  /** The plain-HTTP port, which only redirects. */
  httpURL: string;
  stop(): Promise<void>;
}

const repoRoot = path.resolve(__dirname, '../..');
/**
 * The name the tests' nginx answers to: it resolves to this machine without help, and the
 * certificate made for the run names it. Any other name, an IP address included, is refused.
 */
export const nginxServerName = 'localhost';
const dirPrefix = 'illuminated-order-nginx-';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Stops an nginx an earlier run left behind when its test runner was killed outright (no exit
 * handler runs then). Only one whose runner is gone, and whose command line names its own
 * directory, so another run's nginx on this machine is never touched.
 */
function reapOrphans() {
  for (const entry of readdirSync(tmpdir())) {
    if (!entry.startsWith(dirPrefix)) continue;
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
      const pid = read('nginx.pid');
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (command.includes(path.join(dir, 'nginx.conf'))) process.kill(pid, 'SIGKILL');
    } catch {
      // No pid file or no such process: nothing is running there any more.
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

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

function waitForPort(port: number, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null || child.signalCode !== null) {
        const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
        reject(new Error(`nginx exited (${child.exitCode ?? child.signalCode}):\n${log}`));
        return;
      }
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${port} in time`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

export async function startNginx(nginx: string, outDir: string): Promise<RunningNginx> {
  reapOrphans();
  const dir = mkdtempSync(path.join(tmpdir(), dirPrefix));
  writeFileSync(path.join(dir, 'runner.pid'), String(process.pid));
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
    await waitForPort(httpsPort, child, logFile);
    await waitForPort(httpPort, child, logFile);
  } catch (error) {
    killNow();
    rmSync(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString();
    throw new Error(`Could not start nginx: ${stderr || (error as Error).message}`);
  }

  const running = child;
  const stop = async () => {
    process.off('exit', killNow);
    if (running.exitCode === null && running.signalCode === null) {
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      const timer = setTimeout(() => running.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return {
    url: `https://${nginxServerName}:${httpsPort}`,
    httpURL: `http://${nginxServerName}:${httpPort}`,
    stop,
  };
}
