/**
 * A deploy that lands while a visitor's page is open, after the page fetched its runtime ahead: a
 * proxy in front of a server of the export that answers as it does until `deploy()`, and from then
 * answers the panel's chunk 404, as a deploy that renamed it leaves it. It sends the scripts with
 * no-store, so the page's second request for the chunk, on the first touch, reaches it, as a
 * browser's does whose cache let the file go: what Playwright's routes do for Chromium, for any
 * engine.
 */
import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';
import { panelChunkFile } from './export';

export interface DeployUnderPage {
  /** The proxy's origin, http://127.0.0.1:port. */
  url: string;
  /** The panel's chunk as the page names it. */
  panelChunk: string;
  deploy(): void;
  stop(): Promise<void>;
}

export async function startDeployUnderPage(origin: string): Promise<DeployUnderPage> {
  const panelChunk = `/_next/static/chunks/${panelChunkFile()}`;
  let deployed = false;
  const proxy = createServer((request, response) => {
    const address = request.url ?? '/';
    if (deployed && address === panelChunk) return void response.writeHead(404).end();
    const upstream = forward(
      new URL(address, origin),
      { method: request.method, headers: request.headers },
      (answer) => {
        const script = address.endsWith('.js');
        const headers = { ...answer.headers, ...(script && { 'cache-control': 'no-store' }) };
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    panelChunk,
    deploy: () => void (deployed = true),
    stop: () =>
      new Promise((resolve) => {
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}
