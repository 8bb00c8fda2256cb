/**
 * The servers the journeys run against, each started by Playwright (webServer in
 * playwright.config.ts) on its own port counted from E2E_PORT, so runs on other ports never meet:
 * the preview every journey uses (or the deployed copy BASE_URL names), a real nginx over HTTPS
 * with the configuration `npm run deploy:nginx` prints, Cloudflare Pages run by
 * `wrangler pages dev`. Below, what each must do differently.
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

export interface Host {
  name: string;
  baseURL: string;
  /** Where it answers plain HTTP, only to redirect: a host served over HTTPS. */
  httpURL?: string;
  /** Why it cannot be tested here, if it cannot. */
  skip?: string;
  /** The statuses its permanent redirects may have. */
  permanent: readonly number[];
  /** Addresses it must answer as missing: 404, the branded page and every header. */
  hidden: readonly string[];
  /** A missing asset's headers: the 404 page's, the asset's, or `either` where not known. */
  missingAsset: ResponseKind | 'either';
  /** Its missing-slash redirects drop the query and the headers (the preview's). */
  bareRedirects?: true;
  /** Files of the export it must not hand out, whatever it answers instead. */
  withheld?: readonly string[];
  /** Cache-Control on a 404, when not the revalidation every page gets. */
  notFoundCacheControl?: string;
  /** Sends no Cache-Control on a missing-slash redirect. */
  uncachedRedirects?: true;
  /** Sends no Vary: Accept-Encoding with what it compresses. */
  noVary?: true;
  /** The folder it serves, with the compressed copies beside its files (scripts/precompress.ts). */
  precompressedRoot?: string;
  /** The one host name it answers to, refusing every other. */
  hostName?: string;
}

const deployedOnly = deployed ? `BASE_URL is set: only ${deployed} is tested.` : undefined;

export const hosts: readonly Host[] = [
  deployed
    ? {
        name: `the deployed site at ${deployed}`,
        baseURL: deployed,
        httpURL: deployed.startsWith('https:') ? deployed.replace(/^https:/, 'http:') : undefined,
        // Vercel and Cloudflare answer 308.
        permanent: [301, 308],
        hidden: ['/.env'],
        missingAsset: 'either',
      }
    : {
        name: 'the preview server',
        baseURL: `http://127.0.0.1:${ports.preview}`,
        permanent: [301],
        hidden: ['/.env'],
        missingAsset: 'page',
        bareRedirects: true,
      },
  {
    name: 'nginx over HTTPS',
    baseURL: `https://${nginxServerName}:${ports.nginxHttps}`,
    httpURL: `http://${nginxServerName}:${ports.nginxHttp}`,
    skip: deployedOnly ?? nginxUnavailable() ?? undefined,
    permanent: [301],
    hidden: [
      ...['/_headers', '/vercel.json', '/404/', '/404', '/_not-found/', '/404.html'],
      ...['/.env', '/.git/config', '/retreats/.env'],
    ],
    missingAsset: 'page',
    precompressedRoot: path.join(nginxDirectory, 'root'),
    hostName: nginxServerName,
  },
  {
    name: 'Cloudflare Pages (wrangler pages dev)',
    baseURL: `http://127.0.0.1:${ports.wrangler}`,
    skip: deployedOnly,
    // The differences below are Cloudflare's own; docs/deploy.md says why each is left as it is.
    permanent: [308],
    hidden: ['/.env', '/.git/config'],
    missingAsset: 'file',
    // Pages never serves it (`pages dev` answers 502 for it, production 404).
    withheld: ['/_headers'],
    notFoundCacheControl: 'no-store',
    uncachedRedirects: true,
    noVary: true,
  },
];

export const [siteHost, nginxHost] = hosts as [Host, Host, Host];
