/**
 * What every server of the site must do, headers, CSP, caching, redirects, 404s and compression,
 * against each host of the run (support/servers.ts); every file's bytes and headers are proven by
 * `npm run deploy:check`, run against each. The hosts: a real nginx over HTTPS with the
 * configuration deploy:nginx prints and Cloudflare Pages run by wrangler; or the deployed copy
 * BASE_URL names, as the kind of host HOST_KIND says it is, which is how the preview the other
 * journeys use is checked too (deployed-run.spec.ts).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import path from 'node:path';
import { connect as tlsConnect, type ConnectionOptions } from 'node:tls';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { shareCardPath, shareCardSize } from '../app/_lib/share-card';
import { routes } from '../content/navigation';
import { notServed, plainFiles } from '../scripts/hosts';
import { encodings } from '../scripts/precompress';
import {
  immutableAssets,
  revalidate,
  securityHeadersFor,
  type ResponseKind,
} from '../scripts/security';
import { securityTxtPath } from '../scripts/security-txt';
import { runDeployCheck } from './support/deploy-check';
import { exportedFile, outDir, readExport } from './support/export';
import { notFoundPage as unknownPage } from './support/locators';
import { recordProblems } from './support/recorders';
import { cannot, hosts } from './support/servers';
import { expect, test } from './support/test';

// How each host reads its rules is hosts.test.ts's (Netlify, Vercel) and the journeys below
// (Cloudflare Pages, from _headers; the preview, from .next/serve.json, in deployed-run.spec.ts).
test('the export carries the rules files Netlify, Cloudflare Pages and Vercel read from it', () => {
  const absent = notServed.filter((file) => !existsSync(path.join(outDir, file)));
  expect(absent, 'missing from out/').toEqual([]);
});

test("the hosts' rules name every file the export serves outside /_next/ and its pages", () => {
  const served = readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(outDir, path.join(entry.parentPath, entry.name))}`)
    .filter(
      (file) =>
        !file.startsWith('/_next/') &&
        !file.endsWith('.html') &&
        // Next's payloads for client-side navigation, which these pages never make.
        !/\/(index|__next\.[^/]*)\.txt$/.test(file) &&
        !notServed.includes(file),
    );
  expect(served.sort()).toEqual([...plainFiles].sort());
});

/** The largest fingerprinted file of each kind the pages load: css, js, woff2. */
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
 * The content type a browser needs to take a file as what it is (under nosniff it refuses a style
 * or a script sent as anything else), by the file's kind; a page, or the 404, is UTF-8 HTML, and
 * security.txt UTF-8 text, as RFC 9116 asks.
 */
function contentTypeOf(url: string): RegExp {
  if (url === securityTxtPath) return /^text\/plain; ?charset=utf-8$/i;
  const types: Record<string, RegExp> = {
    '': /^text\/html; ?charset=utf-8$/i,
    '.css': /^text\/css\b/i,
    '.js': /^(?:application|text)\/javascript\b/i,
    '.woff2': /^font\/woff2$/i,
    '.png': /^image\/png$/i,
    '.svg': /^image\/svg\+xml\b/i,
    '.xml': /^(?:application|text)\/xml\b/i,
    '.txt': /^text\/plain\b/i,
  };
  const type = types[path.posix.extname(url)];
  if (!type) throw new Error(`No content type is known here for ${url}`);
  return type;
}

/** Every security header, with the CSP of a page or of a file, or of either (`either`). */
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

/** Resolves a redirect's Location as a browser would. */
function redirectTarget(response: APIResponse): string {
  const location = response.headers()['location'];
  expect(location, `Location of ${response.url()}`).toBeDefined();
  return new URL(location!, response.url()).href;
}

for (const host of hosts) {
  test.describe(host.name, () => {
    test.skip(host.skip !== undefined, host.skip);
    // nginx's certificate is made for the run, so no browser or client could trust it.
    test.use({ baseURL: host.baseURL, ignoreHTTPSErrors: true });

    // Every file's own headers, and its bytes, are deploy:check's (below).
    test('sends every security header with a 404, whatever address was missing', async ({
      request,
    }) => {
      for (const url of missing) {
        const kind = url.startsWith(immutableAssets.path) ? host.missingAsset : 'page';
        expectSecurityHeaders(await get(request, url), url, kind);
      }
    });

    test('has fingerprinted assets kept a year, immutable, and all else revalidated on each visit', async ({
      request,
    }) => {
      const assets = fingerprintedAssets();
      for (const url of [...pages, ...plainFiles, ...assets, ...missing]) {
        const response = await get(request, url);
        // Pages and listed files answer 200: a removed one would only be checked as a 404.
        if (!missing.includes(url)) expect(response.status(), url).toBe(200);
        const expected = assets.includes(url)
          ? immutableAssets.cacheControl
          : missing.includes(url)
            ? (host.notFoundCacheControl ?? revalidate.cacheControl)
            : revalidate.cacheControl;
        expect(response.headers()['cache-control'], url).toBe(expected);
      }
    });

    test('sends each kind of file with the content type a browser takes it as', async ({
      request,
    }) => {
      for (const url of [...pages, unknownPage, ...plainFiles, ...fingerprintedAssets()]) {
        const type = (await get(request, url)).headers()['content-type'];
        expect(type, url).toMatch(contentTypeOf(url));
      }
    });

    test('passes npm run deploy:check: every file as built, in each encoding, with its headers', async () => {
      // It asks for every file in each encoding: on two busy cores that has taken over 20 s.
      test.setTimeout(90_000);
      const run = await runDeployCheck(host.baseURL, host.certificate);
      expect(run.lines).toEqual([
        expect.stringContaining(`deploy:check: ${host.baseURL} is true to the build: `),
      ]);
      expect(run.status).toBe(0);
    });

    test('answers a request for ten ranges with one range or the whole page, never ten parts', async ({
      request,
    }) => {
      const ranges = Array.from({ length: 10 }, (_, i) => `${i * 2}-${i * 2}`).join(',');
      const response = await request.get('/', {
        headers: { Range: `bytes=${ranges}`, 'Accept-Encoding': 'identity' },
      });
      const page = readFileSync(exportedFile('/'));
      const body = await response.body();
      expect(response.headers()['content-type']).toMatch(/^text\/html/i);
      if (response.status() === 206) {
        const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(response.headers()['content-range'] ?? '');
        expect(range, 'one Content-Range').not.toBeNull();
        const [start, end, total] = range!.slice(1).map(Number) as [number, number, number];
        expect(total).toBe(page.length);
        expect(body.equals(page.subarray(start, end + 1))).toBe(true);
      } else {
        expect(response.status()).toBe(200);
        expect(body.equals(page)).toBe(true);
      }
    });

    test('redirects an address without its trailing slash to the page, permanently', async ({
      request,
      baseURL,
    }) => {
      for (const url of pages.filter((p) => p !== '/')) {
        const response = await get(request, url.slice(0, -1));
        expect(host.permanent, url).toContain(response.status());
        // Same scheme, host and port as asked: nothing leaks an internal port or plain http.
        expect(redirectTarget(response), url).toBe(`${baseURL}${url}`);
      }
    });

    test('keeps that redirect on the host the visitor asked for, even behind a proxy or CDN', async ({
      request,
    }) => {
      // In front of the server, a proxy or CDN ends TLS and forwards the public host name (a
      // host that finds the site by its name gets that name). The redirect must not name the
      // server's own scheme or port.
      const publicHost = host.routesByName ? new URL(host.baseURL).hostname : 'www.example.test';
      const response = await request.get('/retreats', {
        maxRedirects: 0,
        headers: { Host: publicHost },
      });
      expect(host.permanent).toContain(response.status());
      const location = response.headers()['location']!;
      expect(new URL(location, `https://${publicHost}/retreats`).href).toBe(
        `https://${publicHost}/retreats/`,
      );
    });

    test('keeps the query string and every security header on that redirect', async ({
      request,
      baseURL,
    }) => {
      test.skip(host.bareRedirects !== undefined, host.bareRedirects);
      const response = await get(request, '/retreats?ref=letter');
      expect(host.permanent).toContain(response.status());
      expect(redirectTarget(response)).toBe(`${baseURL}/retreats/?ref=letter`);
      expectSecurityHeaders(response, 'the redirect');
      expect(response.headers()['cache-control']).toBe(
        host.uncachedRedirects ? undefined : revalidate.cacheControl,
      );
    });

    test('answers unknown addresses, hidden files, 404 page copies and compressed copies with the branded 404', async ({
      request,
    }) => {
      for (const url of [...missing, ...host.hidden]) {
        const response = await get(request, url);
        expect(response.status(), url).toBe(404);
        expect(await response.text(), url).toBe(readExport('404'));
        // Every missing address's headers are checked with the others, above.
        if (host.hidden.includes(url)) expectSecurityHeaders(response, url);
      }
    });

    test('never hands out the files it reads its own rules from', async ({ request }) => {
      test.skip(!host.withheld, cannot.rules);
      for (const url of host.withheld!) {
        const response = await get(request, url);
        expect(response.status(), url).not.toBe(200);
        expect(await response.text(), url).not.toBe(readFileSync(path.join(outDir, url), 'utf8'));
      }
    });

    test('compresses pages, styles, scripts and text with gzip', async ({ request }) => {
      const [css, js] = fingerprintedAssets();
      for (const url of ['/', '/retreats/', '/no-such-page/', css!, js!, '/sitemap.xml']) {
        const response = await request.get(url, { headers: { 'Accept-Encoding': 'gzip' } });
        expect(response.headers()['content-encoding'], url).toBe('gzip');
        if (!host.noVary) expect(response.headers()['vary'], url).toMatch(/accept-encoding/i);
      }
    });

    test('sends a page and the largest script as the brotli or gzip copy beside each, at that copy’s length', async ({
      request,
    }) => {
      test.skip(!host.precompressed, cannot.copies);
      const [, js] = fingerprintedAssets();
      for (const [url, file] of [
        ['/', '/index.html'],
        [js!, js!],
      ] as const) {
        const built = readFileSync(path.join(outDir, file));
        for (const [encoding, { compress }] of Object.entries(encodings)) {
          const what = `${url} as ${encoding}`;
          const response = await request.get(url, { headers: { 'Accept-Encoding': encoding } });
          const headers = response.headers();
          expect(headers['content-encoding'], what).toBe(encoding);
          expect(headers['vary'], what).toMatch(/accept-encoding/i);
          // The copy `npm run deploy:nginx-root` writes, sent as it is rather than compressed anew.
          expect(Number(headers['content-length']), what).toBe(compress(built).length);
        }
      }
    });

    test('never names its software version', async ({ request }) => {
      for (const url of ['/', '/retreats', '/no-such-page/', ...fingerprintedAssets()]) {
        const headers = (await get(request, url)).headers();
        expect(headers['server'] ?? '', url).not.toMatch(/\d/);
        expect(headers['x-powered-by'], url).toBeUndefined();
      }
    });

    test('denies the powerful features the site never uses, naming only features Chromium knows', async ({
      page,
    }) => {
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
    });

    test('refuses to let another site embed its files (Cross-Origin-Resource-Policy)', async ({
      page,
      baseURL,
    }) => {
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
    });

    const overHttps = host.baseURL.startsWith('https:');
    const noPlainHttp = overHttps ? cannot.plainTwin : cannot.https;

    test('redirects plain HTTP to HTTPS on its own name permanently, keeping the path and query', async ({
      request,
      baseURL,
    }) => {
      test.skip(!host.httpURL, noPlainHttp);
      for (const url of ['/', '/retreats/?ref=letter', '/no-such-page/']) {
        const response = await get(request, `${host.httpURL}${url}`);
        expect(host.permanent, url).toContain(response.status());
        expect(redirectTarget(response), url).toBe(`${baseURL}${url}`);
      }
    });

    test('speaks HTTP/2 over TLS 1.2 or newer', async ({ page }) => {
      test.skip(!overHttps, cannot.https);
      const response = await page.goto('/');
      const details = await response!.securityDetails();
      expect(['TLS 1.2', 'TLS 1.3']).toContain(details?.protocol);
      const protocol = await page.evaluate(
        () =>
          (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
            .nextHopProtocol,
      );
      expect(protocol).toBe('h2');
    });

    const { hostname, port } = new URL(host.baseURL);
    /** The site's TLS, asked for by its name. */
    const siteTls = { host: hostname, servername: hostname, port: Number(port || 443) };
    const atSite = { host: hostname, port: siteTls.port };

    test('refuses a client that offers nothing newer than TLS 1.1', async () => {
      test.skip(!overHttps, cannot.https);
      const offering = (maxVersion: 'TLSv1.1' | 'TLSv1.2') =>
        connectTls({
          ...siteTls,
          minVersion: 'TLSv1',
          maxVersion,
          // Let this client offer the old versions, so only the server can refuse them.
          ciphers: 'DEFAULT:@SECLEVEL=0',
        });
      expect(await offering('TLSv1.1')).toEqual({ error: expect.any(String) });
      expect(await offering('TLSv1.2')).toMatchObject({ protocol: 'TLSv1.2' });
    });

    test('resumes a TLS session, over TLS 1.2 and 1.3', async () => {
      test.skip(!overHttps, cannot.https);
      for (const version of ['TLSv1.2', 'TLSv1.3'] as const) {
        const options = { ...siteTls, minVersion: version, maxVersion: version };
        const first = await connectTls(options);
        expect(first, version).toMatchObject({ protocol: version, reused: false });
        const again = await connectTls({ ...options, session: sessionOf(first) });
        expect(again, version).toMatchObject({ protocol: version, reused: true });
      }
    });

    const name = hostname;
    const closed = { error: 'ECONNRESET' };

    test('answers no other host name over plain HTTP: the connection is closed', async () => {
      test.skip(!host.refusesOtherNames, cannot.otherNames);
      test.skip(!host.httpURL, noPlainHttp);
      // The site's own name is answered, so a refusal below is for the name alone.
      expect(await getWithHost(`${host.httpURL}/x`, { host: name })).toEqual(
        expect.objectContaining({ status: 301 }),
      );
      expect(await getWithHost(`${host.httpURL}/x`, { host: 'evil.example' })).toEqual(closed);
      expect(await getWithHost(`${host.httpURL}/x`, { host: '127.0.0.1' })).toEqual(closed);
    });

    test('answers no other host name over TLS: the handshake, or the request, is refused', async () => {
      test.skip(!host.refusesOtherNames, cannot.otherNames);
      expect(await connectTls({ ...atSite, servername: name })).toMatchObject({
        protocol: 'TLSv1.3',
      });
      for (const servername of ['evil.example', undefined]) {
        const refused = await connectTls({ ...atSite, servername });
        expect(refused, `server name ${servername}`).toEqual({
          error: expect.stringMatching(/UNRECOGNIZED_NAME|ECONNRESET/),
        });
      }
      // A client that names the site in TLS but another host in HTTP gets nothing either.
      expect(await getWithHost(`${host.baseURL}/`, { host: name, serverName: name })).toEqual(
        expect.objectContaining({ status: 200 }),
      );
      expect(
        await getWithHost(`${host.baseURL}/`, { host: 'evil.example', serverName: name }),
      ).toEqual(closed);
    });
  });
}

/** What came back from a request a browser cannot make: a status, or the error that ended it. */
type Answer = { status: number } | { error: string };

/**
 * A GET of `url`, sent to its host's address with the Host header given and, over https, the TLS
 * server name given (none for an IP address, as clients send none then).
 */
function getWithHost(url: string, { host, serverName }: { host: string; serverName?: string }) {
  const { protocol, hostname, port, pathname, search } = new URL(url);
  const send = protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<Answer>((resolve) => {
    const request = send({
      host: hostname,
      port: Number(port || (protocol === 'https:' ? 443 : 80)),
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

type TlsOutcome = { protocol: string; reused: boolean; session: Buffer } | { error: string };

const sessionOf = (outcome: TlsOutcome) => ('session' in outcome ? outcome.session : undefined);

/**
 * A TLS connection to the host and port given: the version agreed, whether it resumed the
 * session given, and the session to resume it by (handed over with the handshake in TLS 1.2, in
 * a message after it in 1.3, so waited for); or the error that ended it.
 */
function connectTls(options: ConnectionOptions) {
  return new Promise<TlsOutcome>((resolve) => {
    const socket = tlsConnect({ rejectUnauthorized: false, ...options });
    const done = (session: Buffer) => {
      resolve({ protocol: socket.getProtocol() ?? '', reused: socket.isSessionReused(), session });
      socket.destroy();
    };
    socket.setTimeout(5_000, () => socket.destroy(new Error('timed out')));
    socket.once('secureConnect', () => {
      if (socket.isSessionReused()) done(options.session as Buffer);
      else if (socket.getProtocol() === 'TLSv1.2') done(socket.getSession()!);
    });
    socket.once('session', done);
    socket.once('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message }),
    );
  });
}
