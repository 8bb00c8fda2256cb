/**
 * What nginx spends to send the site, as the bench measures it: the generated configuration in a
 * bare nginx.conf (support/nginx-server.ts), once serving a copy of out/ as built, which it then
 * gzips for each request, and once with the compressed copies beside the files. wrk asks for the
 * home page and for the largest script over HTTPS, as a browser does (`Accept-Encoding: gzip,
 * deflate, br, zstd`), on keep-alive connections, for a few seconds each; nginx runs as one
 * process, so the CPU time its process used, over the requests it answered, is its cost a request.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { immutableAssets } from '../../scripts/security';
import { outDir } from '../support/export';
import { nginxArgs, writeNginxSite } from '../support/nginx-server';
import { nginxServerName } from '../support/servers';
import { findNginx, freePort, hasBrotliStatic } from '../support/system';

const seconds = 8;
const connections = 16;
const acceptEncoding = 'gzip, deflate, br, zstd';
/** Clock ticks a second, in /proc's CPU times. */
const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

export interface NginxLoadRow {
  url: string;
  precompressed: boolean;
  /** How the answer came: its Content-Encoding and its bytes. */
  sentAs: string;
  requestsPerSecond: number;
  cpuMsPerRequest: number;
}

/** The largest script of the export: the panel's runtime chunk. */
export function largestScript(): string {
  const dir = path.join(outDir, immutableAssets.path);
  const scripts = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, size: statSync(path.join(dir, file)).size }))
    .sort((a, b) => b.size - a.size);
  return `${immutableAssets.path}${scripts[0]!.file.split(path.sep).join('/')}`;
}

/** User and system CPU time of a process so far, in milliseconds. */
function cpuMs(pid: number): number {
  // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** One answer's Content-Encoding and size, as wrk will get it. */
function sentAs(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const asked = request(url, {
      headers: { 'Accept-Encoding': acceptEncoding },
      rejectUnauthorized: false,
    });
    asked.once('response', (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolve(`${response.headers['content-encoding'] ?? 'identity'}, ${bytes} B`),
      );
    });
    asked.once('error', reject);
    asked.end();
  });
}

function wrk(url: string): { requests: number; requestsPerSecond: number } {
  const output = execFileSync(
    'wrk',
    [
      ...['-t', '1', '-c', String(connections), '-d', `${seconds}s`],
      ...['-H', `Accept-Encoding: ${acceptEncoding}`, url],
    ],
    { encoding: 'utf8' },
  );
  const requests = Number(/(\d+) requests in/.exec(output)?.[1]);
  const requestsPerSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  if (!requests || /Non-2xx|Socket errors/.test(output)) {
    throw new Error(`wrk did not get clean answers from ${url}:\n${output}`);
  }
  return { requests, requestsPerSecond };
}

/** Says why the measure cannot run here, or null when it can. */
export function nginxLoadUnavailable(): string | null {
  const nginx = findNginx();
  if (!nginx) return 'nginx is not installed (Debian: nginx-light)';
  if (!hasBrotliStatic(nginx))
    return 'nginx has no brotli_static (libnginx-mod-http-brotli-static)';
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
  } catch (error) {
    // wrk prints its usage and exits 1 when asked its version; only a missing wrk throws ENOENT.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      return 'wrk is not installed (Debian: wrk)';
  }
  return null;
}

/** nginx serving the export from a directory of its own, until `stop`. */
async function startNginx(precompressed: boolean) {
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  if (httpPort === httpsPort) return startNginx(precompressed);
  const dir = mkdtempSync(path.join(tmpdir(), 'illuminated-order-bench-nginx-'));
  writeNginxSite(dir, { httpPort, httpsPort, precompressed });
  const nginx = spawn(findNginx()!, nginxArgs(dir), { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `https://${nginxServerName}:${httpsPort}`;
  const running = () => nginx.exitCode === null && nginx.signalCode === null;
  const stop = async () => {
    if (running()) {
      const gone = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill();
      await gone;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 15_000;
  while (!(await sentAs(`${url}/`).then(Boolean, () => false))) {
    if (!running() || Date.now() > deadline) {
      await stop();
      throw new Error('nginx did not start: see its errors above');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, pid: nginx.pid!, stop };
}

export async function measureNginxLoad(): Promise<NginxLoadRow[]> {
  const rows: NginxLoadRow[] = [];
  for (const precompressed of [false, true]) {
    const server = await startNginx(precompressed);
    try {
      for (const url of ['/', largestScript()]) {
        const address = `${server.url}${url}`;
        const sent = await sentAs(address);
        const before = cpuMs(server.pid);
        const { requests, requestsPerSecond } = wrk(address);
        const used = cpuMs(server.pid) - before;
        rows.push({
          url,
          precompressed,
          sentAs: sent,
          requestsPerSecond: Math.round(requestsPerSecond),
          cpuMsPerRequest: Number((used / requests).toFixed(3)),
        });
      }
    } finally {
      await server.stop();
    }
  }
  return rows;
}
