/**
 * The page's Trusted Types policy, made by the panel's bootstrap before anything else runs. The
 * page's CSP requires Trusted Types for every script sink and allows this one policy, `default`:
 * Turbopack's chunk loader and React hand the DOM plain strings, which the browser passes through
 * it. It lets through exactly what the site itself loads, and makes no scripts from text at all.
 */

/** Where Next's runtime and its chunks are served from, on the page's own origin. */
export const chunkDirectory = '/_next/static/chunks/';

/** The one piece of HTML React writes: a script element made inert by being parsed (React DOM). */
export const reactScriptTemplate = '<script></script>';

/** A chunk's path: plain names (no dot segment, no encoded character) ending in `.js`. */
const chunkPath = new RegExp(`^${chunkDirectory}([\\w-][\\w.-]*/)*[\\w-][\\w.-]*\\.js$`);

/** Whether a script URL is one of the site's chunks, on the origin of `page`, with no query. */
export function isSiteScriptUrl(input: string, page: string): boolean {
  try {
    const url = new URL(input, page);
    const plain = !/[?#%]/.test(input);
    return plain && url.origin === new URL(page).origin && chunkPath.test(url.pathname);
  } catch {
    return false;
  }
}

interface TrustedTypePolicyFactory {
  createPolicy(name: string, rules: Record<string, (input: string) => string | null>): unknown;
}

/** Creates the `default` policy where the browser has Trusted Types (elsewhere the CSP's demand
 * is ignored too). Returning null refuses: the sink throws and a violation is reported. */
export function installTrustedTypesPolicy(): void {
  (window as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes?.createPolicy('default', {
    createScriptURL: (input) => (isSiteScriptUrl(input, location.href) ? input : null),
    createHTML: (input) => (input === reactScriptTemplate ? input : null),
  });
}
