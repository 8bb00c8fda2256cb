/**
 * What runs in the browser, page by page: a content page (every route but the frequency
 * controller, and the 404) is HTML and CSS, whatever the visitor does; the panel's page fetches
 * Next's runtime at idle without running it, and runs it on the first interaction.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CDPSession } from '@playwright/test';
import { siteHeader } from '../content/layout';
import { primaryNav } from '../content/navigation';
import { site } from '../content/site';
import { attributeOf, elementsOf, textOf } from '../scripts/html';
import { menuScriptSource } from '../scripts/static-pages';
import { exposedExpanded } from './support/accessibility-tree';
import { recordCspViolations } from './support/csp-violations';
import { exportedHtmlFiles, outDir } from './support/export';
import { everyPage } from './support/layout';
import { menuOf, menuToggle } from './support/locators';
import { expect, test, type Page } from './support/test';

const panelPage = '/frequency-controller/';
const contentPages = everyPage.filter((href) => href !== panelPage);

/** Script files the page asks for, to run (`script`) or only to fetch (a prefetch). */
function recordScriptRequests(page: Page) {
  const requests: { url: string; type: string }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) {
      requests.push({ url: request.url(), type: request.resourceType() });
    }
  });
  return requests;
}

/** Every console error, page error and failed response, from the first byte on. */
async function recordProblems(page: Page) {
  const problems = await recordCspViolations(page);
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
  });
  return problems;
}

/** A finger dragged up the screen: touchstart, pointerdown and a scroll, as on a phone. */
async function touchScroll(session: CDPSession) {
  const at = (y: number) => [{ x: 180, y }];
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(600) });
  for (const y of [560, 500, 420, 340]) {
    await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(y) });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('the exported content pages and the 404 hold no script but JSON-LD and the menu’s own', () => {
  const pages = exportedHtmlFiles().filter((file) => file !== 'frequency-controller/index.html');
  expect(pages.length).toBeGreaterThanOrEqual(contentPages.length);
  for (const file of pages) {
    const html = readFileSync(path.join(outDir, file), 'utf8');
    const scripts = elementsOf(html)
      .filter((element) => element.tagName === 'script')
      .map((script) => attributeOf(script, 'type') ?? textOf(script));
    expect(
      scripts.filter((script) => script !== 'application/ld+json'),
      file,
    ).toEqual([menuScriptSource]);
    expect(html, file).not.toContain('self.__next_f');
    const scriptFiles = elementsOf(html).flatMap((element) =>
      element.attrs.filter(({ value }) => /^\/_next\/static\/.*\.js$/.test(value)),
    );
    expect(scriptFiles, file).toEqual([]);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  for (const href of contentPages) {
    test(`${href} runs no script when scrolled with a finger, typed at, or navigated by its menu, and its menu works natively`, async ({
      page,
    }) => {
      const problems = await recordProblems(page);
      const scripts = recordScriptRequests(page);
      const response = await page.goto(href);
      expect(response?.status()).toBe(href === '/no-such-page/' ? 404 : 200);
      await touchScroll(await page.context().newCDPSession(page));
      await page.keyboard.press('Tab');

      const toggle = menuToggle(page);
      const menu = await menuOf(page);
      await toggle.tap();
      await expect(menu).toBeVisible();
      await expect.poll(() => exposedExpanded(page, siteHeader.menuLabel)).toBe(true);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect.poll(() => exposedExpanded(page, siteHeader.menuLabel)).toBe(false);

      const next = primaryNav.find((item) => item.href !== href)!;
      await toggle.tap();
      await menu.getByRole('link', { name: next.label, exact: true }).tap();
      await expect(page).toHaveURL(next.href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(scripts).toEqual([]);
      // The not-found page is itself answered with a 404, and the console says so.
      expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    });
  }

  test(`${panelPage} fetches the runtime at idle without running it, and runs it on the first touch`, async ({
    page,
    outsideRequests,
  }) => {
    const problems = await recordProblems(page);
    const scripts = recordScriptRequests(page);
    await page.goto(panelPage);
    // Idle, after the load: fetched at the lowest priority, not run.
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((request) => request.type === 'script')).toEqual([]);
    // React has not run: the menu toggle carries only what the server wrote.
    await expect(menuToggle(page)).not.toHaveAttribute('aria-expanded', /.*/);

    await touchScroll(await page.context().newCDPSession(page));
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
    expect(
      new Set(scripts.filter((request) => request.type === 'script').map(({ url }) => url)),
    ).toEqual(
      new Set(scripts.filter((request) => request.type !== 'script').map(({ url }) => url)),
    );
    expect(problems).toEqual([]);
    const hosts = new Set(outsideRequests.map((url) => new URL(url).origin));
    expect([...hosts].filter((origin) => origin !== site.heroImage.host)).toEqual([]);
  });
});

test(`${panelPage} shows the same words with JavaScript off as once hydrated, but for the controls that need it`, async ({
  browser,
  page,
}) => {
  /** The main content's text, less what stands in for the panel's controls without JavaScript. */
  const mainText = (on: Page) =>
    on.getByRole('main').evaluate((main) => {
      for (const note of main.querySelectorAll('noscript')) {
        (note.parentElement as HTMLElement).style.display = 'none';
      }
      return (main as HTMLElement).innerText;
    });
  // The phone's menu toggle says when React has hydrated: it then mirrors its state.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(panelPage);
  await page.keyboard.press('Tab');
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
  const hydrated = await mainText(page);

  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.route(`${site.heroImage.host}/**`, (r) => r.abort());
  const noScript = await context.newPage();
  await noScript.goto(panelPage);
  expect(await mainText(noScript)).toBe(hydrated);
  await context.close();
});
