/**
 * One exported page through the build's steps, in order: a page without an island loses Next's
 * runtime (static-pages.ts), the page with one gets it on demand (runtime-on-demand.ts), each
 * gets the site's speculation rules (speculation-rules.ts), and then its CSP hashes its final
 * inline scripts (csp.ts). Then each step proves, on the page as it will ship, that it did its
 * work, and a page that shows otherwise fails the build, named.
 */
import { proveCsp, withCsp } from './csp';
import { proveRuntimeOnDemand, withRuntimeOnDemand } from './runtime-on-demand';
import {
  proveSpeculationRules,
  withSpeculationRules,
  type SpeculationRules,
} from './speculation-rules';
import { proveWithoutRuntime, withoutRuntime, type ClientModules } from './static-pages';

interface Site {
  /** Whether this page has an island (static-pages.ts `hasIsland`, asked once by the caller). */
  island: boolean;
  modules: ClientModules;
  rules: SpeculationRules;
}

/**
 * Rewrites `html`, and hands on the runtime files the page runs (none without an island); `page`
 * names it in any error, so a failed build says which page failed.
 */
export function rewritePage(
  page: string,
  html: string,
  { island, modules, rules }: Site,
): { html: string; runtime: string[] } {
  try {
    const { html: loaded, runtime } = island
      ? withRuntimeOnDemand(html)
      : { html: withoutRuntime(html, modules), runtime: [] };
    const kind = island ? 'island' : 'static';
    const rewritten = withCsp(withSpeculationRules(loaded, rules), kind);
    // Each step proves on the final page that it did its work (rewrite-proof.ts).
    if (island) proveRuntimeOnDemand(rewritten, runtime);
    else proveWithoutRuntime(rewritten);
    proveSpeculationRules(rewritten, rules);
    proveCsp(rewritten, kind);
    return { html: rewritten, runtime };
  } catch (error) {
    throw new Error(`${page}: ${(error as Error).message}`, { cause: error });
  }
}
