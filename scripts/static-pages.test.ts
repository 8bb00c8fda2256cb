/** @jest-environment node */
import path from 'node:path';
import { exportFixtures } from './export-fixtures';
import { elementsOf, textOf } from './html';
import { rewritePage } from './rewrite-page';
import {
  hasIsland,
  menuScript,
  proveWithoutRuntime,
  readClientModules,
  withoutRuntime,
} from './static-pages';

const chunk = (name: string) => `/_next/static/chunks/${name}.js`;
const modules = new Map([
  ['4766', 'components/nav-link.tsx'],
  ['35058', 'components/mobile-menu.tsx'],
  ['39756', 'node_modules/next/dist/esm/client/components/layout-router.js'],
  ['51234', 'components/frequency-panel/frequency-panel.tsx'],
]);
const push = (text: string) => `<script>self.__next_f.push(${JSON.stringify([1, text])})</script>`;
const rsc = (...references: string[]) =>
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  push(`${references.map((r, i) => `${i + 1}:I[${r}]\n`).join('')}0:{"P":null}\n`);
const turbopack = `<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/main.js"],"runtimeModuleIds":[1]});</script>`;
const jsonLd = '<script type="application/ld+json">{"@type":"OfferCatalog"}</script>';
const menu = '<ul popover="auto" id="m"><li><a href="/about/">About</a></li></ul>';

/** An exported page in the shape Next 16.4.6 writes (trimmed). */
function page(body: string, payload = rsc('4766,[],"NavLink"', '35058,[],"MobileMenu"')) {
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
    `<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>`,
    `<link rel="preload" as="script" fetchPriority="low" href="${chunk('main')}"/>`,
    `<script src="${chunk('react')}" async=""></script>`,
    `<script src="${chunk('polyfills')}" noModule=""></script>`,
    '<title>Retreats</title></head><body>',
    body,
    jsonLd,
    turbopack,
    `<script src="${chunk('main')}" async=""></script>`,
    payload,
    '</body></html>',
  ].join('');
}

const scriptsOf = (html: string) => elementsOf(html).filter((e) => e.tagName === 'script');

describe('withoutRuntime, on a page without an island', () => {
  const html = withoutRuntime(page(`<h1>Retreats</h1>${menu}`), modules);

  // That it leaves no script but data and the menu's own is read in the real export, every
  // page of it: e2e/runtime.spec.ts.
  it('keeps every other byte: the stylesheet, the content and the data', () => {
    for (const kept of ['/_next/static/chunks/site.css', '<h1>Retreats</h1>', menu, jsonLd]) {
      expect(html).toContain(kept);
    }
  });

  it('adds the menu’s script to a page with a popover to close, and to no other', () => {
    const plain = withoutRuntime(page('<h1>Not found</h1>'), modules);
    expect(scriptsOf(html).map(textOf)).toContain(menuScript());
    expect(scriptsOf(plain).map(textOf)).not.toContain(menuScript());
  });

  it('inlines a menu script that is plain, self-contained JavaScript', () => {
    expect(() => new Function(menuScript())).not.toThrow();
    expect(menuScript()).toContain('pagehide');
    expect(menuScript()).not.toMatch(/<\/script|<!--/i);
  });
});

describe('the guard against stripping an island', () => {
  it('fails the build on a client component the page needs React for, naming the page and it', () => {
    const html = page('<h1>Oops</h1>', rsc('4766,[],"NavLink"', '51234,[],"FrequencyPanel"'));
    const site = { island: hasIsland(html), modules, rules: {} };
    expect(() => rewritePage('out/about/index.html', html, site)).toThrow(
      /out\/about\/index\.html: .*components\/frequency-panel\/frequency-panel\.tsx \(FrequencyPanel\)/,
    );
  });

  it('fails on a client module the build’s manifests do not know', () => {
    const html = page('<h1>Oops</h1>', rsc('99999,[],"Mystery"'));
    expect(() => withoutRuntime(html, modules)).toThrow(/module 99999 \(Mystery\)/);
  });

  it('fails on a script it does not know rather than shipping it', () => {
    const html = page('<h1>x</h1><script>window.analytics = true</script>');
    expect(() => withoutRuntime(html, modules)).toThrow(/a script it does not know/);
  });

  it('leaves the runtime of a page whose island is marked, for runtime-on-demand', () => {
    const html = page('<section data-island="frequency-panel"><h1>Panel</h1></section>');
    expect(hasIsland(html)).toBe(true);
    const site = { island: hasIsland(html), modules, rules: {} };
    const rewritten = rewritePage('out/frequency-controller/index.html', html, site);
    expect(rewritten.html).toContain('__next_f');
    expect(rewritten.html).toContain('id="runtime-on-demand"');
    expect(rewritten.runtime).toEqual([chunk('react'), chunk('main')]);
  });
});

describe('on a real page without an island (scripts/fixtures/)', () => {
  const { staticPage, islandPage, serverAppDir, version } = exportFixtures(
    path.resolve(__dirname, '..'),
  );
  const realModules = readClientModules(serverAppDir);

  it(`reads Next ${version}'s client manifests: the header's components, Next's and the panel`, () => {
    expect([...realModules.values()]).toEqual(
      expect.arrayContaining([
        'components/nav-link.tsx',
        'components/mobile-menu.tsx',
        'components/frequency-panel/frequency-panel.tsx',
        'node_modules/next/dist/esm/lib/metadata/generate/icon-mark.js',
      ]),
    );
  });

  it('strips the runtime, and proves it', () => {
    expect(hasIsland(staticPage.html)).toBe(false);
    const html = withoutRuntime(staticPage.html, realModules);
    expect(() => proveWithoutRuntime(html)).not.toThrow();
    expect(scriptsOf(html).map(textOf)).toContain(menuScript());
  });

  it('takes each real page through every step and its proof', () => {
    const rules = { prerender: [] };
    for (const { route, html } of [staticPage, islandPage]) {
      const site = { island: hasIsland(html), modules: realModules, rules };
      expect(() => rewritePage(route, html, site)).not.toThrow();
    }
  });

  it('names the runtime a page would keep, were the step to miss it', () => {
    expect(() => proveWithoutRuntime(staticPage.html)).toThrow(
      /static-pages .* did not do its work: a script preload survived: <link rel="preload" as="script"/,
    );
    const stripped = withoutRuntime(staticPage.html, realModules);
    const left = stripped.replace(
      '</body>',
      `<script src="${chunk('main')}" async=""></script></body>`,
    );
    expect(() => proveWithoutRuntime(left)).toThrow(
      /a script survived: <script src="\/_next\/static\/chunks\/main\.js" async="">/,
    );
  });
});
