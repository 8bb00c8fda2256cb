/**
 * Build step, for a page with an island: no framework JavaScript until the visitor interacts.
 * Takes Next's runtime `<script src>` tags and script preloads out of the exported page and puts
 * in their place the island's inline bootstrap (components/frequency-panel/bootstrap.ts), which
 * fetches them at idle and runs them on the first press, touch, key or focus. The inline RSC data
 * stays, so React hydrates whenever they run, less the page's head, which the HTML carries
 * already. A `nomodule` script goes: every browser the bootstrap is compiled for runs modules, so
 * none would ever fetch it.
 *
 * It knows the shape of Next 16's export and refuses anything else: a page it cannot account
 * for fails the build rather than shipping without its runtime or with a stale one.
 */
import path from 'node:path';
import {
  applyEdits,
  attributeOf,
  describeElement as describe,
  elementsOf,
  escapeAttribute,
  isInside,
  isJsonLd,
  spanOf,
  textOf,
  type Edit,
  type Element,
} from './html';
import { marks } from '../components/frequency-panel/marks';
import { inlineScript } from './inline-script';
import { excerpt, RewriteNotDoneError } from './rewrite-proof';
import {
  headRowsOf,
  isRscScript,
  isRuntimeUrl,
  isScriptPreload,
  isTurbopackScript,
  pushedText,
  pushScript,
  withoutHeadRows,
} from './rsc-payload';

/** Marks the bootstrap, so a page is never rewritten twice. */
export const bootstrapId = 'runtime-on-demand';

/** The bootstrap as the browser runs it: compiled and minified from its TypeScript source. */
export const bootstrapScript = inlineScript(
  path.join(__dirname, '../components/frequency-panel/bootstrap-inline.ts'),
);

export class UnexpectedExportError extends Error {
  constructor(problem: string) {
    super(
      `runtime-on-demand: ${problem}. Next's export no longer looks as scripts/runtime-on-demand.ts ` +
        `expects (after a Next upgrade?): check the new output and update the step before shipping.`,
    );
    this.name = 'UnexpectedExportError';
  }
}

type RuntimeScript = { element: Element; src: string; kind: 'async' | 'nomodule' };

/** A `<script src>` of Next's runtime, or an error saying what about it is new. */
function runtimeScript(script: Element): RuntimeScript {
  const src = attributeOf(script, 'src');
  if (!isRuntimeUrl(src)) throw new UnexpectedExportError(`unknown script ${describe(script)}`);
  const others = script.attrs.map((a) => a.name).filter((name) => name !== 'src');
  if (others.length === 1 && (others[0] === 'async' || others[0] === 'nomodule')) {
    if (textOf(script).trim()) throw new UnexpectedExportError(`${describe(script)} has a body`);
    return { element: script, src, kind: others[0] };
  }
  // A blocking, deferred, module or integrity-checked script would need other loading rules.
  const unknown = script.attrs.filter(({ name }) => !['src', 'async', 'nomodule'].includes(name));
  const why =
    unknown.length > 0
      ? `an attribute it does not know: ${unknown.map((a) => `${a.name}="${a.value}"`).join(' ')}`
      : others.length === 0
        ? 'neither async nor nomodule'
        : 'both async and nomodule';
  throw new UnexpectedExportError(
    `a runtime script of an unknown kind (${why}): ${describe(script)}`,
  );
}

/** A preload of a runtime script; a script preload of anything else is new. */
function isRuntimePreload(link: Element): boolean {
  if (!isScriptPreload(link)) return false;
  if (!isRuntimeUrl(attributeOf(link, 'href'))) {
    throw new UnexpectedExportError(`a script preload outside Next's runtime: ${describe(link)}`);
  }
  return true;
}

/**
 * The edits that take the page's head out of its RSC data (withoutHeadRows), push by push: only
 * where every push holds whole rows, as Next writes them, so no row is cut in two.
 */
function lighterPushes(rscScripts: Element[]): Edit[] {
  const pushes = rscScripts.flatMap((script) => {
    const text = pushedText(script);
    return text === null ? [] : [{ script, text }];
  });
  if (!pushes.every(({ text }) => text.endsWith('\n'))) return [];
  return pushes.flatMap(({ script, text }) => {
    const lighter = withoutHeadRows(text);
    return lighter === text ? [] : [{ ...spanOf(script), text: pushScript(lighter) }];
  });
}

/** Rewrites one exported page, and hands on the runtime's files, which its bootstrap runs. */
export function withRuntimeOnDemand(html: string): { html: string; runtime: string[] } {
  const elements = elementsOf(html);
  const scripts = elements.filter((element) => element.tagName === 'script');
  if (scripts.some((script) => attributeOf(script, 'id') === bootstrapId)) {
    throw new Error('the page was rewritten already: run `npm run build`, not its last step alone');
  }

  const runtime: RuntimeScript[] = [];
  const rscData: Element[] = [];
  for (const script of scripts) {
    if (attributeOf(script, 'src') !== undefined) {
      runtime.push(runtimeScript(script));
      continue;
    }
    if (isJsonLd(script)) continue;
    // Kept: the data React hydrates from, and Turbopack's chunk list.
    if (isRscScript(script)) rscData.push(script);
    else if (!isTurbopackScript(script)) {
      throw new UnexpectedExportError(`an unknown inline script: ${textOf(script).slice(0, 80)}…`);
    }
  }
  const preloads = elements.filter(isRuntimePreload);

  const asyncScripts = runtime.filter((script) => script.kind === 'async');
  if (asyncScripts.length === 0) throw new UnexpectedExportError('no runtime scripts found');
  if (rscData.length === 0) {
    throw new UnexpectedExportError('no inline RSC data (self.__next_f) for React to hydrate from');
  }
  const first = runtime[0]!.element;
  if (!isInside(first, 'head')) {
    throw new UnexpectedExportError(
      `the first runtime script is not in <head>: ${describe(first)}`,
    );
  }

  const files = [...new Set(asyncScripts.map((script) => script.src))];
  const bootstrap = `<script id="${bootstrapId}" ${marks.runtime}="${escapeAttribute(files.join(' '))}">${bootstrapScript()}</script>`;

  const edits: Edit[] = [
    { ...spanOf(first), text: bootstrap },
    ...[...runtime.slice(1).map((script) => script.element), ...preloads].map((element) => ({
      ...spanOf(element),
      text: '',
    })),
    ...lighterPushes(rscData),
  ];
  return { html: applyEdits(html, edits), runtime: files };
}

/**
 * Proves a page with an island loads its runtime on demand only: no `<script src>` or script
 * preload is left, the one bootstrap lists `runtime`, the RSC data is there, and no row of the
 * page's head is left in it (read across all its pushes, wherever their IconMark is imported).
 */
export function proveRuntimeOnDemand(html: string, runtime: readonly string[]): void {
  const step = 'runtime-on-demand (the runtime loads on the first interaction)';
  const elements = elementsOf(html);
  const scripts = elements.filter((element) => element.tagName === 'script');
  const loaded = scripts.find((script) => attributeOf(script, 'src') !== undefined);
  if (loaded) throw new RewriteNotDoneError(step, `a runtime script survived: ${describe(loaded)}`);
  const preload = elements.find(isScriptPreload);
  if (preload) {
    throw new RewriteNotDoneError(step, `a script preload survived: ${describe(preload)}`);
  }
  const bootstraps = scripts.filter((script) => attributeOf(script, 'id') === bootstrapId);
  if (bootstraps.length !== 1 || attributeOf(bootstraps[0]!, marks.runtime) !== runtime.join(' ')) {
    throw new RewriteNotDoneError(
      step,
      `the page has ${bootstraps.length} bootstraps, not one listing ${runtime.join(' ')}`,
    );
  }
  const pushes = scripts.filter(isRscScript).flatMap((script) => {
    const text = pushedText(script);
    return text === null ? [] : [text];
  });
  if (pushes.length === 0) throw new RewriteNotDoneError(step, 'the page lost its RSC data');
  const [head] = headRowsOf(pushes);
  if (head) {
    throw new RewriteNotDoneError(
      step,
      `the head row ${head.id} survived in the RSC payload (${head.iconMarkInItsPush ? 'its IconMark in the same push' : 'its IconMark in another push'}): ${excerpt(head.value)}`,
    );
  }
}
