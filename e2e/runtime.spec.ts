import { siteFooter, siteHeader } from '../content/layout';
import { contactNav, primaryNav, routes } from '../content/navigation';
import { site } from '../content/site';
import { expect, test, type Page } from './support/test';

const about = primaryNav.find((item) => item.href === '/about/')!;

/** Next's runtime and any other script file the site serves. */
const isScriptFile = (url: string) => /\/_next\/static\/.+\.js(\?|$)/.test(new URL(url).pathname);

/** Every console error, page error and failed response, from the first byte on. */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
  });
  return problems;
}

/**
 * The main content's text, but for what the frequency panel shows beside its options: with
 * JavaScript off, those controls give way to the note in their <noscript>
 * (frequency-controller.spec.ts checks both sides of that).
 */
const mainText = (page: Page) =>
  page.getByRole('main').evaluate((main) => {
    for (const note of main.querySelectorAll('noscript')) {
      (note.parentElement as HTMLElement).style.display = 'none';
    }
    return (main as HTMLElement).innerText;
  });

/** React has hydrated the header: the menu toggle now mirrors its state in aria-expanded. */
const hydrated = (page: Page) =>
  expect(page.getByRole('banner').locator('button[popovertarget]')).toHaveAttribute(
    'aria-expanded',
    /^(true|false)$/,
  );

test.describe('runtime on demand', () => {
  for (const route of routes) {
    test(`${route.href} loads with no script file, hydrates on the first key press with no console error, failed response or tracker, and shows the same words and links with JavaScript off`, async ({
      browser,
      page,
      outsideRequests,
    }) => {
      const problems = recordProblems(page);
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (isScriptFile(r.url())) scripts.push(r.url());
      });
      await page.goto(route.href, { waitUntil: 'networkidle' });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect(scripts, 'script files requested while loading').toEqual([]);

      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: siteHeader.skipLink })).toBeFocused();
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(scripts.length).toBeGreaterThan(0);
      expect(problems).toEqual([]);
      const hosts = new Set(outsideRequests.map((url) => new URL(url).origin));
      expect([...hosts].filter((origin) => origin !== site.heroImage.host)).toEqual([]);
      const hydratedText = await mainText(page);

      const context = await browser.newContext({ javaScriptEnabled: false });
      await context.route(`${site.heroImage.host}/**`, (r) => r.abort());
      const noScript = await context.newPage();
      await noScript.goto(route.href);
      expect(await mainText(noScript)).toBe(hydratedText);
      const nav = noScript.getByRole('navigation', { name: siteHeader.navLabel });
      for (const item of [...primaryNav, contactNav]) {
        await expect(
          nav.getByRole('link', { name: item.label, exact: true }).first(),
        ).toHaveAttribute('href', item.href);
      }
      await expect(
        noScript.getByRole('navigation', { name: siteFooter.navLabel }).getByRole('link'),
      ).toHaveCount(routes.length);
      await context.close();
    });
  }

  test.describe('on a 375px phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('the first press of the menu toggle opens it and loads the runtime, and the menu still works', async ({
      page,
    }) => {
      const problems = recordProblems(page);
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (isScriptFile(r.url())) scripts.push(r.url());
      });
      await page.goto('/retreats/', { waitUntil: 'networkidle' });
      expect(scripts).toEqual([]);
      const nav = page.getByRole('navigation', { name: siteHeader.navLabel });
      const toggle = nav.getByRole('button', { name: siteHeader.menuLabel });
      const menu = page.locator(`[id="${await toggle.getAttribute('popovertarget')}"]`);

      await toggle.click();
      await expect(menu).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(scripts.length).toBeGreaterThan(0);

      await toggle.click();
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await menu.getByRole('link', { name: about.label }).click();
      await expect(page).toHaveURL('/about/');
      expect(problems).toEqual([]);
    });
  });
});
