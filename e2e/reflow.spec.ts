/**
 * Issue 13: every page reads at 320 CSS px and at 200 % zoom, with its own text spacing and the
 * reader's, with nothing scrolling sideways, cut off or drawn over something else (the reader's
 * spacing at full width is checked with the rest of a wide page's accessibility).
 *
 * Browser zoom gives CSS a narrower viewport at a higher pixel ratio, and nothing else: a 1280 by
 * 800 window at 200 % lays out as 640 by 400 CSS px, at 400 % as 320 by 200 (the width of WCAG's
 * reflow criterion, 1.4.10). So the viewports below are the zoomed windows; the 320 px one is
 * 640 tall, as a scrolling page's height does not change how it reflows.
 */
import { siteHeader } from '../content/layout';
import {
  applyReaderTextSpacing,
  everyPage,
  expectHeaderInView,
  sidewaysOverflow,
  textProblems,
} from './support/layout';
import { expect, test } from './support/test';

const zooms = [
  { name: 'at 320 CSS px (a 1280px window at 400 %)', viewport: { width: 320, height: 640 } },
  { name: 'at 200 % zoom (a 1280 by 800 window)', viewport: { width: 640, height: 400 } },
];

for (const zoom of zooms) {
  test.describe(zoom.name, () => {
    test.use({ viewport: zoom.viewport });

    for (const path of everyPage) {
      test(`${path} never scrolls sideways, shows every header control in full, and cuts off or overlaps no text, with its own spacing or the reader’s`, async ({
        page,
      }) => {
        await page.goto(path);
        await page.evaluate(() => document.fonts.ready);
        await test.step('with the page’s own spacing', async () => {
          expect(await sidewaysOverflow(page)).toBe(0);
          await expectHeaderInView(page);
          expect(await textProblems(page, { brokenWords: true })).toEqual([]);
        });
        await test.step('with the reader’s text spacing (WCAG 1.4.12)', async () => {
          await applyReaderTextSpacing(page);
          // The style applies: the check is not run on the page's own spacing.
          await expect(page.getByRole('heading', { level: 1 })).not.toHaveCSS(
            'word-spacing',
            '0px',
          );
          expect(await sidewaysOverflow(page)).toBe(0);
          await expectHeaderInView(page);
          // Words may break here: that is how the page makes room for the reader's spacing.
          expect(await textProblems(page, { brokenWords: false })).toEqual([]);
        });
      });
    }

    test('the open menu fits, its links in full and clear of each other', async ({ page }) => {
      test.skip(zoom.viewport.width >= 768, 'the menu is a phone’s');
      await page.goto('/');
      await page
        .getByRole('navigation', { name: siteHeader.navLabel })
        .getByRole('button', { name: siteHeader.menuLabel })
        .click();
      await expect(page.getByRole('banner').getByRole('list')).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
      await expectHeaderInView(page);
      expect(await textProblems(page, { brokenWords: true })).toEqual([]);
    });
  });
}
