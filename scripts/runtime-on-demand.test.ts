/**
 * @jest-environment node
 */
import path from 'node:path';
import { marks } from '../components/frequency-panel/marks';
import { inlineScripts, scriptHash, withCsp } from './csp';
import { exportFixtures } from './export-fixtures';
import { attributeOf, elementsOf, spanOf, textOf } from './html';
import { pushScript } from './rsc-payload';
import {
  UnexpectedExportError,
  bootstrapId,
  bootstrapScript,
  proveRuntimeOnDemand,
  withRuntimeOnDemand,
} from './runtime-on-demand';

const chunk = (name: string) => `/_next/static/chunks/${name}.js`;
const rsc = [
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>',
].join('');
const turbopack = `<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/main.js"],"runtimeModuleIds":[1]});</script>`;

/** An exported page in the shape Next 16.4.6 writes (trimmed). */
function page({
  head = [
    `<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>`,
    `<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>`,
    `<link rel="preload" as="script" fetchPriority="low" href="${chunk('main')}"/>`,
    `<script src="${chunk('react')}" async=""></script>`,
    `<script src="${chunk('turbopack-runtime')}" async=""></script>`,
    `<title>Retreats</title>`,
    `<script src="${chunk('polyfills')}" noModule=""></script>`,
  ].join(''),
  body = [
    '<h1>Retreats</h1>',
    '<script type="application/ld+json">{"@type":"OfferCatalog"}</script>',
    turbopack,
    `<script src="${chunk('main')}" async=""></script>`,
    rsc,
  ].join(''),
} = {}) {
  return `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;
}

const scriptsOf = (html: string) => elementsOf(html).filter((e) => e.tagName === 'script');

describe('withRuntimeOnDemand', () => {
  const { html, runtime } = withRuntimeOnDemand(page());

  it('leaves no runtime script or script preload for the browser to fetch while loading', () => {
    expect(scriptsOf(html).filter((s) => attributeOf(s, 'src') !== undefined)).toEqual([]);
    const preloads = elementsOf(html).filter(
      (e) => e.tagName === 'link' && attributeOf(e, 'as') === 'script',
    );
    expect(preloads).toEqual([]);
    expect(html).not.toContain('<script src=');
  });

  it('puts the bootstrap where the first runtime script was, listing the module-era scripts in order', () => {
    const bootstrap = scriptsOf(html).find((s) => attributeOf(s, 'id') === bootstrapId)!;
    // The nomodule polyfill is left out: every browser the bootstrap runs in runs modules.
    expect(runtime).toEqual([chunk('react'), chunk('turbopack-runtime'), chunk('main')]);
    expect(attributeOf(bootstrap, marks.runtime)).toBe(runtime.join(' '));
    expect(textOf(bootstrap)).toBe(bootstrapScript());
    expect(html).toContain(
      `<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/><script id="${bootstrapId}"`,
    );
    // The compiled bootstrap is plain, self-contained JavaScript.
    expect(() => new Function(bootstrapScript())).not.toThrow();
    expect(bootstrapScript()).not.toMatch(/<\/script|<!--|__name/i);
  });

  it('keeps every other byte: the font preload, the RSC data, the chunk list and JSON-LD', () => {
    const original = page();
    for (const kept of [
      '<link rel="preload" href="/_next/static/media/inter.woff2" as="font"',
      rsc,
      turbopack,
      '<script type="application/ld+json">{"@type":"OfferCatalog"}</script>',
      '<title>Retreats</title>',
      '<h1>Retreats</h1>',
    ]) {
      expect(original).toContain(kept);
      expect(html).toContain(kept);
    }
  });

  it('takes the page’s head, which the HTML carries, out of the RSC data, and keeps the rest', () => {
    const push = (text: string) =>
      `<script>self.__next_f.push(${JSON.stringify([1, text])})</script>`;
    const head = '2:[["$","title","0",{"children":"Retreats"}]]\n';
    const { html } = withRuntimeOnDemand(
      page({
        body: `<h1>Retreats</h1>${turbopack}<script src="${chunk('main')}" async=""></script>${rsc}${push(head)}`,
      }),
    );
    const pushes = scriptsOf(html)
      .map(textOf)
      .filter((text) => text.startsWith('self.__next_f'));
    expect(pushes).toEqual([
      'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])',
      'self.__next_f.push([1,"2:null\\n"])',
    ]);
  });

  it('refuses a page it already rewrote, which no longer lists its runtime', () => {
    expect(() => withRuntimeOnDemand(html)).toThrow(/rewritten already/);
  });

  it('gives the CSP step an inline bootstrap to hash like any other script', () => {
    const pinned = withCsp(html, 'island');
    expect(inlineScripts(pinned)).toContain(bootstrapScript());
    expect(pinned).toContain(scriptHash(bootstrapScript()));
  });
});

describe('withRuntimeOnDemand on output it does not expect', () => {
  const fails = (html: string, problem: RegExp) => {
    expect(() => withRuntimeOnDemand(html)).toThrow(UnexpectedExportError);
    expect(() => withRuntimeOnDemand(html)).toThrow(problem);
    expect(() => withRuntimeOnDemand(html)).toThrow(/update the step before shipping/);
  };

  it('fails when the page has no runtime scripts', () => {
    fails(page({ head: '<title>x</title>', body: `${turbopack}${rsc}` }), /no runtime scripts/);
  });

  it('fails when the RSC data React hydrates from is missing', () => {
    fails(page({ body: `${turbopack}<script src="${chunk('main')}" async=""></script>` }), /RSC/);
  });

  it('fails on an inline script it does not know', () => {
    fails(page({ body: `${rsc}<script>window.analytics = true</script>` }), /unknown inline/);
  });

  it.each([
    ['a blocking script', `<script src="${chunk('app')}"></script>`],
    ['a deferred script', `<script src="${chunk('app')}" defer=""></script>`],
    ['a module script', `<script src="${chunk('app')}" type="module" async=""></script>`],
    ['an integrity check', `<script src="${chunk('app')}" async="" integrity="sha384-x"></script>`],
    ['a script from elsewhere', `<script src="https://cdn.example/app.js" async=""></script>`],
  ])('fails on %s', (_, tag) => {
    fails(page({ body: `${tag}${rsc}` }), /script/);
  });

  it('names the attribute it does not know', () => {
    const tag = `<script src="${chunk('main')}" id="_R_" async=""></script>`;
    fails(
      page({ body: `${tag}${rsc}` }),
      /unknown kind \(an attribute it does not know: id="_R_"\)/,
    );
  });

  it('fails on a script preload outside the runtime', () => {
    fails(
      page({ body: `<link rel="modulepreload" href="https://cdn.example/x.js"/>${rsc}` }),
      /preload/,
    );
  });

  it('fails when the runtime starts in <body>, where the bootstrap would come too late', () => {
    fails(
      page({ head: '', body: `<script src="${chunk('main')}" async=""></script>${rsc}` }),
      /head/,
    );
  });
});

describe('on the real page with an island (scripts/fixtures/)', () => {
  const { islandPage, version } = exportFixtures(path.resolve(__dirname, '..'));
  const srcs = scriptsOf(islandPage.html).flatMap((s) => {
    const src = attributeOf(s, 'src');
    return src !== undefined && attributeOf(s, 'nomodule') === undefined ? [src] : [];
  });

  it(`loads Next ${version}'s runtime on demand, and proves it`, () => {
    const { html, runtime } = withRuntimeOnDemand(islandPage.html);
    expect(runtime).toEqual(srcs);
    expect(() => proveRuntimeOnDemand(html, runtime)).not.toThrow();
  });

  it('fails closed when the head row sits in another push than its IconMark', () => {
    // Next 16.5 canaries write the payload in many pushes; withoutHeadRows, reading one at a
    // time, then leaves the head in. The proof reads them together, and names what survived.
    const [element] = scriptsOf(islandPage.html).filter(
      (s) => textOf(s).startsWith('self.__next_f.push(') && textOf(s).includes('IconMark'),
    );
    const { start, end } = spanOf(element!);
    const rows = textOf(element!).slice('self.__next_f.push('.length, -1);
    const [, text] = JSON.parse(rows) as [number, string];
    const split = text
      .split(/(?<=\n)/)
      .map(pushScript)
      .join('');
    const html = islandPage.html.slice(0, start) + split + islandPage.html.slice(end);
    const { html: rewritten, runtime } = withRuntimeOnDemand(html);
    expect(() => proveRuntimeOnDemand(rewritten, runtime)).toThrow(
      /runtime-on-demand .* did not do its work: the head row \w+ survived in the RSC payload \(its IconMark in another push\): \[\["\$","title"/,
    );
  });
});

describe('proveRuntimeOnDemand', () => {
  const { html, runtime } = withRuntimeOnDemand(page());

  it('names a runtime script that survived', () => {
    const left = html.replace(
      '</body>',
      `<script src="${chunk('main')}" async=""></script></body>`,
    );
    expect(() => proveRuntimeOnDemand(left, runtime)).toThrow(
      /a runtime script survived: <script src="\/_next\/static\/chunks\/main\.js" async="">/,
    );
  });

  it('names a script preload that survived', () => {
    const left = html.replace('</head>', `<link rel="modulepreload" href="${chunk('x')}"/></head>`);
    expect(() => proveRuntimeOnDemand(left, runtime)).toThrow(/a script preload survived/);
  });

  it('fails when the bootstrap does not list the runtime', () => {
    expect(() => proveRuntimeOnDemand(html, [chunk('other')])).toThrow(/bootstraps/);
  });
});
