/**
 * `npm run deploy:check` against nginx serving a folder gone wrong the ways an upload goes wrong:
 * the home page's brotli copy left from an older build, and the retreats page edited after the
 * build, its copies made anew, so its inline script no longer matches its CSP. Each healthy host
 * passes it in servers.spec.ts.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inlineScripts, scriptHash } from '../scripts/csp';
import { applyEdits, elementsOf, textOf, type Element } from '../scripts/html';
import { encodings } from '../scripts/precompress';
import { runDeployCheck, type DeployCheckRun } from './support/deploy-check';
import { nginxArgs, writeNginxServer } from './support/nginx-server';
import { localNginx, nginxDirectory, nginxServerName } from './support/servers';
import { findNginx, freePort, statusAt } from './support/system';
import { expect, test } from './support/test';

/** The page with the content of the first element `that` matches replaced by `content`. */
function withContent(html: string, that: (element: Element) => boolean, content: string): string {
  const { childNodes } = elementsOf(html).find(that)!;
  const start = childNodes[0]!.sourceCodeLocation!.startOffset;
  const end = childNodes.at(-1)!.sourceCodeLocation!.endOffset;
  return applyEdits(html, [{ start, end, text: content }]);
}

const writeCopy = (file: string, html: string, encoding: keyof typeof encodings) =>
  writeFileSync(
    `${file}${encodings[encoding].extension}`,
    encodings[encoding].compress(Buffer.from(html)),
  );

test.describe('npm run deploy:check against nginx serving a folder gone wrong', () => {
  test.skip(!localNginx || localNginx.skip !== undefined, localNginx?.skip);
  test.describe.configure({ mode: 'serial' });

  let run: DeployCheckRun;
  let editedScript: string;
  let editedPage: string;

  test.beforeAll(async () => {
    // A run of the real command, which asks for every file in each encoding: on two busy cores
    // it has taken over the default 30 s.
    test.setTimeout(90_000);
    const dir = mkdtempSync(path.join(tmpdir(), 'illuminated-order-broken-nginx-'));
    const root = path.join(dir, 'root');
    // The folder the run's nginx serves, as `npm run deploy:nginx-root` wrote it.
    cpSync(path.join(nginxDirectory, 'root'), root, { recursive: true, preserveTimestamps: true });
    const home = path.join(root, 'index.html');
    const olderHome = withContent(
      readFileSync(home, 'utf8'),
      (element) => element.tagName === 'h1',
      'Yesterday’s heading',
    );
    writeCopy(home, olderHome, 'br');
    const retreats = path.join(root, 'retreats/index.html');
    // The menu's script, the one without a type: a classic script the browser runs.
    const isMenuScript = (element: Element) =>
      element.tagName === 'script' && !element.attrs.length;
    const built = readFileSync(retreats, 'utf8');
    editedScript = `${textOf(elementsOf(built).find(isMenuScript)!)};`;
    editedPage = withContent(built, isMenuScript, editedScript);
    writeFileSync(retreats, editedPage);
    for (const encoding of ['br', 'gzip'] as const) writeCopy(retreats, editedPage, encoding);

    const httpPort = await freePort();
    let httpsPort = await freePort();
    while (httpsPort === httpPort) httpsPort = await freePort();
    writeNginxServer(dir, { httpPort, httpsPort });
    const nginx = spawn(findNginx()!, nginxArgs(dir), { stdio: ['ignore', 'ignore', 'inherit'] });
    const origin = `https://${nginxServerName}:${httpsPort}`;
    try {
      await expect.poll(() => statusAt(`${origin}/`)).toBe(200);
      run = await runDeployCheck(origin, path.join(dir, 'cert.pem'));
    } finally {
      nginx.kill('SIGTERM');
      await once(nginx, 'exit');
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('fails, naming the home page whose brotli copy is an older build’s', () => {
    expect(run.lines).toContainEqual(
      expect.stringMatching(
        /^out\/index\.html at \/ \(br\): decodes to .*: a compressed copy of another build is sent instead$/,
      ),
    );
    expect(run.lines.at(-1)).toMatch(/differs from the build: 3 findings in /);
    expect(run.status).toBe(1);
  });

  test('fails, naming the page whose inline script no longer matches its CSP, and the script', () => {
    const scripts = inlineScripts(editedPage);
    const position = scripts.indexOf(editedScript) + 1;
    expect(run.lines).toContain(
      `out/retreats/index.html at /retreats/: inline script ${position} of ${scripts.length} (${scriptHash(editedScript)}) is not in its CSP: browsers refuse to run it`,
    );
    expect(run.status).toBe(1);
  });
});
