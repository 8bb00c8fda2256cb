/**
 * The system programs the browser tests use: Debian's Chromium and its headless shell
 * (Playwright's own browser download cannot work here, so it is never used), nginx with the
 * module that sends the compressed copies for the real-server tests, and Firefox ESR and
 * WebKitGTK for the other engines' journeys. Run before the tests (`tsx e2e/support/system.ts`),
 * it finds them, installing what is missing with apt when running as root; without Chromium it
 * stops and says what to install, without nginx, its module or an engine those tests skip,
 * loudly, and without the headless shell the journeys run in the full browser, saying so.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { createServer } from 'node:net';
import path from 'node:path';
import { brotliStatic } from '../../scripts/hosts';

/** Debian's Chromium; CHROMIUM_PATH points elsewhere when a machine keeps it elsewhere. */
export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path) => path && existsSync(path)) ?? null;
}

/**
 * Debian's headless shell (`chromium-headless-shell`): Chromium's engine without the desktop
 * browser around it, which is what Playwright itself runs headless tests in. Opening a page costs
 * a fifth of the processor time it does in the full browser, loading one a quarter to a half, and
 * the journeys took 3.4 minutes in it against 5.3 (two cores, 2026-11-27). CHROMIUM_PATH, when
 * set, is used instead.
 */
export function findHeadlessShell(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell'];
  return candidates.find((path) => path && existsSync(path)) ?? null;
}

/** Flags for a sandboxed machine with a closed network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The journeys' Chromium: the headless shell when there is one, else the full browser. The shell
 * hints glyphs to whole pixels unless told not to, which sets a line of text up to 1 % wider than
 * the browser a visitor runs does; unhinted, it sets text to the same widths as that browser.
 */
export const journeyChromium = () => ({
  executablePath: findHeadlessShell() ?? findChromium() ?? undefined,
  args: [...chromiumArgs, '--font-render-hinting=none'],
});

/** The Debian package the real-server tests run; `nginx` or `nginx-full` serve as well. */
const nginxPackage = 'nginx-light';

/** Debian's nginx, or the one NGINX_PATH names (and then only that one). */
export function findNginx(): string | null {
  const candidates = process.env.NGINX_PATH
    ? [process.env.NGINX_PATH]
    : ['/usr/sbin/nginx', '/usr/local/sbin/nginx'];
  return candidates.find((path) => existsSync(path)) ?? null;
}

/** Where the nginx binary keeps mime.types and its modules (Debian: /etc/nginx, /usr/lib/nginx/modules). */
export function nginxPaths(nginx: string) {
  const version = execFileSync(nginx, ['-V'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const confPath = /--conf-path=(\S+)/.exec(version)?.[1] ?? '/etc/nginx/nginx.conf';
  return {
    mimeTypes: path.join(path.dirname(confPath), 'mime.types'),
    modules: /--modules-path=(\S+)/.exec(version)?.[1] ?? '/usr/lib/nginx/modules',
  };
}

/** Whether that nginx has the module the site's configuration needs for brotli_static. */
export const hasBrotliStatic = (nginx: string) =>
  existsSync(path.join(nginxPaths(nginx).modules, brotliStatic.module));

const brotliStaticMissing = [
  `nginx has no ${brotliStatic.module}, so the tests against a real nginx are SKIPPED.`,
  `Install Debian's ${brotliStatic.debianPackage} package`,
  `(\`sudo apt-get install ${brotliStatic.debianPackage}\`), then run the tests again.`,
].join('\n');

/** Said whenever the nginx tests cannot run, so a skipped suite is never mistaken for a pass. */
const nginxMissing = [
  `nginx was not found${process.env.NGINX_PATH ? ` at ${process.env.NGINX_PATH}` : ''}, so the tests against a real nginx are SKIPPED.`,
  `Install Debian's ${nginxPackage} package (\`sudo apt-get install ${nginxPackage}\`), or set`,
  'NGINX_PATH to an nginx executable, then run the tests again.',
].join('\n');

const opensslMissing =
  'openssl was not found, so the tests against a real nginx are SKIPPED: install Debian’s openssl package.';

function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Why the tests against a real nginx cannot run here (nginx, its module, openssl), or null. */
export function nginxUnavailable(): string | null {
  const nginx = findNginx();
  if (!nginx) return nginxMissing;
  if (!hasBrotliStatic(nginx)) return brotliStaticMissing;
  return hasOpenssl() ? null : opensslMissing;
}

/** A port free on this machine now, for a program that must be told one (WebKitWebDriver, the bench's nginx). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The status a server answers `url` with, or the code of the error that ended the request; a
 * certificate made for the run is accepted, and a server silent for 2 s has not answered.
 */
export const statusAt = (url: string) =>
  new Promise<number | string>((resolve) => {
    const get = url.startsWith('https:') ? httpsGet : httpGet;
    const ask = get(url, { rejectUnauthorized: false, timeout: 2_000 }, (response) => {
      response.resume();
      resolve(response.statusCode!);
    });
    ask.once('timeout', () => ask.destroy());
    ask.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

/** A warning no one scrolling past the log can miss. */
export const loudly = (message: string) => `\n${'!'.repeat(72)}\n${message}\n${'!'.repeat(72)}\n`;

/** The programs the Firefox and WebKit journeys run, each with the Debian package that has it. */
export const enginePrograms = {
  firefox: { path: '/usr/bin/firefox-esr', debianPackage: 'firefox-esr' },
  webKitDriver: { path: '/usr/bin/WebKitWebDriver', debianPackage: 'webkit2gtk-driver' },
  xvfb: { path: '/usr/bin/Xvfb', debianPackage: 'xvfb' },
  // Runs the bare WebKitGTK window, through GObject introspection.
  python: { path: '/usr/bin/python3', debianPackage: 'python3-gi' },
} as const;
const webKitTypelibPackage = 'gir1.2-webkit2-4.1';
export const enginePackages = [
  ...Object.values(enginePrograms).map((program) => program.debianPackage),
  webKitTypelibPackage,
];

function hasWebKitBindings(): boolean {
  try {
    execFileSync(
      enginePrograms.python.path,
      ['-c', "import gi; gi.require_version('Gtk', '3.0'); gi.require_version('WebKit2', '4.1')"],
      { stdio: 'ignore' },
    );
    return true;
  } catch {
    return false;
  }
}

/** The Debian packages the Firefox and WebKit journeys still need here; none when they can run. */
export function missingEnginePackages(): string[] {
  const missing: string[] = Object.values(enginePrograms)
    .filter((program) => !existsSync(program.path))
    .map((program) => program.debianPackage);
  if (!missing.includes(enginePrograms.python.debianPackage) && !hasWebKitBindings()) {
    missing.push(webKitTypelibPackage, enginePrograms.python.debianPackage);
  }
  return missing;
}

/** Said whenever the Firefox and WebKit journeys cannot run, so a skip is never taken for a pass. */
export const enginesMissing = (missing: readonly string[]) =>
  [
    `Debian's ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not installed, so the Firefox and WebKit journeys are SKIPPED.`,
    `Install them (\`sudo apt-get install ${enginePackages.join(' ')}\`), then run the tests again.`,
  ].join('\n');

/**
 * Installs Debian packages with apt-get when the tests run as root on a machine that has it;
 * says so first. Returns whether it tried, so the caller looks for the programs again.
 */
function aptInstall(debianPackages: readonly string[], program: string): boolean {
  const isRoot = process.getuid?.() === 0;
  try {
    execFileSync('apt-get', ['--version'], { stdio: 'ignore' });
  } catch {
    return false;
  }
  if (!isRoot) return false;
  console.log(
    `${program} not found: installing Debian’s ${debianPackages.join(', ')} with apt-get…`,
  );
  const options = {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  } as const;
  // Waits for another install on the machine to finish rather than failing at once.
  const waitForLock = ['-o', 'DPkg::Lock::Timeout=300'];
  execFileSync('apt-get', ['update', '-qq', ...waitForLock], options);
  execFileSync(
    'apt-get',
    ['install', '-y', '-qq', '--no-install-recommends', ...waitForLock, ...debianPackages],
    options,
  );
  return true;
}

const headlessShellPackage = 'chromium-headless-shell';
const headlessShellMissing = (chromium: string) =>
  [
    `Debian's ${headlessShellPackage} is not installed, so the journeys run in ${chromium}, the full`,
    `browser, and take about half as long again. Install it (\`sudo apt-get install ${headlessShellPackage}\`).`,
  ].join('\n');

if (require.main === module) {
  const chromium = findChromium() ?? (aptInstall(['chromium'], 'Chromium') ? findChromium() : null);
  if (!chromium) {
    console.error(
      [
        'The browser tests need Chromium, and none was found.',
        'Install it (Debian/Ubuntu: `sudo apt-get install chromium`), or set CHROMIUM_PATH to a',
        'Chromium or Chrome executable, then run the tests again.',
      ].join('\n'),
    );
    process.exit(1);
  }
  const shell =
    findHeadlessShell() ??
    (aptInstall([headlessShellPackage], 'Chromium’s headless shell') ? findHeadlessShell() : null);
  if (shell) console.log(`Browser tests use ${shell}, and ${chromium} for the next-page journeys`);
  else console.warn(loudly(headlessShellMissing(chromium)));

  // A run against a deployed copy (BASE_URL) starts no server of its own.
  if (!process.env.BASE_URL) {
    // An NGINX_PATH that names nothing is the caller's choice to keep apt out of it.
    const nginx =
      findNginx() ??
      (!process.env.NGINX_PATH && aptInstall([nginxPackage], 'nginx') ? findNginx() : null);
    if (nginx && !hasBrotliStatic(nginx) && !process.env.NGINX_PATH) {
      aptInstall([brotliStatic.debianPackage], brotliStatic.module);
    }
    const unavailable = nginxUnavailable();
    if (unavailable) console.warn(loudly(unavailable));
    else console.log(`Real-server tests use ${nginx}`);
  }

  const missing = missingEnginePackages();
  if (missing.length) aptInstall(missing, 'Firefox ESR or WebKitGTK');
  const stillMissing = missingEnginePackages();
  if (stillMissing.length) console.warn(loudly(enginesMissing(stillMissing)));
  else console.log(`Firefox and WebKit journeys use ${enginePrograms.firefox.path} and WebKitGTK`);
}
