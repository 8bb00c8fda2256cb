/** @jest-environment node */
import { pageCsp, scriptHash } from './csp';
import { elementsOf, textOf } from './html';
import { isSpeculationRules, speculationRules, withSpeculationRules } from './speculation-rules';

const page = (head = '', body = '') =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>t</title>${head}</head><body>${body}<a href="/about/">About</a></body></html>`;
const ruleSets = (html: string) => elementsOf(html).filter(isSpeculationRules);

const pages = [
  { href: '/', island: false },
  { href: '/about/', island: false },
  { href: '/frequency-controller/', island: true },
];

describe('speculationRules', () => {
  it('prerenders the content pages and only prefetches a page with an island, each on hover or press', () => {
    expect(speculationRules(pages)).toEqual({
      prerender: [
        { source: 'document', where: { href_matches: ['/', '/about/'] }, eagerness: 'moderate' },
      ],
      prefetch: [
        {
          source: 'document',
          where: { href_matches: ['/frequency-controller/'] },
          eagerness: 'moderate',
        },
      ],
    });
  });

  it('writes no rule that would match nothing', () => {
    expect(speculationRules(pages.filter((p) => !p.island))).not.toHaveProperty('prefetch');
  });
});

describe('withSpeculationRules', () => {
  const rules = speculationRules(pages);

  it('puts one rule set, as JSON, at the end of <head>, where the page policy hashes it', () => {
    const html = withSpeculationRules(page(), rules);
    const [script, ...others] = ruleSets(html);
    expect(others).toEqual([]);
    expect(JSON.parse(textOf(script!))).toEqual(rules);
    expect(script!.parentNode).toHaveProperty('tagName', 'head');
    expect(pageCsp(html, 'static')).toContain(scriptHash(textOf(script!)));
  });

  it('replaces the rule sets a page already has, leaving one', () => {
    const stale = '<script type="speculationrules">{"prefetch":[]}</script>';
    const html = withSpeculationRules(page(stale, stale), rules);
    expect(ruleSets(html).map((script) => JSON.parse(textOf(script)))).toEqual([rules]);
    expect(withSpeculationRules(html, rules)).toBe(html);
  });

  it('writes no "<" that could end the script early', () => {
    const html = withSpeculationRules(
      page(),
      speculationRules([{ href: '/</script>/', island: false }]),
    );
    expect(ruleSets(html)).toHaveLength(1);
    expect(JSON.parse(textOf(ruleSets(html)[0]!)).prerender[0].where.href_matches).toEqual([
      '/</script>/',
    ]);
  });
});
