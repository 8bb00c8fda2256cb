/**
 * Build step: one speculation rule set in every exported page, so the next page is on its way
 * before the click. A link to one of the site's pages, hovered for a moment or pressed
 * (`moderate`), starts it: a content page is prerendered (it runs nothing but its menu's few
 * bytes, so it may run unseen); a page with an island is only prefetched, so its bootstrap never
 * runs for a page the visitor may not open.
 *
 * The pages are the routes of content/navigation.ts, each named exactly: never a file, an outside
 * link or an unknown address. Whether a page has an island is read from its exported HTML, so a
 * new island is prefetched-only without anyone remembering to say so.
 */
import { applyEdits, attributeOf, elementsOf, spanOf, textOf, type Element } from './html';
import { RewriteNotDoneError } from './rewrite-proof';

export interface SpeculatedPage {
  href: string;
  island: boolean;
}

interface Rule {
  source: 'document';
  where: { href_matches: string[] };
  eagerness: 'moderate';
}

export interface SpeculationRules {
  prerender?: Rule[];
  prefetch?: Rule[];
}

/** A rule for the pages given, or none: a rule that matches nothing is not valid. */
const ruleFor = (pages: readonly SpeculatedPage[]): Rule[] =>
  pages.length === 0
    ? []
    : [
        {
          source: 'document',
          where: { href_matches: pages.map((page) => page.href) },
          eagerness: 'moderate',
        },
      ];

export function speculationRules(pages: readonly SpeculatedPage[]): SpeculationRules {
  const prerender = ruleFor(pages.filter((page) => !page.island));
  const prefetch = ruleFor(pages.filter((page) => page.island));
  return {
    ...(prerender.length > 0 ? { prerender } : {}),
    ...(prefetch.length > 0 ? { prefetch } : {}),
  };
}

export const speculationRulesType = 'speculationrules';

/** The rule set's script element: text the CSP hashes, with no `<` that could end it early. */
const speculationRulesScript = (rules: SpeculationRules) =>
  `<script type="${speculationRulesType}">${JSON.stringify(rules).replaceAll('<', '\\u003c')}</script>`;

export const isSpeculationRules = (element: Element) =>
  element.tagName === 'script' &&
  attributeOf(element, 'type')?.trim().toLowerCase() === speculationRulesType;

/** The page with the rule set at the end of its <head>, in place of any it had. */
export function withSpeculationRules(html: string, rules: SpeculationRules): string {
  const elements = elementsOf(html);
  const script = speculationRulesScript(rules);
  const existing = elements.filter(isSpeculationRules);
  if (existing.length > 0) {
    return applyEdits(
      html,
      existing.map((element, index) => ({ ...spanOf(element), text: index === 0 ? script : '' })),
    );
  }
  const end = elements.find((element) => element.tagName === 'head')?.sourceCodeLocation?.endTag
    ?.startOffset;
  if (end === undefined)
    throw new Error('speculation-rules: <head> has no end tag to write before');
  return applyEdits(html, [{ start: end, end, text: script }]);
}

/** Proves the page carries the site's rule set, once. */
export function proveSpeculationRules(html: string, rules: SpeculationRules): void {
  const found = elementsOf(html).filter(isSpeculationRules);
  const expected = JSON.stringify(rules).replaceAll('<', '\\u003c');
  if (found.length !== 1 || textOf(found[0]!) !== expected) {
    throw new RewriteNotDoneError(
      'speculation-rules',
      `the page has ${found.length} rule sets, not the site's one`,
    );
  }
}
