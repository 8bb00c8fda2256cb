import { existsSync } from 'node:fs';

/** The Debian package the real-server tests run; `nginx` or `nginx-full` serve as well. */
export const nginxPackage = 'nginx-light';

/** Debian's nginx; NGINX_PATH points elsewhere when a machine keeps it elsewhere. */
const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx'];

export function findNginx() {
  return candidates.find((path) => path && existsSync(path)) ?? null;
}

/** Said whenever the nginx tests cannot run, so a skipped suite is never mistaken for a pass. */
export const nginxMissing = [
  `nginx was not found, so the tests against a real nginx are SKIPPED.`,
  `Install Debian's ${nginxPackage} package (\`sudo apt-get install ${nginxPackage}\`), or set`,
  'NGINX_PATH to an nginx executable, then run the tests again.',
].join('\n');
