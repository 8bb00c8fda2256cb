import { contactNav, primaryNav, routes } from '../content/navigation';
import { site } from '../content/site';
import { expect, test } from './support/test';

test.describe('runtime hygiene', () => {
  for (const route of routes) {
    test(`${route.href} loads with no console error, page error, failed response or tracker`, async ({
      page,
      outsideRequests,
    }) => {
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(`console: ${m.text()}`);
      });
      page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
      page.on('response', (r) => {
        if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
      });
      await page.goto(route.href, { waitUntil: 'networkidle' });
      // Scrolling brings every link into view, so whatever Next prefetches is fetched too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      const hosts = new Set(outsideRequests.map((url) => new URL(url).origin));
      expect([...hosts].filter((origin) => origin !== site.heroImage.host)).toEqual([]);
    });
  }
});

test.describe('with JavaScript disabled', () => {
  for (const route of routes) {
    test(`${route.href} shows every word and figure, and every navigation link`, async ({
      browser,
      page,
    }) => {
      await page.goto(route.href);
      const withScript = await page.getByRole('main').innerText();

      const context = await browser.newContext({ javaScriptEnabled: false });
      await context.route(`${site.heroImage.host}/**`, (r) => r.abort());
      const noScript = await context.newPage();
      await noScript.goto(route.href);
      await expect(noScript.getByRole('main')).toHaveText(withScript, { useInnerText: true });
      const nav = noScript.getByRole('navigation', { name: 'Primary' });
      for (const item of [...primaryNav, contactNav]) {
        await expect(
          nav.getByRole('link', { name: item.label, exact: true }).first(),
        ).toHaveAttribute('href', item.href);
      }
      await expect(
        noScript.getByRole('navigation', { name: 'Footer' }).getByRole('link'),
      ).toHaveCount(routes.length);
      await context.close();
    });
  }
});
