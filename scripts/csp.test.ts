/**
 * @jest-environment node
 */
import { inlineScripts, isCspMeta, pageCsp, proveCsp, scriptHash, withCsp } from './csp';
import { elementsOf, spanOf } from './html';

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

describe('proveCsp', () => {
  const pinned = withCsp(page('<script>a()</script>', '<script>b()</script>'), 'static');

  it('passes a page whose policy pins exactly its inline scripts', () => {
    expect(() => proveCsp(pinned, 'static')).not.toThrow();
  });

  it('names an inline script the policy does not pin', () => {
    const added = pinned.replace('</body>', '<script>late()</script></body>');
    expect(() => proveCsp(added, 'static')).toThrow(
      /csp .* did not do its work: an inline script the CSP does not pin: late\(\)/,
    );
  });

  it('names a hash that matches no inline script', () => {
    const changed = pinned.replace('<script>b()</script>', '<script>c()</script>');
    expect(() => proveCsp(changed, 'static')).toThrow(
      new RegExp(
        `the CSP hash ${scriptHash('b()').replace(/[+/()]/g, '\\$&')} matches no inline script`,
      ),
    );
  });

  it('fails on a page with no policy, or two', () => {
    const none = page('<script>a()</script>');
    expect(() => proveCsp(none, 'static')).toThrow(/0 CSP <meta> tags/);
    const { start, end } = spanOf(elementsOf(pinned).find(isCspMeta)!);
    const meta = pinned.slice(start, end);
    expect(() => proveCsp(pinned.replace(meta, meta + meta), 'static')).toThrow(/2 CSP/);
  });
});
