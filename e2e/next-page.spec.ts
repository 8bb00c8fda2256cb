/**
 * Moving from page to page as a browser does for a visitor: the next page fetched while a link is
 * hovered, and the last one kept in the back-forward cache. Playwright's own launch turns that
 * cache off, and under its request interception (support/test.ts) the browser's fetch ahead of a
 * page never reaches the test's request events; so this browser keeps the cache and refuses
 * outside hosts by name resolution instead. It is the full browser a visitor runs, not the
 * headless shell the other journeys use, which restores no page from that cache. Chromium
 * refuses to prerender under a debugger, so a content page's prerender rule shows here as the
 * prefetch that comes first; what each page is speculated as is read from the export
 * (security.spec.ts).
 */
import { test as base, expect, type Page } from '@playwright/test';
import { primaryNav } from '../content/navigation';
import { chromiumArgs, findChromium } from './support/system';
import {
  configuration,
  frequency,
  h1,
  hiddenOrShownMenuToggle,
  panelPage,
  primary,
} from './support/locators';

const siteHost = new URL(process.env.BASE_URL ?? 'http://127.0.0.1').hostname;

/**
 * Each test's page is in a browser of its own, started for it: as a launch option of the
 * project's, it would need workers of its own, which Playwright starts only once every other
 * journey has run.
 */
const test = base.extend({
  page: async ({ playwright, viewport, baseURL }, provide) => {
    const browser = await playwright.chromium.launch({
      executablePath: findChromium() ?? undefined,
      args: [...chromiumArgs, `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE ${siteHost}`],
      ignoreDefaultArgs: ['--disable-back-forward-cache'],
    });
    try {
      const context = await browser.newContext({ viewport, baseURL });
      await provide(await context.newPage());
    } finally {
      await browser.close();
    }
  },
});

const headerLink = (page: Page, href: string) =>
  primary(page).getByRole('link', {
    name: primaryNav.find((item) => item.href === href)!.label,
    exact: true,
  });

/** How the browser delivered the page now shown. */
const delivery = (page: Page) =>
  page.evaluate(() => {
    // Newer than TypeScript's DOM types.
    const entry = performance.getEntriesByType('navigation')[0] as unknown as {
      deliveryType: string;
      activationStart: number;
    };
    return { deliveryType: entry.deliveryType, activationStart: entry.activationStart };
  });

test.describe('at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const next of ['/retreats/', panelPage]) {
    test(`a header link to ${next}, hovered then clicked, opens the page the hover fetched`, async ({
      page,
    }) => {
      await page.goto('/about/');
      const speculated = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === next &&
          /prefetch/.test(response.request().headers()['sec-purpose'] ?? ''),
        { timeout: 10_000 },
      );
      await headerLink(page, next).hover();
      await (await speculated).finished();
      await expect(page).toHaveURL('/about/');

      await headerLink(page, next).click();
      await expect(page).toHaveURL(next);
      await expect(h1(page)).toBeVisible();
      const delivered = await delivery(page);
      expect(
        delivered.deliveryType === 'navigational-prefetch' || delivered.activationStart > 0,
        JSON.stringify(delivered),
      ).toBe(true);
    });
  }

  for (const start of ['/retreats/', panelPage]) {
    test(`${start}, left and gone back to, comes back from the back-forward cache as it was`, async ({
      page,
    }) => {
      await page.goto(start);
      // On the panel's page, a choice first: React runs and states it, and it must come back.
      // The page is left once React has it: a navigation that commits while the runtime's scripts
      // are still being evaluated is now and then evicted by Chromium for a reason of its own
      // ("masked"; IgnoreEventAndEvict in its DevTools protocol): once in CI's run of 1804aa2.
      if (start === panelPage) {
        await frequency(page, 963).click();
        await expect(configuration(page, /^963 Hz · /)).toBeVisible();
        await expect(hiddenOrShownMenuToggle(page)).toHaveAttribute('aria-expanded', 'false', {
          timeout: 15_000,
        });
      }
      await page.evaluate(() =>
        addEventListener('pageshow', (event) => {
          document.documentElement.dataset.restored = String(event.persisted);
        }),
      );
      await headerLink(page, '/about/').click();
      await expect(page).toHaveURL('/about/');
      await expect(h1(page)).toBeVisible();

      // A page not restored loads afresh, without the listener, and says why it was not kept;
      // where the page may only say "masked", Chromium tells the debugger its own reason.
      const chromiumSays: unknown[] = [];
      const debuggerSession = await page.context().newCDPSession(page);
      debuggerSession.on('Page.backForwardCacheNotUsed', ({ notRestoredExplanations }) =>
        chromiumSays.push(...notRestoredExplanations),
      );
      await debuggerSession.send('Page.enable');
      await page.goBack({ waitUntil: 'commit' });
      await expect
        .poll(async () => ({
          ...(await page.evaluate(() => ({
            url: location.pathname,
            restored: document.documentElement.dataset.restored,
            notRestoredReasons: (
              performance.getEntriesByType('navigation')[0] as { notRestoredReasons?: unknown }
            ).notRestoredReasons,
          }))),
          chromiumSays,
        }))
        .toEqual({ url: start, restored: 'true', notRestoredReasons: null, chromiumSays: [] });
      if (start === panelPage) {
        await expect(frequency(page, 963)).toBeChecked();
        await expect(configuration(page, /^963 Hz · /)).toBeVisible();
      }
    });
  }
});
