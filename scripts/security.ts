/**
 * The site's security policy, in one place. The post-build step writes it into every page
 * (CSP meta) and into the host configurations (_headers, vercel.json, the preview's serve.json,
 * nginx); the tests read it from here too.
 */
import { site } from '../content/site';

type Directives = Readonly<Record<string, readonly string[]>>;

/** The owner's two deployment choices; everything else follows from them. */
export interface DeploymentSettings {
  /**
   * Adds `preload` to HSTS. Submitting the domain to hstspreload.org then commits the whole
   * registrable domain and every subdomain to HTTPS in browsers' built-in lists, which takes
   * months to undo; the list only accepts it from the apex (not from www). See docs/deploy.md.
   */
  hstsPreload: boolean;
  /** An https URL that receives CSP violation reports (Reporting API), or null for none. */
  cspReportEndpoint: string | null;
}

export const deploymentSettings: DeploymentSettings = {
  hstsPreload: false,
  cspReportEndpoint: null,
};

/** The group name `report-to` refers to and `Reporting-Endpoints` defines. */
const cspReportGroup = 'csp';

function reportEndpoint(settings: DeploymentSettings): string | null {
  if (settings.cspReportEndpoint === null) return null;
  let url: URL;
  try {
    url = new URL(settings.cspReportEndpoint);
  } catch {
    throw new Error(`cspReportEndpoint is not a URL: ${settings.cspReportEndpoint}`);
  }
  // Browsers only deliver reports to secure endpoints; anything else would fail silently.
  if (url.protocol !== 'https:') throw new Error(`cspReportEndpoint must be https: ${url.href}`);
  return url.href;
}

const reporting = (settings: DeploymentSettings): Directives =>
  reportEndpoint(settings) ? { 'report-to': [cspReportGroup] } : {};

/**
 * A page with no island runs no script but JSON-LD (data) and, beside its popover menu, one inline
 * script; a page with an island also runs Next's runtime, which its inline bootstrap loads.
 */
export type PageKind = 'static' | 'island';

/**
 * A page's policy, Google's strict CSP: script-src gets each page's inline-script hashes added at
 * build time, and 'strict-dynamic' lets the scripts those load run, and nothing else ('self' is
 * only for browsers without 'strict-dynamic', which ignore it otherwise). Every fetch directive
 * is named, from nothing. Trusted Types guard every script sink: a page with an island allows its
 * bootstrap's one `default` policy (components/frequency-panel/trusted-types.ts), a static page
 * none.
 * No `upgrade-insecure-requests`: every request is the site's own, under HSTS, so it adds nothing,
 * and WebKit applies it to a preview over plain http, asking for its CSS and fonts over https.
 */
export function pageCspDirectives(kind: PageKind, settings = deploymentSettings): Directives {
  const island = kind === 'island';
  return {
    'default-src': ["'none'"],
    'script-src': island ? ["'strict-dynamic'", "'self'"] : ["'strict-dynamic'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", new URL(site.heroImage.host).origin],
    'font-src': ["'self'"],
    // The panel's page fetches its own runtime at idle (runtime-loader.ts), and audits read the
    // site's own files from inside the page, as Lighthouse does robots.txt: its origin alone.
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'require-trusted-types-for': ["'script'"],
    'trusted-types': island ? ['default'] : ["'none'"],
    ...reporting(settings),
  };
}

/**
 * Directives a <meta> policy cannot carry (browsers ignore frame-ancestors there), sent as a
 * header with every response. Two policies are both enforced, so this one names nothing the page
 * policy allows.
 */
export function headerCspDirectives(settings = deploymentSettings): Directives {
  return {
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    ...reporting(settings),
  };
}

/**
 * A second policy for every response that is not a page: scripts, styles, fonts, images, text.
 * None of them loads anything when opened on its own (the SVG icon is shapes with fill and stroke
 * attributes: no style, script or link), so nothing is allowed. It follows the header policy in
 * the same header, comma-separated, which browsers read as two policies and enforce both; that
 * is also how Netlify and Cloudflare join two matching rules' values, so every host sends the
 * same.
 */
function fileCspDirectives(settings = deploymentSettings): Directives {
  return { 'default-src': ["'none'"], ...reporting(settings) };
}

export function serializeCsp(directives: Directives, extraScriptSources: readonly string[] = []) {
  return Object.entries(directives)
    .map(([name, sources]) =>
      [name, ...sources, ...(name === 'script-src' ? extraScriptSources : [])].join(' '),
    )
    .join('; ');
}

/**
 * Powerful features, denied to the site and to anything that might ever embed it. The site uses
 * one: `autoplay`, which governs whether the frequency controller's Web Audio may start (it
 * starts on the visitor's press), so it is not listed. Names Chromium does not know are left out
 * too, since it logs an error for each: `bluetooth` and `web-share` (Chromium 156 on Linux).
 */
const deniedFeatures = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'clipboard-write',
  'compute-pressure',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'storage-access',
  'sync-xhr',
  'usb',
  'window-management',
  'xr-spatial-tracking',
];

/** Two years: the minimum the preload list asks for, and what it recommends. */
const hstsMaxAge = 63072000;

/** What a response is, for its policy: a page (an HTML document, the 404 included) or a file. */
export type ResponseKind = 'page' | 'file';

/** The headers sent with every response of that kind, 404s and redirects included. */
export function securityHeadersFor(
  settings = deploymentSettings,
  kind: ResponseKind = 'page',
): Readonly<Record<string, string>> {
  const endpoint = reportEndpoint(settings);
  const policies = [
    headerCspDirectives(settings),
    ...(kind === 'file' ? [fileCspDirectives(settings)] : []),
  ];
  return {
    'Content-Security-Policy': policies.map((policy) => serializeCsp(policy)).join(', '),
    ...(endpoint ? { 'Reporting-Endpoints': `${cspReportGroup}="${endpoint}"` } : {}),
    'Strict-Transport-Security': [
      `max-age=${hstsMaxAge}`,
      'includeSubDomains',
      ...(settings.hstsPreload ? ['preload'] : []),
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': deniedFeatures.map((feature) => `${feature}=()`).join(', '),
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Only other sites' pages embedding our files are refused; our own pages, top-level visits
    // and the crawlers that fetch the sharing card are not affected.
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

/** Next fingerprints everything under /_next/static/, so it may be cached for a year. */
export const immutableAssets = {
  path: '/_next/static/',
  cacheControl: 'public, max-age=31536000, immutable',
};

/** Everything else, HTML first, must be revalidated so a deploy shows at once. */
export const revalidate = { cacheControl: 'public, max-age=0, must-revalidate' };

/** What every host configuration is generated from. */
export interface HostPolicy {
  /** Every response's headers; pages keep them as they are. */
  headers: Readonly<Record<string, string>>;
  /** The policy files add to the header one (see fileCspDirectives), and the header in full. */
  fileCsp: { added: string; header: string };
  immutableAssets: typeof immutableAssets;
  revalidate: typeof revalidate;
}

export function hostPolicy(settings = deploymentSettings): HostPolicy {
  return {
    headers: securityHeadersFor(settings),
    fileCsp: {
      added: serializeCsp(fileCspDirectives(settings)),
      header: securityHeadersFor(settings, 'file')['Content-Security-Policy']!,
    },
    immutableAssets,
    revalidate,
  };
}
