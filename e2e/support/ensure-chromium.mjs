// Finds Debian's Chromium for the browser tests, installing it with apt when running as root.
// Playwright's own browser download cannot work here, so it is never used.
import { execFileSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';

function run(command, args) {
  execFileSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

let chromium = findChromium();
if (!chromium) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  let hasApt = false;
  try {
    execFileSync('apt-get', ['--version'], { stdio: 'ignore' });
    hasApt = true;
  } catch {}
  if (isRoot && hasApt) {
    console.log('Chromium not found: installing Debian’s chromium package with apt-get…');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium']);
    chromium = findChromium();
  }
}

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
console.log(`Browser tests use ${chromium}`);
