/**
 * One exported page through the build's steps, in order: a page without an island loses Next's
 * runtime (static-pages.ts), the page with one gets it on demand (runtime-on-demand.ts), each
 * gets the site's speculation rules (speculation-rules.ts), and then its CSP hashes its final
 * inline scripts (csp.ts).
 */
import { withCsp } from './csp';
import { withRuntimeOnDemand } from './runtime-on-demand';
import { withSpeculationRules, type SpeculationRules } from './speculation-rules';
import { hasIsland, withoutRuntime, type ClientModules } from './static-pages';

/** Rewrites `html`; `page` names it in any error, so a failed build says which page failed. */
export function rewritePage(
  page: string,
  html: string,
  modules: ClientModules,
  rules: SpeculationRules,
): string {
  try {
    return hasIsland(html)
      ? withCsp(withSpeculationRules(withRuntimeOnDemand(html), rules), 'island')
      : withCsp(withSpeculationRules(withoutRuntime(html, modules), rules), 'static');
  } catch (error) {
    throw new Error(`${page}: ${(error as Error).message}`, { cause: error });
  }
}
