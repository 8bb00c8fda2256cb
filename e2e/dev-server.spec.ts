/**
 * The live preview (`npm run dev`) at both loopback addresses. Next serves its development
 * resources (scripts, the hot-reload socket, the overlay's) only to pages of localhost unless
 * allowedDevOrigins in next.config.mjs names another host: without 127.0.0.1 there, the panel
 * would never hydrate at that address. `next dev` answers such a request within a second or two of
 * starting, before it compiles any page, so the journey asks it as a page at each address would.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import path from 'node:path';
import { deployed } from './support/servers';
import { freePort } from './support/system';
import { expect, test } from './support/test';

test.skip(deployed !== undefined, `BASE_URL is set: only ${deployed} is tested.`);

const root = path.resolve(__dirname, '..');

/**
 * The status `next dev` at `url` answers a development script with, asked for by a page opened at
 * `origin` (whose requests for it name that origin); or the error that ended the request.
 */
function devScriptStatus(url: string, origin?: string) {
  return new Promise<number | string>((resolve) => {
    const ask = request(
      new URL('/_next/static/chunks/dev-server-spec.js', url),
      { headers: origin ? { Origin: origin } : {}, timeout: 10_000 },
      (response) => {
        response.resume();
        resolve(response.statusCode!);
      },
    );
    ask.once('timeout', () => ask.destroy(new Error('timed out')));
    ask.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    ask.end();
  });
}

test('npm run dev serves its development scripts to a page at 127.0.0.1, as to one at localhost', async () => {
  const port = await freePort();
  // `next dev` itself: the fonts `npm run dev` makes first are the build's already.
  const dev = spawn(path.join(root, 'node_modules/.bin/next'), ['dev', '--port', String(port)], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
    // Its own process group, so stopping it stops the server it starts too.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  dev.stdout.on('data', (chunk: Buffer) => (output += chunk));
  dev.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const exited = once(dev, 'exit');
  try {
    // Next runs one `next dev` a checkout: if one runs already (say, the developer's), it is asked.
    const running = () => /already running[\s\S]*Local:\s+(http:\/\/\S+)/.exec(output)?.[1];
    let url: string | undefined;
    await expect
      .poll(
        async () => {
          url = running() ?? `http://127.0.0.1:${port}`;
          return devScriptStatus(url);
        },
        { message: 'next dev answers', timeout: 30_000 },
      )
      .toEqual(expect.any(Number))
      .catch((error: Error) => {
        throw new Error(`${error.message}\n\nnext dev said:\n${output}`);
      });
    const { port: at } = new URL(url!);
    const statuses = {
      localhost: await devScriptStatus(url!, `http://localhost:${at}`),
      '127.0.0.1': await devScriptStatus(url!, `http://127.0.0.1:${at}`),
      'another site': await devScriptStatus(url!, 'http://elsewhere.example'),
    };
    // Refused elsewhere, so an answer at 127.0.0.1 is allowedDevOrigins' doing.
    expect(statuses).toEqual({
      localhost: statuses.localhost,
      '127.0.0.1': statuses.localhost,
      'another site': 403,
    });
    expect(statuses.localhost).not.toBe(403);
  } finally {
    if (dev.exitCode === null && dev.signalCode === null) {
      process.kill(-dev.pid!, 'SIGTERM');
      await exited;
    }
  }
});
