/**
 * Issue 13: in forced colours (Windows high contrast) the browser paints text, borders, outlines
 * and text decorations in the reader's few system colours and drops backgrounds. Whatever a page
 * says with a fill or a colour alone is lost there, so every button keeps a border, the current
 * page a line under its link, the Sound switch a dot drawn with a border, and focus its ring.
 */
import { panelCopy } from '../content/frequency-controller';
import { siteHeader } from '../content/layout';
import { contactNav, primaryNav, routes } from '../content/navigation';
import { expect, test, type Page } from './support/test';

const pages = [...routes.map((route) => route.href), '/no-such-page/'];
const primary = (page: Page) => page.getByRole('navigation', { name: siteHeader.navLabel });

/**
 * The links and buttons drawn as a shape in normal colours, by a fill or a border: the ones a
 * visitor takes for buttons. Their places among the page's links and buttons, in order.
 */
const drawnAsShapes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('a[href], button')].flatMap((element, index) => {
      if (element.getClientRects().length === 0) return [];
      const style = getComputedStyle(element);
      const seen = (color: string) => !/^transparent$|, 0\)$/.test(color);
      const filled = seen(style.backgroundColor);
      const bordered = (['Top', 'Right', 'Bottom', 'Left'] as const).some(
        (side) =>
          parseFloat(style[`border${side}Width`]) > 0 &&
          style[`border${side}Style`] !== 'none' &&
          seen(style[`border${side}Color`]),
      );
      return filled || bordered ? [index] : [];
    }),
  );

/** For each of those, the sides with no border to paint, by the control's text. */
const missingBorders = (page: Page, shapes: number[]) =>
  page.evaluate((shapes) => {
    const controls = [...document.querySelectorAll('a[href], button')];
    return shapes.flatMap((index) => {
      const style = getComputedStyle(controls[index]!);
      const missing = (['Top', 'Right', 'Bottom', 'Left'] as const).filter(
        (side) =>
          !(parseFloat(style[`border${side}Width`]) > 0) ||
          ['none', 'hidden'].includes(style[`border${side}Style`]),
      );
      return missing.length ? [`${controls[index]!.textContent}: ${missing.join(', ')}`] : [];
    });
  }, shapes);

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`in forced colours at ${viewport.width}px`, () => {
    test.use({ viewport });

    for (const path of pages) {
      test(`${path}: every link or button drawn as a button keeps a border on all four sides`, async ({
        page,
      }) => {
        await page.goto(path);
        const shapes = await drawnAsShapes(page);
        // Contact, the skip link and the page's own calls to action, at least.
        expect(shapes.length).toBeGreaterThanOrEqual(3);
        await page.emulateMedia({ forcedColors: 'active' });
        expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
        expect(await missingBorders(page, shapes)).toEqual([]);
      });
    }
  });
}

test.describe('in forced colours, the current page', () => {
  test.use({ forcedColors: 'active' });

  const underlined = (page: Page, links: ReturnType<Page['getByRole']>) =>
    links.evaluateAll((all) =>
      all.map((link) => [link.textContent, getComputedStyle(link).textDecorationLine]),
    );

  test.describe('at 1280px', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    for (const item of [...primaryNav, contactNav]) {
      test(`on ${item.href} only “${item.label}” is underlined in the header`, async ({ page }) => {
        await page.goto(item.href);
        const links = primary(page).getByRole('link').filter({ visible: true });
        await expect(links).toHaveCount(primaryNav.length + 1);
        expect(await underlined(page, links)).toEqual(
          [...primaryNav, contactNav].map((other) => [
            other.label,
            other === item ? 'underline' : 'none',
          ]),
        );
      });
    }
  });

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
