/**
 * The site's security policy, in one place. The post-build step writes it into every page
 * (CSP meta) and into the host configurations (_headers, vercel.json, nginx); the preview server
 * and the tests read it from here too.
 */
import { site } from '../content/site';

type Directives = Record<string, readonly string[]>;

/** The page policy. script-src gets each page's inline-script hashes added at build time. */
export const cspDirectives: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", new URL(site.heroImage.host).origin],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
};

/**
 * Directives a <meta> policy cannot carry (browsers ignore frame-ancestors there), sent as a
 * header. Two policies are both enforced, so this one names nothing the page policy allows.
 */
export const headerOnlyCsp: Directives = {
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
};

export function serializeCsp(directives: Directives, extraScriptSources: readonly string[] = []) {
  return Object.entries(directives)
    .map(([name, sources]) =>
      [name, ...sources, ...(name === 'script-src' ? extraScriptSources : [])].join(' '),
    )
    .join('; ');
}

/** Features the site never uses, denied to it and to anything that might ever embed. */
const deniedFeatures = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** Sent with every response. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': serializeCsp(headerOnlyCsp),
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': deniedFeatures.map((feature) => `${feature}=()`).join(', '),
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Next fingerprints everything under /_next/static/, so it may be cached for a year. */
export const immutableAssets = {
  path: '/_next/static/',
  cacheControl: 'public, max-age=31536000, immutable',
};

/** Everything else, HTML first, must be revalidated so a deploy shows at once. */
export const revalidate = { cacheControl: 'public, max-age=0, must-revalidate' };
