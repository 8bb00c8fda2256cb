/**
 * One exported page through the build's steps, in order: a page without an island loses Next's
 * runtime (static-pages.ts), the page with one gets it on demand (runtime-on-demand.ts), and then
 * its CSP hashes its final inline scripts (csp.ts).
 */
import { withCsp } from './csp';
import { withRuntimeOnDemand } from './runtime-on-demand';
import { hasIsland, withoutRuntime, type ClientModules } from './static-pages';

/** Rewrites `html`; `page` names it in any error, so a failed build says which page failed. */
export function rewritePage(page: string, html: string, modules: ClientModules): string {
  try {
    return hasIsland(html)
      ? withCsp(withRuntimeOnDemand(html), 'island')
      : withCsp(withoutRuntime(html, modules), 'static');
  } catch (error) {
    throw new Error(`${page}: ${(error as Error).message}`, { cause: error });
  }
}
