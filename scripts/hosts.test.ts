/** @jest-environment node */
import { routes } from '../content/navigation';
import { gzipTypes, headersFile, nginxConfig, serveConfig, vercelConfig } from './hosts';
import { nginxDefaults, type NginxOptions } from './nginx-options';
import {
  hostPolicy,
  securityHeadersFor,
  type DeploymentSettings,
  type HostPolicy,
  type ResponseKind,
} from './security';

const nginxOptions = (overrides: Partial<NginxOptions> = {}): NginxOptions => ({
  ...nginxDefaults,
  serverNames: ['www.example.com'],
  ...overrides,
});

type Headers = Record<string, string>;

const settingsCases: [string, DeploymentSettings][] = [
  ['by default', { hstsPreload: false, cspReportEndpoint: null }],
  ['with preload', { hstsPreload: true, cspReportEndpoint: null }],
  ['with CSP reporting', { hstsPreload: false, cspReportEndpoint: 'https://r.example.com/csp' }],
];

/** Referrer policies that never send a path to another site. */
const privateReferrers = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];

const page = '/retreats/';
const asset = '/_next/static/chunks/app-0a1b2c.js';
const plainFile = '/og-image.jpg';
const notFound = '/404.html';

/** Netlify and Cloudflare Pages: every matching rule applies; a header set twice is joined. */
function headersFromHeadersFile(text: string, path: string): Headers {
  const rules: [string, Headers][] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!line.startsWith(' ')) rules.push([line.trim(), {}]);
    else {
      const [name, ...value] = line.trim().split(': ');
      rules.at(-1)![1][name!] = value.join(': ');
    }
  }
  const result: Headers = {};
  for (const [pattern, headers] of rules) {
    const matches = pattern.endsWith('*')
      ? path.startsWith(pattern.slice(0, -1))
      : path === pattern;
    if (!matches) continue;
    for (const [name, value] of Object.entries(headers)) {
      result[name] = result[name] ? `${result[name]}, ${value}` : value;
    }
  }
  return result;
}

/** Vercel and `serve`: every matching rule applies, a later one overriding an earlier one. */
function headersFromRules(
  rules: { source: string; headers: { key: string; value: string }[] }[],
  path: string,
  toRegExp: (source: string) => RegExp,
): Headers {
  const result: Headers = {};
  for (const rule of rules) {
    if (!toRegExp(rule.source).test(path)) continue;
    for (const { key, value } of rule.headers) result[key] = value;
  }
  return result;
}

const vercelSource = (source: string) => new RegExp(`^${source.replace('(.*)', '.*')}$`);
// serve matches globs against the path without its leading slash.
const serveSource = (source: string) =>
  new RegExp(`^/${source.replace(/^\//, '').replace('**', '.*')}$`);

interface Directive {
  name: string;
  args: string[];
  children?: Directive[];
}

interface Token {
  punct: boolean;
  text: string;
}

/** Reads nginx's syntax (directives, blocks, quoted strings, comments) into a tree. */
function parseNginx(text: string): Directive[] {
  const tokens: Token[] = [
    ...text.matchAll(/#[^\n]*|"((?:\\.|[^"\\])*)"|([{};])|([^\s{};"#]+)/g),
  ].flatMap((m) => {
    if (m[0].startsWith('#')) return [];
    if (m[1] !== undefined) return [{ punct: false, text: m[1].replace(/\\(.)/g, '$1') }];
    return [{ punct: m[2] !== undefined, text: m[2] ?? m[3]! }];
  });
  let i = 0;
  const block = (): Directive[] => {
    const directives: Directive[] = [];
    while (i < tokens.length) {
      if (tokens[i]!.text === '}' && tokens[i]!.punct) {
        i++;
        return directives;
      }
      const words: string[] = [];
      while (!tokens[i]!.punct) words.push(tokens[i++]!.text);
      const end = tokens[i++]!.text;
      const [name, ...args] = words as [string, ...string[]];
      directives.push(end === '{' ? { name, args, children: block() } : { name, args });
    }
    return directives;
  };
  return block();
}

const find = (directives: Directive[], name: string) => directives.filter((d) => d.name === name);
const one = (directives: Directive[], name: string) => {
  const found = find(directives, name);
  expect(found).toHaveLength(1);
  return found[0]!;
};

function nginxServers(text: string) {
  const config = parseNginx(text);
  const servers = find(config, 'server').map((s) => s.children!);
  const isDefault = (s: Directive[]) =>
    find(s, 'listen').some((listen) => listen.args.includes('default_server'));
  const defaults = servers.filter(isDefault);
  const redirects = servers.filter((s) => !isDefault(s) && find(s, 'return').length > 0);
  const sites = servers.filter((s) => find(s, 'root').length > 0);
  expect(sites).toHaveLength(1);
  return { config, defaults, redirects, site: sites[0]! };
}

/** What nginx sends for a path: the site server's add_header lines, the maps on $uri. */
function headersFromNginx(text: string, path: string): Headers {
  const { config, site } = nginxServers(text);
  const result: Headers = {};
  for (const { args } of find(site, 'add_header')) {
    const [name, value] = args as [string, string];
    if (value.startsWith('$')) {
      const map = one(
        find(config, 'map').filter((m) => m.args[1] === value),
        'map',
      );
      expect(map.args).toEqual(['$uri', value]);
      const entry =
        map.children!.find((e) => e.name === path) ??
        map.children!.find(
          (e) => e.name.startsWith('~') && new RegExp(e.name.slice(1)).test(path),
        ) ??
        map.children!.find((e) => e.name === 'default')!;
      result[name] = entry.args[0]!;
    } else result[name] = value;
  }
  return result;
}

type HeadersFor = (policy: HostPolicy, path: string) => Headers;

const hosts: [string, HeadersFor][] = [
  [
    'Netlify/Cloudflare _headers',
    (policy, path) => headersFromHeadersFile(headersFile(policy), path),
  ],
  [
    'vercel.json',
    (policy, path) => headersFromRules(vercelConfig(policy).headers, path, vercelSource),
  ],
  [
    'the preview’s serve.json',
    (policy, path) => headersFromRules(serveConfig(policy).headers, path, serveSource),
  ],
  ['nginx', (policy, path) => headersFromNginx(nginxConfig(nginxOptions(), policy), path)],
];

describe.each(hosts)('%s', (_host, headersFor) => {
  describe.each(settingsCases)('%s', (_case, settings) => {
    const policy = hostPolicy(settings);

    it('sends every security header, exactly as the policy says, on pages, files and assets', () => {
      const cases: [string, ResponseKind][] = [
        [page, 'page'],
        ['/', 'page'],
        [notFound, 'page'],
        [asset, 'file'],
        [plainFile, 'file'],
        ['/icon.svg', 'file'],
        ['/robots.txt', 'file'],
      ];
      for (const [path, kind] of cases) {
        expect(headersFor(policy, path)).toEqual(
          expect.objectContaining(securityHeadersFor(settings, kind)),
        );
      }
    });

    it('caches fingerprinted assets for a year and has pages revalidated', () => {
      expect(headersFor(policy, asset)['Cache-Control']).toBe(policy.immutableAssets.cacheControl);
      const paths = [...routes.map((r) => r.href), notFound];
      const cacheControl = (value: (path: string) => string | undefined) =>
        Object.fromEntries(paths.map((path) => [path, value(path)]));
      expect(cacheControl((path) => headersFor(policy, path)['Cache-Control'])).toEqual(
        cacheControl(() => policy.revalidate.cacheControl),
      );
    });

    it('passes the Observatory-style checklist', () => {
      for (const path of [page, asset, notFound]) {
        const headers = headersFor(policy, path);
        const csp = headers['Content-Security-Policy']!;
        expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
        expect(csp).toContain("object-src 'none'");
        const framing =
          csp.includes("frame-ancestors 'none'") || headers['X-Frame-Options'] === 'DENY';
        expect(framing).toBe(true);
        const hsts = /^max-age=(\d+); includeSubDomains/.exec(
          headers['Strict-Transport-Security']!,
        );
        expect(Number(hsts?.[1])).toBeGreaterThanOrEqual(15768000);
        expect(headers['X-Content-Type-Options']).toBe('nosniff');
        expect(privateReferrers).toContain(headers['Referrer-Policy']);
        expect(headers['Cross-Origin-Resource-Policy']).toBe('same-origin');
        expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
        for (const name of Object.keys(headers)) {
          expect(name).not.toMatch(/^(Server|X-Powered-By|X-AspNet-Version)$/i);
        }
      }
    });
  });
});

describe('the preload switch and the reporting endpoint reach every host', () => {
  it.each(hosts)('%s', (_host, headersFor) => {
    const preload = hostPolicy({ hstsPreload: true, cspReportEndpoint: null });
    expect(headersFor(preload, page)['Strict-Transport-Security']).toMatch(/; preload$/);
    const off = hostPolicy({ hstsPreload: false, cspReportEndpoint: null });
    expect(headersFor(off, page)['Strict-Transport-Security']).not.toContain('preload');
    expect(headersFor(off, page)['Reporting-Endpoints']).toBeUndefined();
    const reporting = hostPolicy({ hstsPreload: false, cspReportEndpoint: 'https://r.example/c' });
    expect(headersFor(reporting, page)['Reporting-Endpoints']).toBe('csp="https://r.example/c"');
    expect(headersFor(reporting, page)['Content-Security-Policy']).toMatch(/; report-to csp$/);
  });
});

describe('the preview server', () => {
  it('redirects to the trailing slash and never lists a folder', () => {
    expect(serveConfig()).toEqual(
      expect.objectContaining({ trailingSlash: true, directoryListing: false }),
    );
  });
});

describe('the nginx configuration', () => {
  const options = nginxOptions;
  const listens = (server: Directive[]) => find(server, 'listen').map((d) => d.args);

  it('serves HTTPS with HTTP/2 on 443, TLS 1.2 and 1.3 only, from the certificate given', () => {
    const { site } = nginxServers(
      nginxConfig(options({ cert: '/srv/tls/site.pem', key: '/srv/tls/site.key' })),
    );
    expect(listens(site)).toEqual([
      ['443', 'ssl', 'http2'],
      ['[::]:443', 'ssl', 'http2'],
    ]);
    expect(one(site, 'ssl_protocols').args).toEqual(['TLSv1.2', 'TLSv1.3']);
    expect(one(site, 'ssl_certificate').args).toEqual(['/srv/tls/site.pem']);
    expect(one(site, 'ssl_certificate_key').args).toEqual(['/srv/tls/site.key']);
    expect(one(site, 'ssl_ciphers').args[0]).not.toMatch(/RC4|3DES|CBC|SHA1|MD5|NULL|EXPORT/);
  });

  it('answers no other host name: closes plain HTTP, refuses the TLS handshake', () => {
    const { defaults } = nginxServers(nginxConfig(options()));
    expect(defaults.map((server) => [listens(server), find(server, 'server_name')])).toEqual([
      [
        [
          ['80', 'default_server'],
          ['[::]:80', 'default_server'],
        ],
        [],
      ],
      [
        [
          ['443', 'ssl', 'http2', 'default_server'],
          ['[::]:443', 'ssl', 'http2', 'default_server'],
        ],
        [],
      ],
    ]);
    for (const server of defaults) expect(one(server, 'return').args).toEqual(['444']);
    expect(one(defaults[1]!, 'ssl_reject_handshake').args).toEqual(['on']);
    expect(find(defaults[1]!, 'ssl_certificate')).toEqual([]);
  });

  it('redirects plain HTTP to HTTPS on the configured name, never the Host asked for', () => {
    const { redirects } = nginxServers(nginxConfig(options()));
    expect(redirects).toHaveLength(1);
    expect(listens(redirects[0]!)).toEqual([['80'], ['[::]:80']]);
    expect(one(redirects[0]!, 'server_name').args).toEqual(['www.example.com']);
    expect(one(redirects[0]!, 'return').args).toEqual([
      '301',
      'https://www.example.com$request_uri',
    ]);
    expect(find(redirects[0]!, 'location')).toEqual([]);
  });

  it('redirects each of several names to itself, naming the HTTPS port when it is not 443', () => {
    const { defaults, redirects, site } = nginxServers(
      nginxConfig(
        options({
          serverNames: ['example.com', 'www.example.com'],
          httpPort: 8080,
          httpsPort: 8443,
          ipv6: false,
        }),
      ),
    );
    expect(defaults.map(listens)).toEqual([
      [['8080', 'default_server']],
      [['8443', 'ssl', 'http2', 'default_server']],
    ]);
    expect(listens(site)).toEqual([['8443', 'ssl', 'http2']]);
    expect(
      redirects.map((server) => [
        listens(server),
        one(server, 'server_name').args,
        one(server, 'return').args,
      ]),
    ).toEqual([
      [[['8080']], ['example.com'], ['301', 'https://example.com:8443$request_uri']],
      [[['8080']], ['www.example.com'], ['301', 'https://www.example.com:8443$request_uri']],
    ]);
  });

  it('serves the export from its root under the names given', () => {
    const { site } = nginxServers(
      nginxConfig(
        options({ root: '/srv/my site/out', serverNames: ['example.com', 'www.example.com'] }),
      ),
    );
    expect(one(site, 'root').args).toEqual(['/srv/my site/out']);
    expect(one(site, 'index').args).toEqual(['index.html']);
    expect(one(site, 'server_name').args).toEqual(['example.com', 'www.example.com']);
  });

  it('hides its version in every server', () => {
    const { defaults, redirects, site } = nginxServers(nginxConfig(options()));
    for (const server of [...defaults, ...redirects, site])
      expect(one(server, 'server_tokens').args).toEqual(['off']);
  });

  it('answers unknown paths and bare folders with 404.html and status 404', () => {
    const { site } = nginxServers(nginxConfig(options()));
    expect(find(site, 'error_page').map((d) => d.args)).toEqual([
      ['404', '/404.html'],
      ['403', '=404', '/404.html'],
    ]);
  });

  it('redirects a missing slash with a relative Location, right behind a proxy or CDN', () => {
    const { site } = nginxServers(nginxConfig(options()));
    expect(one(site, 'absolute_redirect').args).toEqual(['off']);
  });

  it('compresses every text type with gzip, for proxies too', () => {
    const { site } = nginxServers(nginxConfig(options()));
    expect(one(site, 'gzip').args).toEqual(['on']);
    expect(one(site, 'gzip_proxied').args).toEqual(['any']);
    expect(one(site, 'gzip_vary').args).toEqual(['on']);
    const types = one(site, 'gzip_types').args;
    expect(types).toEqual(gzipTypes);
    for (const type of [
      'text/css',
      'application/javascript',
      'application/json',
      'image/svg+xml',
      'text/xml',
      'text/plain',
      'application/manifest+json',
    ]) {
      expect(types).toContain(type);
    }
  });

  it('sets every header once, with always, where no location can drop it', () => {
    const { site } = nginxServers(nginxConfig(options()));
    const adds = find(site, 'add_header');
    expect(adds.length).toBe(Object.keys(hostPolicy().headers).length + 1);
    for (const { args } of adds) expect(args[2]).toBe('always');
    // nginx drops the server's add_header lines in any location that has one of its own.
    const locations = find(site, 'location');
    for (const location of locations) expect(find(location.children!, 'add_header')).toEqual([]);
  });

  it('quotes a header value that holds double quotes, and refuses a $ nginx would expand', () => {
    const reporting = hostPolicy({ hstsPreload: false, cspReportEndpoint: 'https://r.example/c' });
    expect(nginxConfig(options(), reporting)).toContain(
      'add_header Reporting-Endpoints "csp=\\"https://r.example/c\\"" always;',
    );
    const dollar = hostPolicy({ hstsPreload: false, cspReportEndpoint: 'https://r.example/$x' });
    expect(() => nginxConfig(options(), dollar)).toThrow(/\$/);
  });
});
