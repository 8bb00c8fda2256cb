/**
 * The header's navigation in a real browser: the wide row of links, and the phone's menu, a native
 * popover. A content page's menu is the browser's alone (checked here with every script blocked);
 * the panel's page also hydrates it with React, which mirrors its state in aria-expanded.
 */
import { siteHeader } from '../content/layout';
import { contactNav, primaryNav, routes } from '../content/navigation';
import { site } from '../content/site';
import { axeViolations, exposedExpanded } from './support/accessibility';
import { expectSiteFontsLoaded, holdFonts, siteFontsIn } from './support/fonts';
import { expectHeaderInView, sidewaysOverflow, textProblems } from './support/layout';
import { brandLink, h1, header, menuOf, menuToggle, panelPage, primary } from './support/locators';
import { expect, test, type Page } from './support/test';

test('on a tablet the header names the house in full, beside the menu toggle and Contact', async ({
  page,
}) => {
  await page.goto('/');
  for (const width of [768, 900, 1023]) {
    await test.step(`at ${width}px`, async () => {
      await page.setViewportSize({ width, height: 1024 });
      await expect(brandLink(page).getByText(site.brand, { exact: true })).toBeInViewport({
        ratio: 1,
      });
      await expect(menuToggle(page)).toBeInViewport({ ratio: 1 });
      const contact = primary(page).getByRole('link', { name: contactNav.label, exact: true });
      await expect(contact).toBeInViewport({ ratio: 1 });
      // The row of links gives way to the menu.
      for (const item of primaryNav)
        await expect(
          primary(page).getByRole('link', { name: item.label, exact: true }),
        ).toBeHidden();
    });
  }
});

test('from 1024px up, every header link sits on one line, inside the screen, with no menu toggle', async ({
  page,
}) => {
  await page.goto('/');
  for (const width of [1024, 1280]) {
    await test.step(`at ${width}px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await expect(brandLink(page)).toBeInViewport({ ratio: 1 });
      for (const item of [...primaryNav, contactNav]) {
        const link = primary(page).getByRole('link', { name: item.label, exact: true }).first();
        await expect(link).toBeInViewport({ ratio: 1 });
        expect((await link.boundingBox())!.height, item.label).toBeLessThan(48);
      }
      await expect(menuToggle(page)).toBeHidden();
    });
  }
});

test('the footer lists every page in the site’s order, read down one column and then the next', async ({
  page,
}) => {
  await page.goto('/');
  const links = page.getByRole('contentinfo').getByRole('navigation').getByRole('link');
  const placed = await links.evaluateAll((all) =>
    all.map((link) => {
      const { left, top } = link.getBoundingClientRect();
      return { href: link.getAttribute('href'), left: Math.round(left), top: Math.round(top) };
    }),
  );
  const columns = [...new Set(placed.map(({ left }) => left))].sort((a, b) => a - b);
  expect(columns, 'two columns').toHaveLength(2);
  const readDown = [...placed].sort((a, b) => a.left - b.left || a.top - b.top);
  expect(readDown.map(({ href }) => href)).toEqual(routes.map(({ href }) => href));
});

test('on a phone the house’s name takes one line in the header from 360px, two at 320px (400 %)', async ({
  page,
}) => {
  await page.goto('/');
  for (const [width, lines] of [
    [320, 2],
    [360, 1],
    [375, 1],
    [390, 1],
  ] as const) {
    await test.step(`at ${width}px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await expectSiteFontsLoaded(page);
      const name = brandLink(page).getByText(site.brand, { exact: true });
      // One box per line the name is set on.
      const set = await name.evaluate((text) => {
        const range = document.createRange();
        range.selectNodeContents(text);
        return range.getClientRects().length;
      });
      expect(set, `lines of «${site.brand}»`).toBe(lines);
    });
  }
});

/** The toggle's expanded state as a screen reader hears it, and, once hydrated, its attribute. */
async function expectExpanded(page: Page, open: boolean, { hydrated }: { hydrated: boolean }) {
  await expect.poll(() => exposedExpanded(page, siteHeader.menuLabel)).toBe(open);
  if (hydrated) await expect(menuToggle(page)).toHaveAttribute('aria-expanded', String(open));
  else await expect(menuToggle(page)).not.toHaveAttribute('aria-expanded', /.*/);
}

test.describe('on a 375×812 phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  /** Opens and closes the menu every way a visitor can, the state exposed at each step. */
  async function expectMenuOpensAndCloses(page: Page, { hydrated }: { hydrated: boolean }) {
    const toggle = menuToggle(page);
    const menu = await menuOf(page);
    await toggle.tap();
    await expect(menu).toBeVisible();
    await expectExpanded(page, true, { hydrated });
    await page.mouse.click(4, 780);
    await expect(menu).toBeHidden();
    await expectExpanded(page, false, { hydrated });

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expectExpanded(page, true, { hydrated });
    await page.keyboard.press('Tab');
    const first = menu.getByRole('link', { name: primaryNav[0]!.label });
    await expect(first).toBeFocused();
    await expect(first).toHaveCSS('outline-style', 'solid');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expectExpanded(page, false, { hydrated });
    await expect(toggle).toBeFocused();
    // Closed, its links are out of the Tab order.
    await page.keyboard.press('Tab');
    await expect(primary(page).getByRole('link', { name: contactNav.label })).toBeFocused();

    await toggle.tap();
    await toggle.tap();
    await expect(menu).toBeHidden();
    await expectExpanded(page, false, { hydrated });
  }

  test.describe('with every script blocked', () => {
    test.use({ javaScriptEnabled: false });

    test('a content page’s menu opens and closes by its toggle, Escape and a press outside', async ({
      page,
    }) => {
      await page.goto('/opportunities/');
      await expect(await menuOf(page)).toBeHidden();
      await expectMenuOpensAndCloses(page, { hydrated: false });
    });

    test('a link of the open menu leads to its page, where the menu is closed', async ({
      page,
    }) => {
      const about = primaryNav.find((item) => item.href === '/about/')!;
      await page.goto('/opportunities/');
      await menuToggle(page).tap();
      await (await menuOf(page)).getByRole('link', { name: about.label, exact: true }).tap();
      await expect(page).toHaveURL(about.href);
      await expect(h1(page)).toBeVisible();
      await expect(await menuOf(page)).toBeHidden();
      await expect.poll(() => exposedExpanded(page, siteHeader.menuLabel)).toBe(false);
    });

    test('each link of the open menu is a target at least 44 px tall', async ({ page }) => {
      await page.goto('/opportunities/');
      await menuToggle(page).tap();
      const links = (await menuOf(page)).getByRole('link');
      await expect(links).toHaveCount(primaryNav.length);
      for (const link of await links.all()) {
        expect((await link.boundingBox())!.height, await link.innerText()).toBeGreaterThanOrEqual(
          44,
        );
      }
    });
  });

  test('the open menu passes axe', async ({ page }) => {
    await page.goto('/opportunities/');
    await menuToggle(page).tap();
    await expect(await menuOf(page)).toBeVisible();
    // Opening the menu changes only the header (pages.spec.ts checks each page closed).
    expect(await axeViolations(page, 'header')).toEqual([]);
  });

  test('the panel’s page: a tap opens the menu before React, which then mirrors every change', async ({
    page,
  }) => {
    await page.goto(panelPage);
    // The first tap is also what runs the panel's runtime: the menu opens without waiting for it.
    await menuToggle(page).tap();
    await expect(await menuOf(page)).toBeVisible();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await menuToggle(page).tap();
    await expectExpanded(page, false, { hydrated: true });
    await expectMenuOpensAndCloses(page, { hydrated: true });
  });
});

for (const width of [390, 768]) {
  test(`at ${width}px the menu toggle and Contact hold still when the web fonts arrive late`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const release = await holdFonts(page);
    await page.goto('/about/', { waitUntil: 'domcontentloaded' });
    const contact = primary(page).getByRole('link', { name: contactNav.label });
    // Drawn with the stylesheet, in the fallback fonts.
    await expect(contact).toHaveCSS('min-height', '44px');
    expect(await siteFontsIn(page)).toBe(0);
    const boxes = () => Promise.all([menuToggle(page), contact].map((c) => c.boundingBox()));
    const inFallback = await boxes();
    release();
    await expectSiteFontsLoaded(page);
    expect(await boxes()).toEqual(inFallback);
  });
}

test('zoomed to 320 CSS px and 200 %, the open menu fits, its links in full and clear of each other', async ({
  page,
}) => {
  for (const viewport of [
    { width: 320, height: 640 },
    { width: 640, height: 400 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await menuToggle(page).click();
    await expect(header(page).getByRole('list')).toBeVisible();
    expect(await sidewaysOverflow(page), `${viewport.width} px`).toBe(0);
    await expectHeaderInView(page);
    expect(await textProblems(page, { brokenWords: true }), `${viewport.width} px`).toEqual([]);
  }
});
