/**
 * Issue 13: in forced colours (Windows high contrast) the browser paints text, borders, outlines
 * and text decorations in the reader's few system colours and drops backgrounds. Whatever a page
 * says with a fill or a colour alone is lost there, so the current page keeps a line under its
 * link, the Sound switch a dot drawn with a border, and focus its ring. Every button's border is
 * checked on every page with the rest of its accessibility (accessibility.spec.ts), and the
 * header's current link with the header (navigation.spec.ts).
 */
import { panelCopy } from '../content/frequency-controller';
import { siteHeader } from '../content/layout';
import { primaryNav } from '../content/navigation';
import { expect, test, type Page } from './support/test';

const primary = (page: Page) => page.getByRole('navigation', { name: siteHeader.navLabel });

test.describe('in forced colours, the current page', () => {
  test.use({ forcedColors: 'active' });

  const underlined = (page: Page, links: ReturnType<Page['getByRole']>) =>
    links.evaluateAll((all) =>
      all.map((link) => [link.textContent, getComputedStyle(link).textDecorationLine]),
    );

  test.describe('in the menu of a 375px phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    for (const item of [primaryNav[0]!, primaryNav[primaryNav.length - 1]!]) {
      test(`on ${item.href} only “${item.label}” is underlined`, async ({ page }) => {
        await page.goto(item.href);
        const toggle = primary(page).getByRole('button', { name: siteHeader.menuLabel });
        await toggle.click();
        const menu = page.locator(`[id="${await toggle.getAttribute('popovertarget')}"]`);
        await expect(menu).toBeVisible();
        expect(await underlined(page, menu.getByRole('link'))).toEqual(
          primaryNav.map((other) => [other.label, other === item ? 'underline' : 'none']),
        );
      });
    }
  });
});

test.describe('in forced colours at 1280px', () => {
  test.use({ forcedColors: 'active', viewport: { width: 1280, height: 800 } });

  for (const path of ['/', '/frequency-controller/']) {
    test(`on ${path} every element focused with Tab shows a solid ring at least 2px wide`, async ({
      page,
    }) => {
      await page.goto(path);
      const seen = new Set<string>();
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab');
        const focus = await page.evaluate(() => {
          const focused = document.activeElement;
          if (!focused || focused === document.body) return null;
          // A radio's ring is drawn by its option card, through :has(:focus-visible).
          for (let node: Element | null = focused; node; node = node.parentElement) {
            const { outlineStyle, outlineWidth } = getComputedStyle(node);
            if (outlineStyle !== 'none') {
              return { name: focused.outerHTML.slice(0, 80), outlineStyle, outlineWidth };
            }
          }
          return { name: focused.outerHTML.slice(0, 80), outlineStyle: 'none', outlineWidth: '0' };
        });
        if (!focus || seen.has(focus.name)) break;
        seen.add(focus.name);
        expect(focus.outlineStyle, focus.name).not.toBe('none');
        expect(parseFloat(focus.outlineWidth), focus.name).toBeGreaterThanOrEqual(2);
      }
      expect(seen.size).toBeGreaterThan(5);
    });
  }

  test('the Sound switch shows on and off by its dot, filled with a border that forced colours keep', async ({
    page,
  }) => {
    await page.goto('/frequency-controller/');
    const soundSwitch = page.getByRole('switch', { name: panelCopy.sound });
    const dot = () =>
      soundSwitch.evaluate((element) =>
        parseFloat(getComputedStyle(element, '::before').borderTopWidth),
      );
    const off = await dot();
    await soundSwitch.click();
    await expect(soundSwitch).toBeChecked();
    // A border half the dot's width fills it.
    expect(await dot()).toBeGreaterThanOrEqual(6);
    expect(off).toBeLessThan(6);
  });
});
