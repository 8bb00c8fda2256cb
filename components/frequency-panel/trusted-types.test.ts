import { installTrustedTypesPolicy, isSiteScriptUrl, reactScriptTemplate } from './trusted-types';

const page = 'https://www.example.com/frequency-controller/';

describe('isSiteScriptUrl', () => {
  it.each([
    '/_next/static/chunks/39_j1bdzreq0m.js',
    '/_next/static/chunks/turbopack-2u1d16houkiyo.js',
    'https://www.example.com/_next/static/chunks/0cz1d0mv5g_q7.js',
    '../_next/static/chunks/a.js',
  ])('lets the site’s own chunk %s through', (url) => {
    expect(isSiteScriptUrl(url, page)).toBe(true);
  });

  it.each([
    ['another origin', 'https://evil.example/_next/static/chunks/x.js'],
    ['another scheme', 'http://www.example.com/_next/static/chunks/x.js'],
    ['another path on the same origin', '/uploads/x.js'],
    ['a sibling folder', '/_next/static/media/x.js'],
    ['a query string', '/_next/static/chunks/x.js?v=1'],
    ['an empty query', '/_next/static/chunks/x.js?'],
    ['a fragment', '/_next/static/chunks/x.js#x'],
    ['a climb out of the folder', '/_next/static/chunks/../../../evil.js'],
    ['an encoded climb', '/_next/static/chunks/%2e%2e/%2e%2e/x.js'],
    ['an encoded slash', '/_next/static/chunks/a%2F..%2Fx.js'],
    ['a file that is not a script', '/_next/static/chunks/site.css'],
    ['a data URL', 'data:text/javascript,alert(1)'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a blob URL', 'blob:https://www.example.com/1234'],
    ['a protocol-relative URL', '//evil.example/_next/static/chunks/x.js'],
  ])('refuses %s', (_, url) => {
    expect(isSiteScriptUrl(url, page)).toBe(false);
  });
});

describe('installTrustedTypesPolicy', () => {
  afterEach(() => Reflect.deleteProperty(window, 'trustedTypes'));

  it('creates the one default policy, which makes no scripts from text', () => {
    const createPolicy = jest.fn();
    Object.assign(window, { trustedTypes: { createPolicy } });
    installTrustedTypesPolicy();
    expect(createPolicy).toHaveBeenCalledTimes(1);
    const [name, rules] = createPolicy.mock.calls[0];
    expect(name).toBe('default');
    expect(Object.keys(rules).sort()).toEqual(['createHTML', 'createScriptURL']);
    expect(rules.createScriptURL('/_next/static/chunks/a.js')).toBe('/_next/static/chunks/a.js');
    expect(rules.createScriptURL('https://evil.example/x.js')).toBeNull();
    expect(rules.createHTML(reactScriptTemplate)).toBe(reactScriptTemplate);
    for (const html of [
      '<script>alert(1)</script>',
      '<script></script><img src=x onerror=alert(1)>',
    ]) {
      expect(rules.createHTML(html)).toBeNull();
    }
  });

  it('does nothing where the browser has no Trusted Types', () => {
    expect(() => installTrustedTypesPolicy()).not.toThrow();
  });
});
