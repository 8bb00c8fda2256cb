/**
 * The page's Trusted Types policy, created by the panel's bootstrap before anything else runs. The
 * page's CSP requires Trusted Types for every script sink and allows this one policy, `default`:
 * Turbopack's chunk loader and React hand the DOM plain strings, which the browser passes through
 * it. It lets through exactly what the site itself loads and nothing else, and it makes no
 * scripts from text at all (no `createScript`).
 */

/** Where Next's runtime and its chunks are served from, on the page's own origin. */
export const chunkDirectory = '/_next/static/chunks/';

/** The one piece of HTML React writes: a script element made inert by being parsed (React DOM). */
export const reactScriptTemplate = '<script></script>';

const plainSegment = /^[\w.-]+$/;

/**
 * Whether a script URL is one of the site's chunks: same origin as `page`, under /_next/static/
 * chunks/, a `.js` file, with no query or fragment, and no encoded or dot segments that a server
 * might resolve elsewhere.
 */
export function isSiteScriptUrl(input: string, page: string): boolean {
  if (input.includes('?') || input.includes('#')) return false;
  let url: URL;
  try {
    url = new URL(input, page);
  } catch {
    return false;
  }
  if (url.origin !== new URL(page).origin || !url.pathname.startsWith(chunkDirectory)) return false;
  const segments = url.pathname.slice(chunkDirectory.length).split('/');
  return (
    url.pathname.endsWith('.js') &&
    segments.every((segment) => plainSegment.test(segment) && !/^\.+$/.test(segment))
  );
}

export const isReactScriptTemplate = (html: string) => html === reactScriptTemplate;

interface TrustedTypePolicyFactory {
  createPolicy(
    name: string,
    rules: {
      createHTML?: (input: string) => string | null;
      createScriptURL?: (input: string) => string | null;
    },
  ): unknown;
}

/** Creates the `default` policy, where the browser has Trusted Types. */
export function installTrustedTypesPolicy(): void {
  const factory = (window as Window & { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
  // A browser without Trusted Types ignores the CSP's requirement too.
  if (!factory) return;
  // Returning null refuses: the sink throws a TypeError and the browser reports a violation.
  factory.createPolicy('default', {
    createScriptURL: (input) => (isSiteScriptUrl(input, location.href) ? input : null),
    createHTML: (input) => (isReactScriptTemplate(input) ? input : null),
  });
}
