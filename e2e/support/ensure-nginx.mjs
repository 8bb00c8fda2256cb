// Finds Debian's nginx for the real-server tests, installing it with apt when running as root,
// exactly as ensure-chromium.mjs does for the browser. Without it those tests skip, loudly.
import { execFileSync } from 'node:child_process';
import { findNginx, nginxMissing, nginxPackage } from './nginx.mjs';

let nginx = findNginx();
// An NGINX_PATH that names nothing is the caller's choice to keep apt out of it.
if (!nginx && !process.env.NGINX_PATH) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  let hasApt = false;
  try {
    execFileSync('apt-get', ['--version'], { stdio: 'ignore' });
    hasApt = true;
  } catch {}
  if (isRoot && hasApt) {
    console.log(`nginx not found: installing Debian’s ${nginxPackage} package with apt-get…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', nginxPackage], {
      stdio: 'inherit',
      env,
    });
    nginx = findNginx();
  }
}

if (nginx) console.log(`Real-server tests use ${nginx}`);
else console.warn(`\n${'!'.repeat(72)}\n${nginxMissing}\n${'!'.repeat(72)}\n`);
