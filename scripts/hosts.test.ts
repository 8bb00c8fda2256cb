/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getTransformedRoutes, isHandler, type Route } from '@vercel/routing-utils';
import { routes } from '../content/navigation';
import {
  contentTypes,
  gzipTypes,
  headersFile,
  nginxConfig,
  plainFiles,
  responseKind,
  vercelConfig,
} from './hosts';
import { nginxDefaults, type NginxOptions } from './nginx-options';
import {
  hostPolicy,
  securityHeadersFor,
  type DeploymentSettings,
  type HostPolicy,
  type ResponseKind,
} from './security';

/** Header names in lower case, as HTTP compares them. */
type Headers = Record<string, string>;

const lowerCased = (headers: Readonly<Record<string, string>>): Headers =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

const nginxOptions = (overrides: Partial<NginxOptions> = {}): NginxOptions => ({
  ...nginxDefaults,
  serverNames: ['www.example.com'],
  ...overrides,
});

const settingsCases: [string, DeploymentSettings][] = [
  ['by default', { hstsPreload: false, cspReportEndpoint: null }],
  ['with preload', { hstsPreload: true, cspReportEndpoint: null }],
  ['with CSP reporting', { hstsPreload: false, cspReportEndpoint: 'https://r.example.com/csp' }],
];

/** One of each kind of file the export serves, with the policy and caching it must get. */
const served: { what: string; path: string; kind: ResponseKind; immutable?: true }[] = [
  ...routes.map((route) => ({
    what: `the page ${route.href}`,
    path: route.href,
    kind: 'page' as const,
  })),
  { what: 'the 404 page', path: '/404.html', kind: 'page' },
  { what: 'a script', path: '/_next/static/chunks/app-0a1b2c.js', kind: 'file', immutable: true },
  { what: 'a stylesheet', path: '/_next/static/css/0a1b2c3d.css', kind: 'file', immutable: true },
  { what: 'a font', path: '/_next/static/media/sans.0a1b2c.woff2', kind: 'file', immutable: true },
  ...plainFiles.map((file) => ({ what: file, path: file, kind: 'file' as const })),
];

/** What the policy asks a host to send for a path. */
function expectedHeaders(settings: DeploymentSettings, path: string) {
  const { kind, immutable } = served.find((entry) => entry.path === path)!;
  const policy = hostPolicy(settings);
  return lowerCased({
    ...securityHeadersFor(settings, kind),
    'Cache-Control': (immutable ? policy.immutableAssets : policy.revalidate).cacheControl,
    ...(contentTypes[path] ? { 'Content-Type': contentTypes[path] } : {}),
  });
}

/**
 * Netlify and Cloudflare Pages read `_headers`. The rules are parsed by Netlify's own parser,
 * which is ECMAScript-module only while Jest runs CommonJS here, so Node itself runs it, once per
 * text. It drops a header line without a colon without a word, as Netlify would, and names no
 * line for a header before any path, so each line is checked first.
 */
interface NetlifyRule {
  for: string;
  values: Record<string, string>;
  forRegExp: { source: string; flags: string };
}

const netlifyParses = new Map<string, NetlifyRule[]>();

function netlifyRules(text: string): NetlifyRule[] {
  let inRule = false;
  text.split('\n').forEach((line, index) => {
    const at = `_headers line ${index + 1}`;
    if (line.trim() === '' || line.trim().startsWith('#')) return;
    if (line.startsWith('/')) inRule = true;
    else if (!/^\s+[^\s:][^:]*:\s*\S/.test(line)) {
      throw new Error(`${at} is neither a path nor an indented "Name: value": ${line}`);
    } else if (!inRule) throw new Error(`${at} sets a header before any path: ${line}`);
  });
  const cached = netlifyParses.get(text);
  if (cached) return cached;
  const dir = mkdtempSync(path.join(tmpdir(), 'headers-'));
  try {
    writeFileSync(path.join(dir, '_headers'), text);
    const parser = `
      import { parseAllHeaders } from '@netlify/headers-parser';
      const { headers, errors } = await parseAllHeaders({
        headersFiles: [process.argv[1]], configHeaders: [], minimal: false,
      });
      process.stdout.write(JSON.stringify({
        errors: errors.map((error) => error.message),
        rules: headers.map(({ for: pattern, values, forRegExp }) => ({
          for: pattern, values, forRegExp: { source: forRegExp.source, flags: forRegExp.flags },
        })),
      }));`;
    const run = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', parser, path.join(dir, '_headers')],
      { cwd: __dirname, encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`Netlify's parser failed: ${run.stderr}`);
    const { errors, rules } = JSON.parse(run.stdout) as { errors: string[]; rules: NetlifyRule[] };
    if (errors.length > 0) throw new Error(`Netlify's parser: ${errors.join('; ')}`);
    netlifyParses.set(text, rules);
    return rules;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Netlify's documented rule: every rule matching the path applies; one header's values join. */
function netlifyHeaders(rules: readonly NetlifyRule[], path: string): Headers {
  const result: Headers = {};
  for (const rule of rules) {
    if (!new RegExp(rule.forRegExp.source, rule.forRegExp.flags).test(path)) continue;
    for (const [name, value] of Object.entries(lowerCased(rule.values))) {
      result[name] = result[name] === undefined ? value : `${result[name]}, ${value}`;
    }
  }
  return result;
}

/** vercel.json as Vercel routes it: its own routes, from its own code. */
function vercelRoutes(config: ReturnType<typeof vercelConfig>): Route[] {
  const { routes: transformed, error } = getTransformedRoutes(config);
  if (error) throw new Error(`Vercel refuses vercel.json: ${error.message}`);
  return transformed ?? [];
}

/**
 * What Vercel answers before it looks for the file: routes in order, each matching one adding
 * its headers (a later one overriding a header), until one that does not say `continue` (a
 * redirect, or a path Vercel leaves alone) ends routing.
 */
function vercelResponse(routesInOrder: readonly Route[], path: string) {
  const headers: Headers = {};
  for (const route of routesInOrder) {
    const match = isHandler(route) ? null : new RegExp(route.src, 'i').exec(path);
    if (isHandler(route) || !match) continue;
    for (const [name, value] of Object.entries(lowerCased(route.headers ?? {}))) {
      // A redirect's Location names what the source captured: "/$1/".
      headers[name] = value.replace(/\$(\d+)/g, (_, group: string) => match[Number(group)] ?? '');
    }
    if (!route.continue) return { status: route.status, headers };
  }
  return { status: undefined, headers };
}

/**
 * The generated configuration's server blocks, each as its directive lines (comments and blank
 * lines left out). nginx itself reads the same text in e2e/servers.spec.ts, so its syntax is
 * proven there; here the text is read as the generator lays it out.
 */
function nginxServers(text: string) {
  const servers = [...text.matchAll(/^server \{\n([\s\S]*?)^\}$/gm)].map(([, body]) =>
    body!
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  const sites = servers.filter((lines) => lines.some((line) => line.startsWith('root ')));
  expect(sites).toHaveLength(1);
  return { others: servers.filter((lines) => lines !== sites[0]), site: sites[0]! };
}

type HeadersFor = (policy: HostPolicy, path: string) => Headers;

/**
 * The hosts no engine of theirs runs here, under each setting. nginx, the preview and Cloudflare
 * Pages are answered by their real engines in e2e/servers.spec.ts, under the settings in force.
 */
const hosts: [name: string, headersFor: HeadersFor][] = [
  [
    'Netlify and Cloudflare Pages (_headers)',
    (policy, path) => netlifyHeaders(netlifyRules(headersFile(policy)), path),
  ],
  ['Vercel', (policy, path) => vercelResponse(vercelRoutes(vercelConfig(policy)), path).headers],
];

describe.each(hosts)('%s', (_host, headersFor) => {
  describe.each(settingsCases)('%s', (_case, settings) => {
    it.each(served.map(({ what, path }) => [what, path]))(
      'sends %s exactly the headers the policy gives it',
      (_what, path) => {
        expect(headersFor(hostPolicy(settings), path)).toEqual(expectedHeaders(settings, path));
      },
    );
  });
});

describe('responseKind', () => {
  it('gives each address the policy, a page’s or a file’s, that every host configuration gives it', () => {
    for (const { path, kind } of served) expect([path, responseKind(path)]).toEqual([path, kind]);
  });
});

describe('Netlify and Cloudflare Pages (_headers)', () => {
  it('apply the second policy of a file on top of the catch-all, not instead of it', () => {
    const rules = netlifyRules(headersFile());
    const matching = rules.filter((rule) =>
      new RegExp(rule.forRegExp.source, rule.forRegExp.flags).test('/icon.svg'),
    );
    expect(matching.map((rule) => rule.for)).toEqual(['/*', '/icon.svg']);
  });

  it.each([
    ['a header line without a colon', '/*\n  X-Frame-Options DENY\n', 'line 2 is neither a path'],
    [
      'a header before any path',
      '# comment\n  X-Frame-Options: DENY\n/*\n',
      'line 2 sets a header before any path',
    ],
    [
      'a header line that is not indented',
      '/*\nX-Frame-Options: DENY\n',
      'line 2 is neither a path',
    ],
  ])('refuse a file with %s, naming the line', (_case, text, message) => {
    expect(() => netlifyRules(text)).toThrow(message);
  });
});

describe('Vercel', () => {
  const routesInOrder = vercelRoutes(vercelConfig());

  it('redirects an address without its slash, permanently, with a relative Location', () => {
    for (const { href } of routes.filter((route) => route.href !== '/')) {
      const response = vercelResponse(routesInOrder, href.slice(0, -1));
      expect(response.status).toBe(308);
      expect(response.headers['location']).toBe(href);
    }
  });

  it('leaves every file and page where it is, so every header rule reaches it', () => {
    for (const { path } of served) {
      expect([path, vercelResponse(routesInOrder, path).status]).toEqual([path, undefined]);
    }
  });
});

describe('the nginx configuration', () => {
  const { others, site } = nginxServers(nginxConfig(nginxOptions()));
  const directives = (lines: string[], name: string) =>
    lines.filter((line) => line.startsWith(`${name} `));

  // The TLS versions, HTTP/2, the certificate given, every header on every answer, the hidden
  // version, branded 404s and relative redirects are proven on the real nginx (e2e/servers.spec).
  it('serves HTTPS on 443 and [::]:443 by default, offering no weak cipher', () => {
    expect(directives(site, 'listen')).toEqual([
      'listen 443 ssl http2;',
      'listen [::]:443 ssl http2;',
    ]);
    expect(directives(site, 'ssl_ciphers')).toEqual([
      expect.not.stringMatching(/RC4|3DES|CBC|SHA1|MD5|NULL|EXPORT/),
    ]);
  });

  /** A server's TLS settings, and its lines but those. */
  const isTls = (line: string) => /^ssl_/.test(line) && !/^ssl_(certificate|reject)/.test(line);
  const tls = (lines: string[]) => lines.filter(isTls);
  const pinned = (servers: string[][]) =>
    servers.map((lines) => lines.filter((line) => !isTls(line)).join(' '));

  // Each server is pinned whole but for its TLS settings (the site's, below), so none names the
  // site, sends a certificate or lists a location.
  it('answers no other host name, and redirects plain HTTP to HTTPS on the configured name', () => {
    expect(pinned(others)).toEqual([
      'listen 80 default_server; listen [::]:80 default_server; server_tokens off; return 444;',
      'listen 443 ssl http2 default_server; listen [::]:443 ssl http2 default_server; server_tokens off; ssl_reject_handshake on; return 444;',
      'listen 80; listen [::]:80; server_name www.example.com; server_tokens off; return 301 https://www.example.com$request_uri;',
    ]);
  });

  // nginx 1.22 takes the protocols and the session cache from the port's default server.
  it('gives the server that refuses unknown names the TLS settings of the site, session cache included', () => {
    const refusing = others.find((lines) => lines.includes('ssl_reject_handshake on;'))!;
    expect(tls(refusing)).toEqual(tls(site));
    expect(tls(site)).toEqual(
      expect.arrayContaining([
        'ssl_protocols TLSv1.2 TLSv1.3;',
        expect.stringMatching(/^ssl_session_cache shared:/),
        'ssl_session_tickets off;',
      ]),
    );
  });

  it('redirects each of several names to itself, naming the HTTPS port when it is not 443', () => {
    const serverNames = ['example.com', 'www.example.com'];
    const options = nginxOptions({ serverNames, httpPort: 8080, httpsPort: 8443, ipv6: false });
    const several = nginxServers(nginxConfig(options));
    expect(pinned(several.others)).toEqual([
      'listen 8080 default_server; server_tokens off; return 444;',
      'listen 8443 ssl http2 default_server; server_tokens off; ssl_reject_handshake on; return 444;',
      'listen 8080; server_name example.com; server_tokens off; return 301 https://example.com:8443$request_uri;',
      'listen 8080; server_name www.example.com; server_tokens off; return 301 https://www.example.com:8443$request_uri;',
    ]);
    expect(directives(several.site, 'listen')).toEqual(['listen 8443 ssl http2;']);
  });

  it('serves the export from its root under the names given', () => {
    const options = nginxOptions({
      root: '/srv/my site/out',
      serverNames: ['example.com', 'www.example.com'],
    });
    const { site: named } = nginxServers(nginxConfig(options));
    expect(['root', 'index', 'server_name'].flatMap((name) => directives(named, name))).toEqual([
      'root "/srv/my site/out";',
      'index index.html;',
      'server_name example.com www.example.com;',
    ]);
  });

  // The compressed copies, and gzip with Vary for pages, styles, scripts and the sitemap, are
  // proven on the real nginx; a request through a proxy and the other types are not.
  it('gzips every text type it serves, for proxies too', () => {
    expect(['gzip_proxied', 'gzip_types'].flatMap((name) => directives(site, name))).toEqual([
      'gzip_proxied any;',
      `gzip_types ${gzipTypes.join(' ')};`,
    ]);
    const served =
      'text/css application/javascript application/json image/svg+xml text/xml text/plain application/manifest+json';
    expect(gzipTypes).toEqual(expect.arrayContaining(served.split(' ')));
  });

  it('quotes a header value that holds double quotes, and refuses a $ nginx would expand', () => {
    const reporting = hostPolicy({ hstsPreload: false, cspReportEndpoint: 'https://r.example/c' });
    expect(nginxConfig(nginxOptions(), reporting)).toContain(
      'add_header Reporting-Endpoints "csp=\\"https://r.example/c\\"" always;',
    );
    const dollar = hostPolicy({ hstsPreload: false, cspReportEndpoint: 'https://r.example/$x' });
    expect(() => nginxConfig(nginxOptions(), dollar)).toThrow(/\$/);
  });
});
