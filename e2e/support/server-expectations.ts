/**
 * What every server of the site must do, as one list: headers, CSP, caching, redirects, 404s and
 * compression. e2e/servers.spec.ts runs each against the preview server, a real nginx and
 * Cloudflare Pages.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import path from 'node:path';
import { connect as tlsConnect, type ConnectionOptions } from 'node:tls';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { routes } from '../../content/navigation';
import { notFoundPage } from '../../content/not-found';
import { expectSiteFontsLoaded } from './fonts';
import { recordProblems } from './recorders';
import { site } from '../../content/site';
import { shareCardPath, shareCardSize } from '../../app/_lib/share-card';
import { plainFiles } from '../../scripts/hosts';
import { encodings } from '../../scripts/precompress';
import { securityTxtPath } from '../../scripts/security-txt';
import {
  immutableAssets,
  revalidate,
  securityHeadersFor,
  type ResponseKind,
} from '../../scripts/security';
import { outDir, readExport } from './export';
import { h1, notFoundPage as unknownPage, panelPage } from './locators';
import { servers, type ServerUnderTest } from './servers';
import { expect, type Page } from './test';

export interface ExpectationContext {
  request: APIRequestContext;
  /** A browser page, for the expectations `inBrowser` only. */
  page: Page;
  /** The server's origin, e.g. https://127.0.0.1:40123. */
  baseURL: string;
  /** Where plain HTTP is answered, for a server over HTTPS. */
  httpURL?: string;
  server: ServerUnderTest;
}

export interface ServerExpectation {
  /** A sentence about the server, read after its name. */
  title: string;
  /** Servers it does not apply to are left out, rather than skipped. */
  appliesTo?: (server: ServerUnderTest) => boolean;
  /** Loads pages in a browser: the others make their requests without one. */
  inBrowser?: true;
  timeout?: number;
  check(context: ExpectationContext): Promise<void>;
}

/** The largest fingerprinted file of each kind the pages load, found in the export itself. */
function fingerprintedAssets(): string[] {
  const dir = path.join(outDir, immutableAssets.path);
  const size = (file: string) => statSync(path.join(dir, file)).size;
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  files.sort((a, b) => size(b) - size(a));
  return ['.css', '.js', '.woff2'].map((extension) => {
    const file = files.find((f) => f.endsWith(extension));
    if (!file) throw new Error(`No ${extension} file under out${immutableAssets.path}`);
    return `${immutableAssets.path}${file.split(path.sep).join('/')}`;
  });
}

const pages = routes.map((route) => route.href);
/** The home page's share card stands for the pictures every page shares. */
const shareCard = shareCardPath('/');
const missing = [
  unknownPage,
  '/no-such-image.png',
  `${immutableAssets.path}chunks/no-such-chunk.js`,
  // A folder of the export without a page of its own: no listing, no "forbidden".
  '/_next/',
];

const get = (request: APIRequestContext, url: string) => request.get(url, { maxRedirects: 0 });

/**
 * Every security header, with the CSP of a page or of a file; `either` for a deployed host whose
 * way of choosing (by address, or by the file it answers with) is not known here.
 */
function expectSecurityHeaders(
  response: APIResponse,
  what: string,
  kind: ResponseKind | 'either' = 'page',
) {
  const headers = response.headers();
  for (const [name, value] of Object.entries(securityHeadersFor())) {
    if (name === 'Content-Security-Policy') continue;
    expect(headers[name.toLowerCase()], `${name} on ${what}`).toBe(value);
  }
  const csp = (k: ResponseKind) => securityHeadersFor(undefined, k)['Content-Security-Policy'];
  const allowed = kind === 'either' ? [csp('page'), csp('file')] : [csp(kind)];
  expect(allowed, `Content-Security-Policy on ${what}`).toContain(
    headers['content-security-policy'],
  );
}

/** The 404 page's headers at a missing address: its own, or those of the address asked for. */
function missingKind(server: ServerUnderTest, url: string): ResponseKind | 'either' {
  if (!url.startsWith(immutableAssets.path)) return 'page';
  if (server.headersByServedFile === undefined) return 'either';
  return server.headersByServedFile ? 'page' : 'file';
}

/** Resolves a redirect's Location as a browser would. */
function redirectTarget(response: APIResponse): string {
  const location = response.headers()['location'];
  expect(location, `Location of ${response.url()}`).toBeDefined();
  return new URL(location!, response.url()).href;
}

export const serverExpectations: readonly ServerExpectation[] = [
  {
    title: 'sends every security header with every page, file, asset and 404',
    async check({ request, server }) {
      for (const url of pages) expectSecurityHeaders(await get(request, url), url, 'page');
      for (const url of [...plainFiles, ...fingerprintedAssets()]) {
        expectSecurityHeaders(await get(request, url), url, 'file');
      }
      for (const url of missing) {
        expectSecurityHeaders(await get(request, url), url, missingKind(server, url));
      }
    },
  },
  {
    title:
      'has fingerprinted assets kept a year, immutable, and all else revalidated on each visit',
    async check({ request, server }) {
      const assets = fingerprintedAssets();
      for (const url of [...pages, ...plainFiles, ...assets, ...missing]) {
        const response = await get(request, url);
        // Pages and listed files answer 200: a removed one would only be checked as a 404.
        if (!missing.includes(url)) expect(response.status(), url).toBe(200);
        const expected = assets.includes(url)
          ? immutableAssets.cacheControl
          : missing.includes(url)
            ? (server.notFoundCacheControl ?? revalidate.cacheControl)
            : revalidate.cacheControl;
        expect(response.headers()['cache-control'], url).toBe(expected);
      }
    },
  },
  {
    title: 'serves each page byte for byte as built, so its CSP hashes still match its scripts',
    async check({ request }) {
      for (const url of pages) {
        const response = await get(request, url);
        expect(response.headers()['content-type'], url).toMatch(/^text\/html; charset=utf-8$/i);
        expect(await response.text(), url).toBe(readExport(url));
      }
    },
  },
  {
    title: 'redirects an address without its trailing slash to the page, permanently',
    async check({ request, baseURL, server }) {
      for (const url of pages.filter((p) => p !== '/')) {
        const response = await get(request, url.slice(0, -1));
        expect(server.permanent, url).toContain(response.status());
        // Same scheme, host and port as asked: nothing leaks an internal port or plain http.
        expect(redirectTarget(response), url).toBe(`${baseURL}${url}`);
      }
    },
  },
  {
    title: 'keeps that redirect on the host the visitor asked for, even behind a proxy or CDN',
    appliesTo: (server) => server.local,
    async check({ request, server }) {
      // In front of the server, a proxy or CDN ends TLS and forwards the public host name (a
      // server that answers one name only gets that one). The redirect must not name the
      // server's own scheme or port.
      const publicHost = server.hostName ?? 'www.example.test';
      const response = await request.get('/retreats', {
        maxRedirects: 0,
        headers: { Host: publicHost },
      });
      expect(server.permanent).toContain(response.status());
      const location = response.headers()['location']!;
      expect(new URL(location, `https://${publicHost}/retreats`).href).toBe(
        `https://${publicHost}/retreats/`,
      );
    },
  },
  {
    title: 'keeps the query string and every security header on that redirect',
    appliesTo: (server) => server.completeRedirects,
    async check({ request, baseURL, server }) {
      const response = await get(request, '/retreats?ref=letter');
      expect(server.permanent).toContain(response.status());
      expect(redirectTarget(response)).toBe(`${baseURL}/retreats/?ref=letter`);
      expectSecurityHeaders(response, 'the redirect');
      const cacheControl =
        server.redirectCacheControl === undefined
          ? revalidate.cacheControl
          : (server.redirectCacheControl ?? undefined);
      expect(response.headers()['cache-control']).toBe(cacheControl);
    },
  },
  {
    title:
      'answers unknown addresses, hidden files and copies of the 404 page with the branded 404',
    inBrowser: true,
    async check({ request, page, server }) {
      for (const url of [...missing, ...server.hidden]) {
        const response = await get(request, url);
        expect(response.status(), url).toBe(404);
        expect(await response.text(), url).toBe(readExport('404'));
        // Every missing address's headers are checked with the others, above.
        if (server.hidden.includes(url)) expectSecurityHeaders(response, url);
      }
      const response = await page.goto(unknownPage);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: notFoundPage.title })).toBeVisible();
    },
  },
  {
    title: 'never hands out the files it reads its own rules from',
    appliesTo: (server) => server.withheld.length > 0,
    async check({ request, server }) {
      for (const url of server.withheld) {
        const response = await get(request, url);
        expect(response.status(), url).not.toBe(200);
        expect(await response.text(), url).not.toBe(readFileSync(path.join(outDir, url), 'utf8'));
      }
    },
  },
  {
    title: 'serves /.well-known/security.txt as built, as UTF-8 text',
    async check({ request }) {
      const response = await get(request, securityTxtPath);
      expect(response.headers()['content-type']).toMatch(/^text\/plain; ?charset=utf-8$/i);
      const text = await response.text();
      expect(text).toBe(readFileSync(path.join(outDir, securityTxtPath), 'utf8'));
    },
  },
  {
    title: 'compresses pages, styles, scripts and text with gzip',
    async check({ request, server }) {
      const [css, js] = fingerprintedAssets();
      for (const url of ['/', '/retreats/', '/no-such-page/', css!, js!, '/sitemap.xml']) {
        const response = await request.get(url, { headers: { 'Accept-Encoding': 'gzip' } });
        expect(response.headers()['content-encoding'], url).toBe('gzip');
        if (server.variesOnEncoding) {
          expect(response.headers()['vary'], url).toMatch(/accept-encoding/i);
        }
      }
    },
  },
  {
    title:
      'sends a page and the largest script as the brotli or gzip copy beside each, at that copy’s length',
    appliesTo: (server) => server.precompressed === true,
    async check({ request, server }) {
      const root = server.locate().precompressedRoot!;
      const [, js] = fingerprintedAssets();
      for (const [url, file] of [
        ['/', '/index.html'],
        [js!, js!],
      ] as const) {
        for (const [encoding, { extension }] of Object.entries(encodings)) {
          const what = `${url} as ${encoding}`;
          const response = await request.get(url, { headers: { 'Accept-Encoding': encoding } });
          const headers = response.headers();
          expect(headers['content-encoding'], what).toBe(encoding);
          expect(headers['vary'], what).toMatch(/accept-encoding/i);
          expect(Number(headers['content-length']), what).toBe(
            statSync(path.join(root, `${file}${extension}`)).size,
          );
          expect((await response.body()).equals(readFileSync(path.join(outDir, file))), what).toBe(
            true,
          );
        }
      }
    },
  },
  {
    title: 'never names its software version',
    async check({ request }) {
      for (const url of ['/', '/retreats', '/no-such-page/', ...fingerprintedAssets()]) {
        const headers = (await get(request, url)).headers();
        expect(headers['server'] ?? '', url).not.toMatch(/\d/);
        expect(headers['x-powered-by'], url).toBeUndefined();
      }
    },
  },
  {
    title: 'shows every page with its fonts and images, no CSP violation and no refused request',
    // The server the journeys use has every page checked for this as it is loaded (pages.spec.ts).
    appliesTo: (server) => server !== servers[0],
    timeout: 90_000,
    inBrowser: true,
    async check({ page }) {
      const problems = await recordProblems(page, { console: /Cross-Origin/i });
      for (const url of pages) {
        // Only the panel's page fetches anything once loaded: its runtime, at idle.
        await page.goto(url, { waitUntil: url === panelPage ? 'networkidle' : 'load' });
        await expect(h1(page)).toBeVisible();
        await expectSiteFontsLoaded(page, url);
      }
      await page.goto('/');
      // The background photograph comes from the image host (stood in for locally), so it is
      // governed by that host's headers, not by ours.
      await expect
        .poll(() =>
          page.evaluate(
            (host) =>
              performance.getEntriesByType('resource').some((entry) => entry.name.startsWith(host)),
            site.heroImage.host,
          ),
        )
        .toBe(true);
      expect(problems).toEqual([]);
    },
  },
  {
    title: 'denies the powerful features the site never uses, naming only features Chromium knows',
    inBrowser: true,
    async check({ page }) {
      const complaints = await recordProblems(page, { console: /Permissions-Policy/i });
      await page.goto('/');
      const allowed = await page.evaluate(() =>
        (
          document as Document & { featurePolicy: { allowedFeatures(): string[] } }
        ).featurePolicy.allowedFeatures(),
      );
      expect(complaints).toEqual([]);
      const denied = securityHeadersFor()
        ['Permissions-Policy']!.split(', ')
        .map((entry) => entry.replace('=()', ''));
      expect(allowed.filter((feature) => denied.includes(feature))).toEqual([]);
      // The frequency controller's sound starts under the autoplay policy.
      expect(allowed).toContain('autoplay');
    },
  },
  {
    title: 'refuses to let another site embed its files (Cross-Origin-Resource-Policy)',
    inBrowser: true,
    async check({ page, baseURL }) {
      // Another site's page, on a loopback name like the site's, so only cross-origin rules apply.
      const elsewhere = 'http://localhost:9/';
      await page.route(elsewhere, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<title>Elsewhere</title><img alt="borrowed" src="${baseURL}${shareCard}">`,
        }),
      );
      const loadedWidth = (img: HTMLImageElement) =>
        img.complete
          ? img.naturalWidth
          : new Promise<number>((resolve) => {
              img.onload = img.onerror = () => resolve(img.naturalWidth);
            });
      // Chromium asks before a page reaches a loopback address; let it, so only CORP decides.
      await page.context().grantPermissions(['local-network-access'], { origin: elsewhere });
      const refusals: string[] = [];
      page.on('requestfailed', (r) => refusals.push(`${r.failure()?.errorText} ${r.url()}`));
      await page.goto(elsewhere);
      expect(await page.getByRole('img', { name: 'borrowed' }).evaluate(loadedWidth)).toBe(0);
      // Refused for that header, not for any other reason.
      expect(refusals).toEqual([
        `net::ERR_BLOCKED_BY_RESPONSE.NotSameOrigin ${baseURL}${shareCard}`,
      ]);
      // The same picture on the site's own page loads: the policy refuses others only.
      await page.goto('/');
      const own = await page.evaluate(async (src) => {
        const img = new Image();
        img.src = src;
        await img.decode().catch(() => undefined);
        return img.naturalWidth;
      }, shareCard);
      expect(own).toBe(shareCardSize.width);
    },
  },
  {
    title: 'redirects plain HTTP to HTTPS on its own name permanently, keeping the path and query',
    appliesTo: (server) => server.overHttps,
    async check({ request, baseURL, httpURL, server }) {
      for (const url of ['/', '/retreats/?ref=letter', '/no-such-page/']) {
        const response = await get(request, `${httpURL}${url}`);
        expect(server.permanent, url).toContain(response.status());
        expect(redirectTarget(response), url).toBe(`${baseURL}${url}`);
      }
    },
  },
  {
    title: 'speaks HTTP/2 over TLS 1.2 or newer',
    appliesTo: (server) => server.overHttps,
    inBrowser: true,
    async check({ page }) {
      const response = await page.goto('/');
      const details = await response!.securityDetails();
      expect(['TLS 1.2', 'TLS 1.3']).toContain(details?.protocol);
      const protocol = await page.evaluate(
        () =>
          (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
            .nextHopProtocol,
      );
      expect(protocol).toBe('h2');
    },
  },
  {
    title: 'refuses a client that offers nothing newer than TLS 1.1',
    appliesTo: (server) => server.overHttps,
    async check({ baseURL }) {
      const { hostname, port } = new URL(baseURL);
      const offering = (maxVersion: 'TLSv1.1' | 'TLSv1.2') =>
        handshake(Number(port || 443), {
          servername: hostname,
          minVersion: 'TLSv1',
          maxVersion,
          // Let this client offer the old versions, so only the server can refuse them.
          ciphers: 'DEFAULT:@SECLEVEL=0',
        });
      expect(await offering('TLSv1.1')).toEqual({ error: expect.any(String) });
      expect(await offering('TLSv1.2')).toEqual({ protocol: 'TLSv1.2' });
    },
  },
  {
    title: 'resumes a TLS session, over TLS 1.2 and 1.3',
    appliesTo: (server) => server.overHttps,
    async check({ baseURL }) {
      const { hostname, port } = new URL(baseURL);
      for (const version of ['TLSv1.2', 'TLSv1.3'] as const) {
        const options = { servername: hostname, minVersion: version, maxVersion: version };
        const first = await tlsSession(Number(port || 443), options);
        expect(first.outcome, version).toEqual({ protocol: version, reused: false });
        const again = await tlsSession(Number(port || 443), { ...options, session: first.session });
        expect(again.outcome, version).toEqual({ protocol: version, reused: true });
      }
    },
  },
  {
    title: 'answers no other host name: plain HTTP is closed, the TLS handshake refused',
    appliesTo: (server) => server.hostName !== undefined && server.overHttps,
    async check({ baseURL, httpURL, server }) {
      const site = server.hostName!;
      const closed = { error: 'ECONNRESET' };
      // The site's own name is answered, so a refusal below is for the name alone.
      expect(await getWithHost(`${httpURL}/x`, { host: site })).toEqual(
        expect.objectContaining({ status: 301 }),
      );
      expect(await getWithHost(`${httpURL}/x`, { host: 'evil.example' })).toEqual(closed);
      expect(await getWithHost(`${httpURL}/x`, { host: '127.0.0.1' })).toEqual(closed);

      const port = Number(new URL(baseURL).port || 443);
      expect(await handshake(port, { servername: site })).toEqual({ protocol: 'TLSv1.3' });
      for (const servername of ['evil.example', undefined]) {
        const refused = await handshake(port, { servername });
        expect(refused, `server name ${servername}`).toEqual({
          error: expect.stringMatching(/UNRECOGNIZED_NAME|ECONNRESET/),
        });
      }
      // A client that names the site in TLS but another host in HTTP gets nothing either.
      expect(await getWithHost(`${baseURL}/`, { host: site, serverName: site })).toEqual(
        expect.objectContaining({ status: 200 }),
      );
      expect(await getWithHost(`${baseURL}/`, { host: 'evil.example', serverName: site })).toEqual(
        closed,
      );
    },
  },
];

/** What came back from a request a browser cannot make: a status, or the error that ended it. */
type Answer = { status: number } | { error: string };

/**
 * A GET of `url`'s path sent to 127.0.0.1 at `url`'s port with the Host header given and, over
 * https, the TLS server name given (none for an IP address, as clients send none then).
 */
function getWithHost(url: string, { host, serverName }: { host: string; serverName?: string }) {
  const { protocol, port, pathname, search } = new URL(url);
  const send = protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<Answer>((resolve) => {
    const request = send({
      host: '127.0.0.1',
      port: Number(port),
      path: `${pathname}${search}`,
      headers: { Host: host },
      ...(protocol === 'https:' ? { servername: serverName, rejectUnauthorized: false } : {}),
      agent: false,
      timeout: 5_000,
    });
    request.once('response', (response) => {
      response.resume();
      resolve({ status: response.statusCode! });
    });
    request.once('timeout', () => request.destroy(new Error('timed out')));
    request.once('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message }),
    );
    request.end();
  });
}

/** A TLS handshake with 127.0.0.1 at `port`: the version agreed, or the error that ended it. */
function handshake(
  port: number,
  options: Pick<ConnectionOptions, 'servername' | 'minVersion' | 'maxVersion' | 'ciphers'>,
) {
  return new Promise<{ protocol: string } | { error: string }>((resolve) => {
    const socket = tlsConnect({ host: '127.0.0.1', port, rejectUnauthorized: false, ...options });
    socket.setTimeout(5_000, () => socket.destroy(new Error('timed out')));
    socket.once('secureConnect', () => {
      resolve({ protocol: socket.getProtocol() ?? '' });
      socket.destroy();
    });
    socket.once('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message }),
    );
  });
}

/**
 * A TLS connection to 127.0.0.1 at `port`: the version and whether it resumed the session given,
 * or the error that ended it; and the session to resume it by, waited for when a new one is
 * handed over (with the handshake in TLS 1.2, in a message after it in 1.3).
 */
function tlsSession(
  port: number,
  options: Pick<ConnectionOptions, 'servername' | 'minVersion' | 'maxVersion' | 'session'>,
) {
  type Outcome = { protocol: string; reused: boolean } | { error: string };
  return new Promise<{ outcome: Outcome; session?: Buffer }>((resolve) => {
    const socket = tlsConnect({ host: '127.0.0.1', port, rejectUnauthorized: false, ...options });
    const done = (session: Buffer | undefined) => {
      const protocol = socket.getProtocol() ?? '';
      resolve(
        session
          ? { outcome: { protocol, reused: socket.isSessionReused() }, session }
          : { outcome: { error: `no session over ${protocol}` } },
      );
      socket.destroy();
    };
    socket.setTimeout(5_000, () => done(undefined));
    socket.once('secureConnect', () => {
      if (socket.isSessionReused()) done(options.session as Buffer);
      else if (socket.getProtocol() === 'TLSv1.2') done(socket.getSession());
    });
    socket.once('session', done);
    socket.once('error', (error: NodeJS.ErrnoException) =>
      resolve({ outcome: { error: error.code ?? error.message } }),
    );
  });
}
