/**
 * The servers the journeys run against, started for the run (support/start-servers.ts), each on
 * its own port counted from E2E_PORT, so runs on other ports never meet:
 * the preview every journey uses, a real nginx over HTTPS with the configuration
 * `npm run deploy:nginx` prints, Cloudflare Pages run by `wrangler pages dev`. Or, when BASE_URL
 * names a deployed copy and HOST_KIND the kind of host that serves it, that copy alone. What a
 * kind of host does its own way is said once, below, and a journey it cannot pass is skipped for
 * that reason, whichever copy it is.
 */
import path from 'node:path';
import type { ResponseKind } from '../../scripts/security';
import { nginxUnavailable } from './system';

const first = Number(process.env.E2E_PORT ?? 4173);
export const ports = {
  preview: first,
  nginxHttp: first + 1,
  nginxHttps: first + 2,
  wrangler: first + 3,
  wranglerInspector: first + 4,
  redeployed: first + 5,
};

/** QA can point the journeys at a deployed copy; then no local server is started. */
export const deployed = process.env.BASE_URL;

/** The export as a deploy that renamed the panel's script leaves it (support/redeployed-site.ts). */
export const redeployedDirectory = path.resolve(__dirname, '../../.next/e2e-redeployed');
export const redeployedURL = `http://127.0.0.1:${ports.redeployed}`;

/** nginx's directory (support/nginx-server.ts), written afresh each run. */
export const nginxDirectory = path.resolve(__dirname, '../../.next/e2e-nginx');

/**
 * The one name the tests' nginx answers to: it resolves to this machine without help, and the
 * run's certificate names it. Any other name, an IP address included, is refused.
 */
export const nginxServerName = 'localhost';

/** The hosts docs/deploy.md documents, by what HOST_KIND calls them. */
export const hostKinds = {
  preview: 'the preview server (npm run serve)',
  nginx: 'nginx',
  cloudflare: 'Cloudflare Pages',
  netlify: 'Netlify',
  vercel: 'Vercel',
} as const;
export type HostKind = keyof typeof hostKinds;

/** What a kind of host does its own way, as docs/deploy.md says. */
interface Traits {
  /** The statuses its permanent redirects may have. */
  permanent: readonly number[];
  /** Addresses it must answer as missing: 404, the branded page and every header. */
  hidden: readonly string[];
  /** A missing asset's headers: the 404 page's, the asset's, or `either` where not known. */
  missingAsset: ResponseKind | 'either';
  /** Why its missing-slash redirects keep neither the query nor the headers, if they do not. */
  bareRedirects?: string;
  /** Files of the export it reads its rules from, which it must not hand out. */
  withheld?: readonly string[];
  /** Cache-Control on a 404, when not the revalidation every page gets. */
  notFoundCacheControl?: string;
  /** Sends no Cache-Control on a missing-slash redirect. */
  uncachedRedirects?: true;
  /** Sends no Vary: Accept-Encoding with what it compresses. */
  noVary?: true;
  /** Sends each text file as the copy compressed beside it (`npm run deploy:nginx-root`). */
  precompressed?: true;
  /** Answers its own host name only, refusing every other (the nginx configuration). */
  refusesOtherNames?: true;
  /** Finds the site by the Host header, so a proxy in front must forward the site's own name. */
  routesByName?: true;
}

const traits: Record<HostKind, Traits> = {
  preview: {
    permanent: [301],
    hidden: ['/.env'],
    missingAsset: 'page',
    bareRedirects: 'the preview’s redirects carry neither',
  },
  nginx: {
    permanent: [301],
    hidden: [
      ...['/_headers', '/vercel.json', '/404/', '/404', '/_not-found/', '/404.html'],
      ...['/.env', '/.git/config', '/retreats/.env'],
      // The compressed copies are how a file is sent, not files of their own.
      ...['/index.html.br', '/404.html.gz', '/404.html.br', '/robots.txt.gz'],
    ],
    missingAsset: 'page',
    precompressed: true,
    refusesOtherNames: true,
    routesByName: true,
  },
  // The differences are Cloudflare's own; docs/deploy.md says why each is left as it is.
  cloudflare: {
    permanent: [308],
    hidden: ['/.env', '/.git/config'],
    missingAsset: 'file',
    // Pages never serves it (`pages dev` answers 502 for it, production 404).
    withheld: ['/_headers'],
    notFoundCacheControl: 'no-store',
    uncachedRedirects: true,
    noVary: true,
    routesByName: true,
  },
  netlify: {
    permanent: [301],
    hidden: ['/.env'],
    missingAsset: 'either',
    withheld: ['/_headers'],
    routesByName: true,
  },
  vercel: {
    permanent: [308],
    hidden: ['/.env'],
    missingAsset: 'either',
    bareRedirects: 'Vercel redirects before any header rule applies',
    withheld: ['/vercel.json'],
    routesByName: true,
  },
};

/** Why a journey is skipped on a host that cannot do what it checks, beyond its traits' own. */
export const cannot = {
  https: 'served over plain HTTP only',
  rules: 'it reads no rules from the export',
  copies: 'it compresses as it sends',
  otherNames: 'it answers any host name',
  plainTwin: 'BASE_URL names a port, so where it answers plain HTTP is not known',
} as const;

export interface Host extends Traits {
  kind: HostKind;
  name: string;
  baseURL: string;
  /** Where it answers plain HTTP, only to redirect: a host served over HTTPS. */
  httpURL?: string;
  /** Why it cannot be tested here, if it cannot. */
  skip?: string;
  /** The certificate to trust it by, when no public authority signed its own. */
  certificate?: string;
}

/** The deployed copy BASE_URL names, as the kind of host HOST_KIND says it is. */
function deployedHost(baseURL: string): Host {
  const kind = process.env.HOST_KIND;
  if (!kind || !Object.hasOwn(hostKinds, kind)) {
    throw new Error(
      `BASE_URL names a deployed copy: set HOST_KIND to the kind of host that serves it, one of ${Object.keys(hostKinds).join(', ')}${kind ? ` (not "${kind}")` : ''}.`,
    );
  }
  const url = new URL(baseURL);
  return {
    kind: kind as HostKind,
    name: `${hostKinds[kind as HostKind]} at ${url.origin}`,
    baseURL: url.origin,
    // Plain HTTP is asked of the default port only: another port's plain twin is not known.
    httpURL: url.protocol === 'https:' && !url.port ? `http://${url.host}` : undefined,
    ...traits[kind as HostKind],
  };
}

/** The preview every journey visits in a run of this checkout's own servers. */
const preview: Host = {
  kind: 'preview',
  name: 'the preview server',
  baseURL: `http://127.0.0.1:${ports.preview}`,
  ...traits.preview,
};

/** The real servers a run of its own starts beside the preview. */
const realServers = (): Host[] => [
  {
    kind: 'nginx',
    name: 'nginx over HTTPS',
    baseURL: `https://${nginxServerName}:${ports.nginxHttps}`,
    httpURL: `http://${nginxServerName}:${ports.nginxHttp}`,
    skip: nginxUnavailable() ?? undefined,
    certificate: path.join(nginxDirectory, 'cert.pem'),
    ...traits.nginx,
  },
  {
    kind: 'cloudflare',
    name: 'Cloudflare Pages (wrangler pages dev)',
    baseURL: `http://127.0.0.1:${ports.wrangler}`,
    ...traits.cloudflare,
    // `pages dev` serves whatever name it is asked for.
    routesByName: undefined,
  },
];

/** The host every journey visits: the preview, or the deployed copy. */
export const siteHost: Host = deployed ? deployedHost(deployed) : preview;

/**
 * The hosts servers.spec.ts checks: the deployed copy; or nginx and wrangler, while the preview
 * is checked as a deployed copy is, by a BASE_URL run of its own (deployed-run.spec.ts).
 */
export const hosts: readonly Host[] = deployed ? [siteHost] : realServers();

/** The local nginx the journeys start, if this run starts servers. */
export const localNginx = deployed ? undefined : hosts[0];

/** Where the Firefox and WebKit journeys go: the preview and nginx, or the deployed copy. */
export const engineHosts: readonly Host[] = localNginx ? [siteHost, localNginx] : [siteHost];
