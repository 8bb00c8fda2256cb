/**
 * The privacy policy against what the pages reach, in a browser: the outside hosts it loads from
 * on its own, every page visited, and those a link can open. The policy's lists are read from
 * content/privacy.ts, which the privacy page renders as they are (app/pages.test.tsx).
 */
import { browserReaches, visitorChooses } from '../content/privacy';
import { everyPage, panelPage } from './support/locators';
import { expect, test } from './support/test';

const titles = (list: { items: readonly { title: string }[] }) =>
  list.items.map((item) => item.title);

test('the privacy policy names exactly the outside hosts the pages load from and the sites they link to', async ({
  page,
  outsideRequests,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const loadedBy = new Map<string, string[]>();
  const allowed = new Set<string>();
  const linked = new Set<string>();
  for (const path of everyPage) {
    outsideRequests.length = 0;
    // The panel's page fetches its own runtime at idle: wait for that too.
    await page.goto(path, { waitUntil: path === panelPage ? 'networkidle' : 'load' });
    const hosts = new Set(outsideRequests.map((url) => new URL(url).host));
    if (hosts.size > 0) loadedBy.set(path, [...hosts].sort());
    const policy = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    for (const source of policy!.match(/https:\/\/[^\s;]+/g) ?? [])
      allowed.add(new URL(source).host);
    for (const href of await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))) {
      const url = new URL(href);
      if (url.protocol === 'https:' && url.origin !== new URL(page.url()).origin)
        linked.add(url.host);
    }
  }
  expect(Object.fromEntries(loadedBy)).toEqual({ '/': titles(browserReaches) });
  expect([...allowed]).toEqual(titles(browserReaches));
  // Entries named by a host are web sites; the telephone is named in words.
  const sites = titles(visitorChooses).filter((term) => !/\s/.test(term) && term.includes('.'));
  expect([...linked].sort()).toEqual(sites.sort());
  expect(titles(visitorChooses)).toHaveLength(sites.length + 1);
});
