/**
 * Keeps Firefox and WebKit off the internet, as support/test.ts does for Chromium: both send
 * every request for another host than the site's (this machine, or the deployed copy BASE_URL
 * names) through this local proxy. It answers the image host with the same small stand-in picture, over
 * TLS with a certificate made for the run (the engines accept it, as they accept nginx's), and
 * refuses everything else.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { site } from '../../../content/site';
import { standInImage } from '../test';

export interface OutsideStandIn {
  /** The proxy's address, http://127.0.0.1:port. */
  url: string;
  port: number;
  /** The hosts reached without it: the site's. */
  direct: readonly string[];
  stop(): Promise<void>;
}

function selfSignedCertificate(host: string): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'illuminated-order-stand-in-'));
  try {
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        ...'req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2'.split(' '),
        ...['-subj', `/CN=${host}`, '-keyout', key, '-out', cert],
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startOutsideStandIn(): Promise<OutsideStandIn> {
  const imageHost = new URL(site.heroImage.host);
  const images = createHttpsServer(
    selfSignedCertificate(imageHost.hostname),
    (_request, response) =>
      response.writeHead(200, { 'Content-Type': 'image/svg+xml' }).end(standInImage),
  );
  const proxy = createServer((_request, response) => response.writeHead(403).end());
  // HTTPS goes through the proxy as a tunnel: the image host's is handed to the stand-in server.
  proxy.on('connect', (request, socket) => {
    if (request.url === `${imageHost.hostname}:443`) {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      images.emit('connection', socket);
    } else {
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
    }
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    direct: [
      ...['localhost', '127.0.0.1'],
      ...(process.env.BASE_URL ? [new URL(process.env.BASE_URL).hostname] : []),
    ],
    stop: () =>
      new Promise((resolve) => {
        proxy.closeAllConnections();
        images.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}
