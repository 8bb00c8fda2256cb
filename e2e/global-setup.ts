/**
 * Starts a real nginx for the real-server tests (e2e/servers.spec.ts) and stops it when the run
 * ends, whatever happened. The tests find it through environment variables, which Playwright
 * hands on to its workers; without nginx they skip, and say why here and in the report.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { findNginx, nginxMissing } from './support/nginx.mjs';
import { startNginx } from './support/nginx-server';
import { nginxEnv } from './support/servers';

function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function skip(reason: string) {
  process.env[nginxEnv.skipped] = reason;
  console.warn(`\n${'!'.repeat(72)}\n${reason}\n${'!'.repeat(72)}\n`);
}

export default async function globalSetup() {
  const outDir = path.resolve(__dirname, '../out');
  if (process.env.BASE_URL) {
    process.env[nginxEnv.skipped] = `BASE_URL is set: only ${process.env.BASE_URL} is tested.`;
    return;
  }
  const nginx = findNginx();
  if (!nginx) return skip(nginxMissing);
  if (!hasOpenssl()) {
    return skip(
      'openssl was not found, so the tests against a real nginx are SKIPPED: install Debian’s openssl package.',
    );
  }
  if (!existsSync(path.join(outDir, 'index.html'))) {
    return skip(
      'There is no export in out/, so the tests against a real nginx are SKIPPED: run `npm run build` first.',
    );
  }
  const server = await startNginx(nginx, outDir);
  process.env[nginxEnv.url] = server.url;
  process.env[nginxEnv.httpURL] = server.httpURL;
  console.log(`Real-server tests use nginx at ${server.url} (plain HTTP at ${server.httpURL})`);
  return server.stop;
}
