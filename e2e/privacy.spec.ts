/**
 * The privacy policy against what the exported pages reach: the hosts the browser loads from on
 * its own, and those a link can open. The policy's lists are read from content/privacy.ts, which
 * the privacy page renders as they are (app/pages.test.tsx).
 */
import { browserReaches, visitorChooses } from '../content/privacy';
import { site } from '../content/site';
import { readExport } from './support/export';
import { exportedHosts, exportedPageHosts, pageHosts } from './support/outside-hosts';
import { expect, test } from './support/test';

const titles = (list: { items: readonly { title: string }[] }) =>
  list.items.map((item) => item.title);

test('the privacy policy names exactly the hosts the pages load from on their own', () => {
  const exported = exportedHosts();
  expect(titles(browserReaches)).toEqual(exported.loads);
  // The page policy allows those hosts and no others.
  expect(exported.allows).toEqual(exported.loads);
});

test('the privacy policy describes every outside site a link can open', () => {
  const terms = titles(visitorChooses);
  // Entries named by a host are web sites; the telephone is named in words.
  const named = terms.filter((term) => !/\s/.test(term) && term.includes('.')).sort();
  expect(named).toEqual(exportedHosts().links);
  expect(terms.length).toBe(named.length + 1);
});

test('only the home page loads anything from an outside host in its markup', () => {
  // Stylesheets are shared by every page, so this reads the pages' own markup alone.
  const noStylesheets = () => null;
  const pages = [...exportedPageHosts().keys()].filter((route) => {
    const html = readExport(route === '/404.html' ? '404' : route);
    return pageHosts(html, new URL(route, site.origin), noStylesheets).loads.length > 0;
  });
  expect(pages).toEqual(['/']);
});

test('the host finder reads markup, inline styles, stylesheets and the page policy', () => {
  const css: Record<string, string> = {
    '/a.css': '@import "/b.css"; .x { background: url("https://img.example/x.jpg") }',
    '/b.css': '@font-face { font-family: F; src: url(https://fonts.example/f.woff2) }',
  };
  const html = `<!doctype html><html><head>
    <meta http-equiv="Content-Security-Policy" content="default-src 'self'; img-src 'self' data: https://img.example">
    <link rel="stylesheet" href="/a.css"><link rel="canonical" href="https://elsewhere.example/">
    <style>.y { background-image: url(https://style.example/y.png) }</style>
    </head><body>
    <img srcset="https://set.example/a.jpg 1x, /local.jpg 2x" alt="">
    <script src="https://cdn.example/s.js"></script>
    <div style="background: url('https://attr.example/z.png')"></div>
    <a href="https://social.example/me">Profile</a><a href="/retreats/">Retreats</a>
    <a href="tel:+15550100">Call</a>
    <noscript><img src="https://noscript.example/p.gif" alt=""></noscript>
    </body></html>`;
  const hosts = pageHosts(
    html,
    new URL('https://site.example/'),
    (url) => css[url.pathname] ?? null,
  );
  expect(hosts).toEqual({
    loads: [
      'attr.example',
      'cdn.example',
      'fonts.example',
      'img.example',
      'noscript.example',
      'set.example',
      'style.example',
    ],
    allows: ['img.example'],
    links: ['social.example'],
  });
});
