/**
 * What the pages run: a content page (all but the panel's) is HTML and CSS, with the menu's few
 * inline bytes; the panel's page fetches its runtime at idle, runs it on the first touch, and says
 * the same with JavaScript off as once hydrated.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { site } from '../content/site';
import { attributeOf, elementsOf, textOf } from '../scripts/html';
import { speculationRulesType } from '../scripts/speculation-rules';
import { menuScript } from '../scripts/static-pages';
import { exportedFile, exportedHtmlFiles, outDir } from './support/export';
import { main, menuToggle, panelPage } from './support/locators';
import { expect, test, type Page } from './support/test';

test('the exported content pages and the 404 hold no script but data and the menu’s own', () => {
  const panelFile = path.relative(outDir, exportedFile(panelPage));
  for (const file of exportedHtmlFiles().filter((f) => f !== panelFile)) {
    const html = readFileSync(path.join(outDir, file), 'utf8');
    const scripts = elementsOf(html)
      .filter((element) => element.tagName === 'script')
      .map((script) => attributeOf(script, 'type') ?? textOf(script));
    // JSON-LD, and speculation rules (security.spec.ts), are data the browser never runs.
    expect(
      scripts.filter(
        (script) => script !== 'application/ld+json' && script !== speculationRulesType,
      ),
      file,
    ).toEqual([menuScript()]);
    expect(html, file).not.toContain('self.__next_f');
    const scriptFiles = elementsOf(html).flatMap((element) =>
      element.attrs.filter(({ value }) => /^\/_next\/static\/.*\.js$/.test(value)),
    );
    expect(scriptFiles, file).toEqual([]);
  }
});

test(`${panelPage} fetches its runtime at idle and runs it only on the first touch`, async ({
  page,
}) => {
  /** The script files asked for, to run (`script`) or only to fetch ahead (`fetch`). */
  const requests: { url: string; type: string }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) {
      requests.push({ url: request.url(), type: request.resourceType() });
    }
  });
  const urls = (run: boolean) =>
    new Set(requests.filter((r) => (r.type === 'script') === run).map((r) => r.url));
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(panelPage);
  await expect.poll(() => urls(false).size).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(urls(true)).toEqual(new Set());
  // React has not run: the menu toggle carries only what the server wrote.
  await expect(menuToggle(page)).not.toHaveAttribute('aria-expanded', /.*/);

  await page.keyboard.press('Tab');
  // Run on the first touch: React mirrors the menu's state from then on.
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
  expect(urls(true)).toEqual(urls(false));
});

test(`${panelPage} shows the same words with JavaScript off as once hydrated, less the controls`, async ({
  browser,
  page,
}) => {
  /**
   * The main content's text, less the panel's controls and the note that stands in for them
   * without JavaScript (the note's sibling that holds the buttons).
   */
  const mainText = (on: Page) =>
    main(on).evaluate((main) => {
      for (const note of main.querySelectorAll('noscript')) {
        for (const part of [note, ...note.parentElement!.children]) {
          if (part === note || part.querySelector('button')) {
            (part as HTMLElement).style.display = 'none';
          }
        }
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
