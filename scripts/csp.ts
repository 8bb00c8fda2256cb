/**
 * Build step: pins each exported page's inline scripts with a Content-Security-Policy <meta> of
 * their hashes, from the policy in scripts/security.ts. Runs last on a page, so the inline
 * bootstrap of runtime-on-demand.ts and the speculation rules are hashed like any other inline
 * script.
 */
import { createHash } from 'node:crypto';
import {
  applyEdits,
  attributeOf,
  elementsOf,
  escapeAttribute,
  spanOf,
  textOf,
  type Element,
} from './html';
import { excerpt, RewriteNotDoneError } from './rewrite-proof';
import { pageCspDirectives, serializeCsp, type PageKind } from './security';
import { isSpeculationRules } from './speculation-rules';

/** Script types a browser runs; any other (JSON-LD and other data blocks) is never executed. */
function isExecutable(script: Element): boolean {
  const type = attributeOf(script, 'type')?.trim().toLowerCase();
  return (
    !type ||
    type === 'module' ||
    [
      'text/javascript',
      'application/javascript',
      'text/ecmascript',
      'application/ecmascript',
      'application/x-javascript',
      'text/x-javascript',
    ].includes(type)
  );
}

/**
 * The source of every inline script the policy governs, in document order: those the browser
 * executes, and speculation rules, which script-src allows by hash like a script.
 */
export function inlineScripts(html: string): string[] {
  return elementsOf(html)
    .filter((element) => element.tagName === 'script')
    .filter((script) => attributeOf(script, 'src') === undefined)
    .filter((script) => isExecutable(script) || isSpeculationRules(script))
    .map(textOf);
}

export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

export function pageCsp(html: string, kind: PageKind): string {
  const hashes = [...new Set(inlineScripts(html).map(scriptHash))];
  return serializeCsp(pageCspDirectives(kind), hashes);
}

/** The page's Content-Security-Policy <meta>. */
export const isCspMeta = (element: Element) =>
  element.tagName === 'meta' &&
  attributeOf(element, 'http-equiv')?.toLowerCase() === 'content-security-policy';

/** Puts the page's policy first in <head>, before anything it governs. */
export function withCsp(html: string, kind: PageKind): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(pageCsp(html, kind))}"/>`;
  const elements = elementsOf(html);
  const existing = elements.find(isCspMeta);
  if (existing) return applyEdits(html, [{ ...spanOf(existing), text: meta }]);
  const charset = elements.find(
    (element) => element.tagName === 'meta' && attributeOf(element, 'charset') !== undefined,
  );
  if (!charset) throw new Error('No <meta charset> to anchor the CSP after');
  const { end } = spanOf(charset);
  return applyEdits(html, [{ start: end, end, text: meta }]);
}

/**
 * Proves a page's policy pins exactly its inline scripts: one CSP <meta>, in <head>, whose
 * script-src hashes are those of the scripts the page carries now, each named when one is off.
 */
export function proveCsp(html: string, kind: PageKind): void {
  const step = 'csp (each inline script pinned by its hash)';
  const metas = elementsOf(html).filter(isCspMeta);
  if (metas.length !== 1) throw new RewriteNotDoneError(step, `${metas.length} CSP <meta> tags`);
  const content = attributeOf(metas[0]!, 'content') ?? '';
  const scriptSrc = content.split(';').find((d) => d.trim().startsWith('script-src ')) ?? '';
  const pinned = scriptSrc.split(/\s+/).filter((source) => source.startsWith("'sha256-"));
  const scripts = inlineScripts(html);
  const hashes = scripts.map(scriptHash);
  const stray = pinned.find((hash) => !hashes.includes(hash));
  if (stray) {
    throw new RewriteNotDoneError(step, `the CSP hash ${stray} matches no inline script`);
  }
  const unpinned = scripts.find((script) => !pinned.includes(scriptHash(script)));
  if (unpinned !== undefined) {
    throw new RewriteNotDoneError(
      step,
      `an inline script the CSP does not pin: ${excerpt(unpinned, 80)}`,
    );
  }
  if (content !== pageCsp(html, kind)) {
    throw new RewriteNotDoneError(step, `the CSP is not the ${kind} page's policy: ${content}`);
  }
}
