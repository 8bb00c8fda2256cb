import { siteDisclosure } from '../content/disclosures';
import { contactBlock, newTabNote, siteFooter, siteHeader } from '../content/layout';
import { contactNav, primaryNav, routes } from '../content/navigation';
import { site } from '../content/site';
import { telHref } from '../content/_lib/links';
import { exposedExpanded } from './support/accessibility-tree';
import { recordCspViolations } from './support/csp-violations';
import { loadExport } from './support/export';
import { sidewaysOverflow } from './support/layout';
import { expect, test, type Page } from './support/test';

const header = (page: Page) => page.getByRole('banner');
const primary = (page: Page) => page.getByRole('navigation', { name: siteHeader.navLabel });
const menuToggle = (page: Page) =>
  primary(page).getByRole('button', { name: siteHeader.menuLabel });
const privacyRoute = routes.find((route) => route.href === '/privacy/')!;
/** Header links by the page they lead to. */
const navItem = (href: string) => primaryNav.find((item) => item.href === href)!;

test.describe('header on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const route of routes) {
    test(`${route.href} marks only its own header link as current, underlined in forced colours, and ends with the contact block and the footer`, async ({
      page,
    }) => {
      await page.goto(route.href);
      const current = primary(page).locator('[aria-current="page"]').filter({ visible: true });
      const expected = [...primaryNav, contactNav].find((item) => item.href === route.href);
      if (expected) {
        await expect(current).toHaveCount(1);
        await expect(current).toHaveAccessibleName(expected.label);
        await expect(current).toHaveAttribute('href', route.href);
      } else {
        await expect(current).toHaveCount(0);
      }
      await test.step('in forced colours, by an underline that they keep', async () => {
        await page.emulateMedia({ forcedColors: 'active' });
        const links = primary(page).getByRole('link').filter({ visible: true });
        await expect(links).toHaveCount(primaryNav.length + 1);
        expect(
          await links.evaluateAll((all) =>
            all.map((link) => [link.textContent, getComputedStyle(link).textDecorationLine]),
          ),
        ).toEqual(
          [...primaryNav, contactNav].map((item) => [
            item.label,
            item === expected ? 'underline' : 'none',
          ]),
        );
        await page.emulateMedia({ forcedColors: 'none' });
      });

      const block = page.getByRole('region', { name: contactBlock.title });
      const social = block.getByRole('link', { name: `${contactBlock.message} ${newTabNote}` });
      await expect(social).toHaveAttribute('href', site.social.url);
      await expect(social).toHaveAttribute('target', '_blank');
      await expect(social).toHaveAttribute('rel', 'noopener noreferrer');
      const call = block.getByRole('link', { name: contactBlock.call });
      await expect(call).toHaveAttribute('href', telHref);
      await expect(call).not.toHaveAttribute('target', /.+/);

      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: site.creditPartner.name })).toHaveAttribute(
        'href',
        site.creditPartner.url,
      );
      await expect(
        footer.getByRole('navigation', { name: siteFooter.navLabel }).getByRole('link'),
      ).toHaveText(routes.map((item) => item.title));
      await expect(footer.getByRole('link', { name: privacyRoute.title })).toHaveAttribute(
        'href',
        privacyRoute.href,
      );
      await expect(footer).toContainText(siteDisclosure);
    });
  }

  test('the brand links home and every header link leads to its page, with no CSP violation', async ({
    page,
  }) => {
    const violations = await recordCspViolations(page);
    await page.goto('/about/');
    await header(page).getByRole('link', { name: site.brand }).click();
    await expect(page).toHaveURL('/');
    for (const item of [...primaryNav, contactNav]) {
      await primary(page).getByRole('link', { name: item.label, exact: true }).click();
      await expect(page).toHaveURL(item.href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(violations).toEqual([]);
  });

  test('the menu toggle is not shown on a wide screen', async ({ page }) => {
    await page.goto('/');
    await expect(menuToggle(page)).toBeHidden();
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/retreats/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: siteHeader.skipLink });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('header on a 375px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  const toggleOf = (page: Page) => menuToggle(page);
  const menuOf = async (page: Page) =>
    page.locator(`[id="${await toggleOf(page).getAttribute('popovertarget')}"]`);
  /** What a screen reader hears: the toggle's state in the browser's accessibility tree. */
  const expanded = (page: Page) => expect.poll(() => exposedExpanded(page, siteHeader.menuLabel));

  test('the menu opens, and closes when a link is selected', async ({ page }) => {
    await page.goto('/');
    const toggle = toggleOf(page);
    const menu = await menuOf(page);
    await expanded(page).toBe(false);
    await expect(menu).toBeHidden();

    await toggle.click();
    await expanded(page).toBe(true);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(primaryNav.length);
    for (const link of await menu.getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      expect(box.height, 'a 44px target').toBeGreaterThanOrEqual(44);
    }

    await menu.getByRole('link', { name: navItem('/transformations/').label }).click();
    await expect(page).toHaveURL('/transformations/');
    await expanded(page).toBe(false);
    await expect(await menuOf(page)).toBeHidden();
    await toggleOf(page).click();
    await expect(
      (await menuOf(page)).getByRole('link', { name: navItem('/transformations/').label }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('a press outside the open menu closes it', async ({ page }) => {
    await page.goto('/retreats/');
    await toggleOf(page).click();
    await expect(await menuOf(page)).toBeVisible();
    await page.mouse.click(187, 780);
    await expect(await menuOf(page)).toBeHidden();
    await expanded(page).toBe(false);
  });

  test('Escape closes the menu and returns focus to the toggle', async ({ page }) => {
    await page.goto('/about/');
    const toggle = toggleOf(page);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expanded(page).toBe(true);
    await page.keyboard.press('Tab');
    await expect(primary(page).getByRole('link', { name: primaryNav[0]!.label })).toBeFocused();
    await expect(primary(page).getByRole('link', { name: primaryNav[0]!.label })).toHaveCSS(
      'outline-style',
      'solid',
    );
    await page.keyboard.press('Escape');
    await expanded(page).toBe(false);
    await expect(toggle).toBeFocused();
  });

  test('where the runtime has hydrated the menu, aria-expanded always says what the browser does', async ({
    page,
  }) => {
    // The one page that runs React.
    await page.goto('/frequency-controller/');
    const toggle = toggleOf(page);
    // Before hydration the toggle carries no attribute the browser's own state could contradict.
    await expect(toggle).not.toHaveAttribute('aria-expanded', /.*/);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toMatchAriaSnapshot(`- button "${siteHeader.menuLabel}" [expanded]`);
    await expanded(page).toBe(true);
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expanded(page).toBe(false);
    await toggle.click();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expanded(page).toBe(false);
  });

  test('closed menu links cannot be reached with Tab', async ({ page }) => {
    await page.goto('/');
    const toggle = menuToggle(page);
    await toggle.focus();
    await page.keyboard.press('Tab');
    await expect(primary(page).getByRole('link', { name: contactNav.label })).toBeFocused();
  });

  test('the header fits the screen with the brand, menu and contact button', async ({ page }) => {
    await page.goto('/');
    await expect(header(page).getByRole('link', { name: site.brand })).toBeInViewport({ ratio: 1 });
    await expect(menuToggle(page)).toBeInViewport({ ratio: 1 });
    await expect(primary(page).getByRole('link', { name: contactNav.label })).toBeInViewport({
      ratio: 1,
    });
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});

for (const width of [768, 900, 1024, 1280]) {
  test.describe(`header at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('every header link sits on one line, inside the screen', async ({ page }) => {
      await page.goto('/');
      await expect(header(page).getByRole('link', { name: site.brand })).toBeInViewport({
        ratio: 1,
      });
      for (const item of [...primaryNav, contactNav]) {
        const link = primary(page).getByRole('link', { name: item.label, exact: true }).first();
        await expect(link).toBeInViewport({ ratio: 1 });
        const box = await link.boundingBox();
        expect(box!.height, item.label).toBeLessThan(48);
      }
      await expect(menuToggle(page)).toBeHidden();
    });
  });
}

test.describe('with every script blocked, on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false });

  test('the menu opens, closes on Escape and its links navigate', async ({ page }) => {
    await page.goto('/opportunities/');
    const toggle = menuToggle(page);
    const menu = page.locator(`[id="${await toggle.getAttribute('popovertarget')}"]`);
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect.poll(() => exposedExpanded(page, siteHeader.menuLabel)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole('link', { name: navItem('/about/').label, exact: true }).click();
    await expect(page).toHaveURL('/about/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('the prerendered HTML', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of routes) {
    test(`of ${route.href} already marks its own link as the current page`, async ({ page }) => {
      await loadExport(page, route.href);
      const current = await primary(page)
        .locator('a[aria-current="page"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      const own = [...primaryNav, contactNav].filter((item) => item.href === route.href);
      // The desktop list and the menu each carry the page's link; Contact appears once.
      expect(current).toEqual(
        own.flatMap((item) => (item === contactNav ? [item.href] : [item.href, item.href])),
      );
    });
  }
});

test.describe('contact block', () => {
  test('the social button opens the profile in a new tab', async ({ page, context }) => {
    await page.goto('/contact/');
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page
        .getByRole('region', { name: contactBlock.title })
        .getByRole('link', { name: `${contactBlock.message} ${newTabNote}` })
        .click(),
    ]);
    await expect.poll(() => popup.url()).toContain(new URL(site.social.url).host);
    await expect(page).toHaveURL('/contact/');
  });
});
