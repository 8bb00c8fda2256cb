/**
 * Starts the real servers for the real-server tests (e2e/servers.spec.ts), a real nginx and
 * Cloudflare Pages run locally by wrangler, and stops them when the run ends, whatever happened.
 * The tests find them through environment variables, which Playwright hands on to its workers.
 * Without nginx (a system package) its tests skip, and say why here and in the report; wrangler
 * is an npm dependency, so if it cannot start the run fails.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startNginx, startWrangler } from './support/local-servers';
import { nginxEnv, wranglerEnv } from './support/servers';
import {
  brotliStaticMissing,
  findNginx,
  hasBrotliStatic,
  loudly,
  nginxMissing,
} from './support/system';

function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function skip(reason: string): undefined {
  process.env[nginxEnv.skipped] = reason;
  console.warn(loudly(reason));
  return undefined;
}

/** nginx's stop, or nothing when it cannot run here. */
async function nginxIfInstalled(outDir: string): Promise<(() => Promise<void>) | undefined> {
  const nginx = findNginx();
  if (!nginx) return skip(nginxMissing);
  if (!hasBrotliStatic(nginx)) return skip(brotliStaticMissing);
  if (!hasOpenssl()) {
    return skip(
      'openssl was not found, so the tests against a real nginx are SKIPPED: install Debian’s openssl package.',
    );
  }
  const server = await startNginx(nginx, outDir);
  process.env[nginxEnv.url] = server.url;
  process.env[nginxEnv.httpURL] = server.httpURL!;
  process.env[nginxEnv.root] = server.root!;
  console.log(`Real-server tests use nginx at ${server.url} (plain HTTP at ${server.httpURL})`);
  return server.stop;
}

export default async function globalSetup() {
  const outDir = path.resolve(__dirname, '../out');
  if (process.env.BASE_URL) {
    process.env[nginxEnv.skipped] = `BASE_URL is set: only ${process.env.BASE_URL} is tested.`;
    process.env[wranglerEnv.skipped] = process.env[nginxEnv.skipped];
    return;
  }
  if (!existsSync(path.join(outDir, 'index.html'))) {
    throw new Error('There is no export in out/ to test: run `npm run build` first.');
  }
  const stopNginx = await nginxIfInstalled(outDir);
  try {
    const wrangler = await startWrangler(outDir);
    process.env[wranglerEnv.url] = wrangler.url;
    console.log(`Real-server tests use Cloudflare Pages (wrangler pages dev) at ${wrangler.url}`);
    return async () => {
      await wrangler.stop();
      await stopNginx?.();
    };
  } catch (error) {
    await stopNginx?.();
    throw error;
  }
}
