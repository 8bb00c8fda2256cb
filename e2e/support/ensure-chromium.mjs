// Finds Debian's Chromium for the browser tests, installing it with apt when running as root.
// Playwright's own browser download cannot work here, so it is never used.
import { aptInstall } from './apt.mjs';
import { findChromium } from './chromium.mjs';

let chromium = findChromium();
if (!chromium && aptInstall('chromium', 'Chromium')) chromium = findChromium();

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
