/**
 * `npm run deploy:check -- <origin>`: asks a live copy of the site for every file of the export
 * in out/, plainly and compressed, and prints what differs from the build (deployed-copy.ts), one
 * line a finding, then a summary. Exits 1 on any finding, 2 when it cannot ask. A host whose
 * certificate no public authority signed is trusted through NODE_EXTRA_CA_CERTS.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import path from 'node:path';
import { checkDeployment, checksFor, reportLines, type Answer, type Ask } from './deployed-copy';

const outDir = path.resolve(__dirname, '../out');
const usage = `Usage: npm run deploy:check -- <origin>, e.g. https://www.example.com

Compares the live site at <origin> with the export in out/ (build it from the same checkout first).`;

/** The origin asked of, or why the argument is refused. */
function originOf(argv: readonly string[]): URL | string {
  if (argv.length !== 1 || argv[0]!.startsWith('-')) return usage;
  let url: URL;
  try {
    url = new URL(argv[0]!);
  } catch {
    return `"${argv[0]}" is not a URL\n\n${usage}`;
  }
  if (!['http:', 'https:'].includes(url.protocol)) return `${url.href} is not http or https`;
  if (url.pathname !== '/' || url.search || url.hash) {
    return `${url.href} names a path: give the site's origin, where its home page is`;
  }
  return url;
}

/** Every file of the export, relative to out/ with forward slashes. */
const exportedFiles = () =>
  readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'));

/** One request at a time a connection, kept open; an answer taking over 15 s counts as none. */
function asker(origin: URL): { ask: Ask; close: () => void } {
  const https = origin.protocol === 'https:';
  const agent = https ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  const send = https ? httpsRequest : httpRequest;
  const ask: Ask = (address, encoding) =>
    new Promise<Answer>((resolve, reject) => {
      const request = send(new URL(address, origin), {
        agent,
        headers: { 'accept-encoding': encoding, 'user-agent': 'illuminated-order deploy:check' },
        timeout: 15_000,
      });
      request.once('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.once('error', reject);
        response.once('end', () =>
          resolve({
            status: response.statusCode!,
            headers: Object.fromEntries(
              Object.entries(response.headers).map(([name, value]) => [
                name,
                Array.isArray(value) ? value.join(', ') : value,
              ]),
            ),
            body: Buffer.concat(chunks),
          }),
        );
      });
      request.once('timeout', () => request.destroy(new Error('no answer within 15 s')));
      request.once('error', reject);
      request.end();
    });
  return { ask, close: () => agent.destroy() };
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  const origin = originOf(argv);
  if (typeof origin === 'string') {
    process.stderr.write(`deploy:check: ${origin}\n`);
    return 2;
  }
  const files = existsSync(outDir) ? exportedFiles() : [];
  if (!files.includes('index.html')) {
    process.stderr.write('deploy:check: out/ holds no export: run `npm run build` first\n');
    return 2;
  }
  const { ask, close } = asker(origin);
  try {
    await ask('/', 'identity');
  } catch (error) {
    process.stderr.write(
      `deploy:check: cannot reach ${origin.origin}: ${(error as Error).message}\n`,
    );
    close();
    return 2;
  }
  const outcome = await checkDeployment(
    checksFor(files),
    (file) => readFileSync(path.join(outDir, file)),
    ask,
    new Date(),
  ).finally(close);
  process.stdout.write(`${reportLines(origin.origin, outcome).join('\n')}\n`);
  return outcome.findings.length === 0 ? 0 : 1;
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    process.stderr.write(`deploy:check: ${(error as Error).stack ?? String(error)}\n`);
    process.exitCode = 2;
  },
);
