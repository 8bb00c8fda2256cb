/** The header and the ways off a page, beyond what pages.spec.ts checks on every page. */
import { contactBlock, newTabNote, siteHeader } from '../content/layout';
import { contactNav, primaryNav } from '../content/navigation';
import { site } from '../content/site';
import { exposedExpanded } from './support/accessibility';
import { brandLink, h1, menuOf, menuToggle, primary, region } from './support/locators';
import { expect, test } from './support/test';

test('from 768px up, every header link sits on one line, inside the screen, with no menu toggle', async ({
  page,
}) => {
  await page.goto('/');
  for (const width of [768, 900, 1024, 1280]) {
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

test.describe('with every script blocked, on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false });

  test('the menu opens, closes on Escape and its links navigate', async ({ page }) => {
    await page.goto('/opportunities/');
    const toggle = menuToggle(page);
    const menu = await menuOf(page);
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect.poll(() => exposedExpanded(page, siteHeader.menuLabel)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    const about = primaryNav.find((item) => item.href === '/about/')!;
    await toggle.click();
    await menu.getByRole('link', { name: about.label, exact: true }).click();
    await expect(page).toHaveURL(about.href);
    await expect(h1(page)).toBeVisible();
  });
});

test('the contact block’s message button opens the profile in a new tab', async ({
  page,
  context,
}) => {
  await page.goto('/contact/');
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    region(page, contactBlock.title)
      .getByRole('link', { name: `${contactBlock.message} ${newTabNote}` })
      .click(),
  ]);
  await expect.poll(() => popup.url()).toContain(new URL(site.social.url).host);
  await expect(page).toHaveURL('/contact/');
});
