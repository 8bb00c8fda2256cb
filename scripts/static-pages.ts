/**
 * Build step: a page with no island is HTML and CSS. Takes Next's runtime out of it entirely (its
 * `<script src>` tags and script preloads, the inline RSC payload React would hydrate from, and
 * Turbopack's chunk list), leaving JSON-LD and, where the page has a popover menu, the few bytes
 * that close it before the page enters the back-forward cache.
 *
 * Guarded: a page is stripped only when it marks no `[data-island]` and every client component its
 * payload references is one that needs no React on such a page (the header's menu and links, which
 * work natively, and Next's own boundaries). Anything else fails the build, naming the page and
 * the component, so a new island can never ship dead.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import {
  applyEdits,
  attributeOf,
  describeElement,
  elementsOf,
  isJsonLd,
  spanOf,
  textOf,
  type Element,
} from './html';
import { marks } from '../components/frequency-panel/marks';
import { inlineScript } from './inline-script';
import { excerpt, RewriteNotDoneError } from './rewrite-proof';
import {
  clientReferences,
  isRscScript,
  isRuntimeUrl,
  isScriptPreload,
  isTurbopackScript,
  payloadOf,
  type ClientReference,
} from './rsc-payload';
import { isSpeculationRules } from './speculation-rules';

/** Whether the page has an island, whose runtime it keeps (runtime-on-demand.ts). */
export const hasIsland = (html: string) =>
  elementsOf(html).some((element) => attributeOf(element, marks.island) !== undefined);

/**
 * Client modules a page without an island may reference: each renders on the server what the
 * browser then does natively, so nothing is lost when React never runs there.
 */
const nativeWithoutReact = [
  // A popover menu and plain links whose aria-current is prerendered.
  'components/mobile-menu.tsx',
  'components/nav-link.tsx',
];
/** Next's own layout, error and metadata boundaries, which render nothing of their own. */
const nextInternals = 'node_modules/next/dist/';

/** Module id → source path (relative to the project), from the build's client manifests. */
export type ClientModules = ReadonlyMap<string, string>;

/**
 * Every client reference manifest under `serverAppDir` (`.next/server/app`): its file (relative),
 * the global it sets, and its entries by page, unchecked (export-shape.ts records their keys).
 */
export function readManifests(
  serverAppDir: string,
): { file: string; global: string; entries: Record<string, unknown> }[] {
  return readdirSync(serverAppDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('_client-reference-manifest.js'))
    .sort()
    .flatMap((file) => {
      const sandbox: Record<string, Record<string, unknown>> = {};
      const code = readFileSync(path.join(serverAppDir, file), 'utf8');
      runInNewContext(code, { globalThis: sandbox }, { timeout: 1000 });
      return Object.entries(sandbox).map(([global, entries]) => ({
        file: file.split(path.sep).join('/'),
        global,
        entries,
      }));
    });
}

/** Reads every page's client reference manifest under `.next/server/app`. */
export function readClientModules(serverAppDir: string): ClientModules {
  const modules = new Map<string, string>();
  for (const { global, entries } of readManifests(serverAppDir)) {
    if (global !== '__RSC_MANIFEST') continue;
    for (const manifest of Object.values(entries as Record<string, Manifest>)) {
      for (const [key, { id }] of Object.entries(manifest.clientModules)) {
        // "[project]/components/nav-link.tsx <module evaluation>" → components/nav-link.tsx
        modules.set(String(id), key.replace(/^\[project\]\//, '').replace(/ <[^>]+>$/, ''));
      }
    }
  }
  if (modules.size === 0) throw new Error(`No client reference manifest under ${serverAppDir}`);
  return modules;
}

interface Manifest {
  clientModules: Record<string, { id: string | number }>;
}

class IslandWithoutRuntimeError extends Error {
  constructor(reference: ClientReference, source: string | undefined) {
    const what = source
      ? `${source} (${reference.name})`
      : `module ${reference.id} (${reference.name})`;
    super(
      `it renders the client component ${what} but marks no [${marks.island}], so stripping ` +
        `its runtime would leave that component dead. Mark the island with ${marks.island} (its page ` +
        `then keeps the runtime), or, if it truly works without React, add it to ` +
        `nativeWithoutReact in scripts/static-pages.ts.`,
    );
    this.name = 'IslandWithoutRuntimeError';
  }
}

function checkReferences(html: string, modules: ClientModules) {
  for (const reference of clientReferences(payloadOf(html))) {
    const source = modules.get(reference.id);
    const allowed =
      source !== undefined &&
      (source.startsWith(nextInternals) || nativeWithoutReact.includes(source));
    if (!allowed) throw new IslandWithoutRuntimeError(reference, source);
  }
}

/** The inline script a page with a popover menu keeps, compiled from its module beside the menu. */
export const menuScript = inlineScript(path.join(__dirname, '../components/close-menus-inline.ts'));

function isNextScript(element: Element): boolean {
  if (element.tagName === 'script') {
    const src = attributeOf(element, 'src');
    if (src !== undefined) return isRuntimeUrl(src);
    return isRscScript(element) || isTurbopackScript(element);
  }
  return isScriptPreload(element) && isRuntimeUrl(attributeOf(element, 'href'));
}

/**
 * Rewrites a page without an island; throws if it references a client component that would need
 * React, or carries a script this step does not know.
 */
export function withoutRuntime(html: string, modules: ClientModules): string {
  checkReferences(html, modules);
  const elements = elementsOf(html);
  const removed = elements.filter(isNextScript);
  const unknown = elements.filter(
    (element) => element.tagName === 'script' && !removed.includes(element) && !isJsonLd(element),
  );
  if (unknown.length > 0) {
    throw new Error(`static-pages: a script it does not know: ${describeElement(unknown[0]!)}`);
  }
  const edits = removed.map((element) => ({ ...spanOf(element), text: '' }));
  const popover = elements.some((element) => attributeOf(element, 'popover') !== undefined);
  const body = elements.find((element) => element.tagName === 'body');
  if (popover && body) {
    // At the end of <body>: it only needs to be listening before the visitor leaves.
    const end = body.sourceCodeLocation?.endTag?.startOffset;
    if (end === undefined) throw new Error('static-pages: <body> has no end tag to write before');
    edits.push({ start: end, end, text: `<script>${menuScript()}</script>` });
  }
  return applyEdits(html, edits);
}

/**
 * Proves a page without an island runs nothing of Next's: every script left is data (JSON-LD),
 * the speculation rules or the menu's own, and no script is preloaded. It reads the final page
 * without the rules withoutRuntime removes by, so a script of a kind Next never wrote before is
 * named, not missed.
 */
export function proveWithoutRuntime(html: string): void {
  const elements = elementsOf(html);
  for (const element of elements) {
    if (element.tagName === 'script') {
      const kept =
        isJsonLd(element) ||
        isSpeculationRules(element) ||
        (attributeOf(element, 'src') === undefined && textOf(element) === menuScript());
      if (!kept) {
        throw new RewriteNotDoneError(
          'static-pages (a page without an island runs no runtime)',
          `a script survived: ${describeElement(element)}${excerpt(textOf(element), 80)}`,
        );
      }
    }
    if (isScriptPreload(element)) {
      throw new RewriteNotDoneError(
        'static-pages (a page without an island runs no runtime)',
        `a script preload survived: ${describeElement(element)}`,
      );
    }
  }
}
