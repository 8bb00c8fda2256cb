import { existsSync } from 'node:fs';

/** The Debian package the real-server tests run; `nginx` or `nginx-full` serve as well. */
export const nginxPackage = 'nginx-light';

/** Debian's nginx, or the one NGINX_PATH names (and then only that one). */
export function findNginx() {
  const candidates = process.env.NGINX_PATH
    ? [process.env.NGINX_PATH]
    : ['/usr/sbin/nginx', '/usr/local/sbin/nginx'];
  return candidates.find((path) => existsSync(path)) ?? null;
}

/** Said whenever the nginx tests cannot run, so a skipped suite is never mistaken for a pass. */
export const nginxMissing = [
  `nginx was not found${process.env.NGINX_PATH ? ` at ${process.env.NGINX_PATH}` : ''}, so the tests against a real nginx are SKIPPED.`,
  `Install Debian's ${nginxPackage} package (\`sudo apt-get install ${nginxPackage}\`), or set`,
  'NGINX_PATH to an nginx executable, then run the tests again.',
].join('\n');
