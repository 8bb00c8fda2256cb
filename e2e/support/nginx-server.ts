/**
 * nginx serving the export as an operator deploys it, for the journeys (start-servers.ts runs this
 * file, then nginx) and the bench: the folder `npm run deploy:nginx-root` writes, the
 * configuration `npm run deploy:nginx` prints, in a bare nginx.conf, over HTTPS with a certificate
 * made for the run. Everything goes in one directory; nginx runs as one process in the
 * foreground, so stopping it leaves nothing behind.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { brotliStatic } from '../../scripts/hosts';
import { nginxDirectory, nginxServerName, ports } from './servers';
import { findNginx, nginxPaths } from './system';

const repoRoot = path.resolve(__dirname, '../..');

/** nginx's arguments to run what `writeNginxSite` wrote in `dir`; errors go to stderr. */
export const nginxArgs = (dir: string) => ['-p', dir, '-c', `${dir}/nginx.conf`, '-e', 'stderr'];

interface Ports {
  httpPort: number;
  httpsPort: number;
}

/** A machine without IPv6 cannot bind the generated [::] listeners; real servers have it. */
const hasIpv6 = () =>
  Object.values(networkInterfaces()).some((addresses) =>
    addresses?.some((address) => address.family === 'IPv6' && address.internal),
  );

const npm = (script: string, args: string[]) =>
  execFileSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });

/**
 * Writes `dir` afresh: the site's root, as `npm run deploy:nginx-root` writes it (or, when
 * `precompressed` is false, the bench's baseline, out/ as built), its certificate and
 * configuration.
 */
export function writeNginxSite(
  dir: string,
  { precompressed = true, ...ports }: Ports & { precompressed?: boolean },
) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const root = path.join(dir, 'root');
  // A folder of its own, so the compressed copies never reach out/, which the other hosts serve.
  if (precompressed) npm('deploy:nginx-root', [root]);
  else cpSync(path.join(repoRoot, 'out'), root, { recursive: true, preserveTimestamps: true });
  writeNginxServer(dir, ports);
}

/** Writes the certificate and configuration that serve the folder `dir`/root. */
export function writeNginxServer(dir: string, { httpPort, httpsPort }: Ports) {
  const { mimeTypes, modules } = nginxPaths(findNginx()!);
  const root = path.join(dir, 'root');
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
  // The site's configuration exactly as an operator gets it: through the npm script.
  const site = npm('deploy:nginx', [
    ...['--server-name', nginxServerName, '--root', root, '--cert', cert, '--key', key],
    ...['--http-port', String(httpPort), '--https-port', String(httpsPort)],
    ...(hasIpv6() ? [] : ['--no-ipv6']),
  ]);
  writeFileSync(path.join(dir, 'illuminated-order.conf'), site);
  // A bare http {} around it, so the site's configuration sets every TLS and compression setting
  // it relies on: only the module it names, the types, and this run's own files.
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      `load_module ${path.join(modules, brotliStatic.module)};`,
      'master_process off;',
      'daemon off;',
      `pid ${dir}/nginx.pid;`,
      // Not each 404, which nginx logs as an error: only what stops it.
      'error_log stderr crit;',
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
}

if (require.main === module) {
  writeNginxSite(nginxDirectory, { httpPort: ports.nginxHttp, httpsPort: ports.nginxHttps });
}
