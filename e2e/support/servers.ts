/**
 * The servers the same expectations (server-expectations.ts) run against: the preview server
 * every other journey uses (or the deployed copy BASE_URL names), a real nginx with the generated
 * configuration and Cloudflare Pages run locally by wrangler, both started by
 * e2e/global-setup.ts.
 */

import { nginxServerName } from './local-servers';

/** How global setup tells the workers where each local server listens, or why it does not. */
export const nginxEnv = {
  url: 'E2E_NGINX_URL',
  httpURL: 'E2E_NGINX_HTTP_URL',
  root: 'E2E_NGINX_ROOT',
  skipped: 'E2E_NGINX_SKIPPED',
} as const;
export const wranglerEnv = { url: 'E2E_WRANGLER_URL', skipped: 'E2E_WRANGLER_SKIPPED' } as const;

export interface ServerLocation {
  /** Where the site is; undefined keeps the config's baseURL (the preview, or BASE_URL). */
  baseURL?: string;
  /** Where the same host answers plain HTTP, when it serves the site over HTTPS. */
  httpURL?: string;
  /** The folder it serves, when it sends the compressed copies written beside the files there. */
  precompressedRoot?: string;
  /** Why it cannot be tested here, if it cannot. */
  skip?: string;
}

export interface ServerUnderTest {
  name: string;
  /** Serves the site over HTTPS, and redirects plain HTTP there. */
  overHttps: boolean;
  /** Its missing-slash redirects keep the query and carry the headers (the preview's do not). */
  completeRedirects: boolean;
  /** Started here, so its redirects must be exactly those of its configuration. */
  local: boolean;
  /** The statuses its permanent redirects may have. */
  permanent: readonly number[];
  /** The one host name it answers to, refusing every other; undefined when it answers any. */
  hostName?: string;
  /** Addresses it must answer as missing: 404, the branded page and every header. */
  hidden: readonly string[];
  /** Picks headers by the file it answers with, not the address; undefined when not known. */
  headersByServedFile?: boolean;
  /** Files of the export it must not hand out, whatever it answers instead. */
  withheld: readonly string[];
  /** Cache-Control on a 404, when it is not the revalidation every page gets. */
  notFoundCacheControl?: string;
  /** Cache-Control on a missing-slash redirect when not the revalidation; null for none. */
  redirectCacheControl?: string | null;
  /** Sends Vary: Accept-Encoding with what it compresses. */
  variesOnEncoding: boolean;
  /** Sends the compressed copies written beside its files (scripts/precompress.ts). */
  precompressed?: true;
  /** Known only once global setup has run, so asked for at run time, in the worker. */
  locate(): ServerLocation;
}

/** Where global setup started a local server, or why it did not. */
const started =
  (env: { url: string; httpURL?: string; root?: string; skipped: string }, what: string) => () => ({
    baseURL: process.env[env.url],
    httpURL: env.httpURL && process.env[env.httpURL],
    precompressedRoot: env.root && process.env[env.root],
    skip: process.env[env.url]
      ? undefined
      : (process.env[env.skipped] ?? `${what} was not started by e2e/global-setup.ts`),
  });

const deployed = process.env.BASE_URL;

export const servers: readonly ServerUnderTest[] = [
  deployed
    ? {
        name: `the deployed site at ${deployed}`,
        overHttps: deployed.startsWith('https:'),
        completeRedirects: true,
        local: false,
        // Vercel and Cloudflare answer 308.
        permanent: [301, 308],
        hidden: ['/.env'],
        withheld: [],
        variesOnEncoding: true,
        locate: () => ({ httpURL: deployed.replace(/^https:/, 'http:') }),
      }
    : {
        name: 'the preview server',
        overHttps: false,
        completeRedirects: false,
        local: true,
        permanent: [301],
        hidden: ['/.env'],
        withheld: [],
        variesOnEncoding: true,
        headersByServedFile: true,
        locate: () => ({}),
      },
  {
    name: 'nginx over HTTPS',
    overHttps: true,
    completeRedirects: true,
    local: true,
    permanent: [301],
    withheld: [],
    variesOnEncoding: true,
    precompressed: true,
    hostName: nginxServerName,
    headersByServedFile: true,
    hidden: [
      ...['/_headers', '/vercel.json', '/404/', '/404', '/_not-found/', '/404.html'],
      ...['/.env', '/.git/config', '/retreats/.env'],
    ],
    locate: started(nginxEnv, 'nginx'),
  },
  {
    name: 'Cloudflare Pages (wrangler pages dev)',
    overHttps: false,
    completeRedirects: true,
    local: true,
    // The differences below are Cloudflare's own; docs/deploy.md says why each is
    // left as it is.
    permanent: [308],
    headersByServedFile: false,
    hidden: ['/.env', '/.git/config'],
    // Pages never serves it (`pages dev` answers 502 for it, production 404).
    withheld: ['/_headers'],
    notFoundCacheControl: 'no-store',
    redirectCacheControl: null,
    variesOnEncoding: false,
    locate: started(wranglerEnv, 'wrangler'),
  },
];

/** The server every journey uses (the preview, or the deployed copy BASE_URL names), and nginx. */
export const [siteServer, nginxServer] = servers as [ServerUnderTest, ServerUnderTest];
