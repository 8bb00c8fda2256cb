/**
 * @jest-environment node
 */
import { inlineScripts, pageCsp, scriptHash, withCsp } from './csp';

const page = (head: string, body = '') =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

describe('inlineScripts', () => {
  it('reads the scripts a browser runs, and speculation rules, as it parses them', () => {
    const html = page(
      '<script>a()</script><script src="/x.js" async=""></script><script type="module">b()</script>',
      [
        '<script type="application/ld+json">{"a":1}</script>',
        '<script type="speculationrules">{"prefetch":[]}</script>',
        // Markup in a comment or an attribute is not a script; text in a script is not markup.
        '<!-- <script>commented()</script> -->',
        '<p title="<script>no()</script>">x</p>',
        '<script>if (a < b) c("<p>")</script>',
      ].join(''),
    );
    expect(inlineScripts(html)).toEqual(['a()', 'b()', '{"prefetch":[]}', 'if (a < b) c("<p>")']);
  });
});

describe('withCsp', () => {
  it('pins each inline script by hash in a <meta> right after the charset', () => {
    const html = withCsp(page('<title>t</title><script>a()</script>'), 'static');
    expect(html).toContain(
      `<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="`,
    );
    expect(html).toContain(scriptHash('a()'));
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
  });

  it('replaces the policy of a page it already pinned', () => {
    const once = withCsp(page('<script>a()</script>'), 'static');
    const changed = once.replace('a()', 'b()');
    const again = withCsp(changed, 'static');
    expect(again.split('Content-Security-Policy')).toHaveLength(2);
    expect(again).toContain(scriptHash('b()'));
    expect(again).not.toContain(scriptHash('a()'));
    expect(withCsp(once, 'static')).toBe(once);
  });

  it('hashes a script once however often it appears', () => {
    expect(pageCsp(page('<script>a()</script>', '<script>a()</script>'), 'static')).toBe(
      pageCsp(page('<script>a()</script>'), 'static'),
    );
  });

  it('refuses a page with no <meta charset> to anchor the policy after', () => {
    expect(() => withCsp('<html><head></head><body></body></html>', 'static')).toThrow(
      /meta charset/,
    );
  });
});
