/**
 * Issue 13: every page reads at 320 CSS px, at 200 % zoom and with the reader's own text spacing,
 * with nothing scrolling sideways, cut off or drawn over something else.
 *
 * Browser zoom gives CSS a narrower viewport at a higher pixel ratio, and nothing else: a 1280 by
 * 800 window at 200 % lays out as 640 by 400 CSS px, at 400 % as 320 by 200 (the width of WCAG's
 * reflow criterion, 1.4.10). So the viewports below are the zoomed windows; the 320 px one is
 * 640 tall, as a scrolling page's height does not change how it reflows.
 */
import { siteHeader } from '../content/layout';
import { routes } from '../content/navigation';
import { sidewaysOverflow, textProblems } from './support/layout';
import { expect, test, type Page } from './support/test';

const pages = [...routes.map((route) => route.href), '/no-such-page/'];

/** Every link and button of the header a visitor can see now. */
async function headerControls(page: Page) {
  const header = page.getByRole('banner');
  return [
    ...(await header.getByRole('link').filter({ visible: true }).all()),
    ...(await header.getByRole('button').filter({ visible: true }).all()),
  ];
}

async function expectHeaderInView(page: Page) {
  const controls = await headerControls(page);
  expect(controls.length).toBeGreaterThanOrEqual(3);
  const boxes = [];
  for (const control of controls) {
    await expect(control).toBeInViewport({ ratio: 1 });
    boxes.push({ name: await control.textContent(), box: (await control.boundingBox())! });
  }
  const width = page.viewportSize()!.width;
  for (const [index, { name, box }] of boxes.entries()) {
    expect(box.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name} ends on screen`).toBeLessThanOrEqual(width);
    for (const other of boxes.slice(index + 1)) {
      const apart =
        box.x + box.width <= other.box.x ||
        other.box.x + other.box.width <= box.x ||
        box.y + box.height <= other.box.y ||
        other.box.y + other.box.height <= box.y;
      expect(apart, `${name} and ${other.name} do not overlap`).toBe(true);
    }
  }
}

const zooms = [
  { name: 'at 320 CSS px (a 1280px window at 400 %)', viewport: { width: 320, height: 640 } },
  { name: 'at 200 % zoom (a 1280 by 800 window)', viewport: { width: 640, height: 400 } },
];

for (const zoom of zooms) {
  test.describe(zoom.name, () => {
    test.use({ viewport: zoom.viewport });

    for (const path of pages) {
      test(`${path} never scrolls sideways, shows every header control in full, and cuts off or overlaps no text`, async ({
        page,
      }) => {
        await page.goto(path);
        await page.evaluate(() => document.fonts.ready);
        expect(await sidewaysOverflow(page)).toBe(0);
        await expectHeaderInView(page);
        expect(await textProblems(page, { brokenWords: true })).toEqual([]);
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

/**
 * WCAG 1.4.12: the spacing a reader may set with a user style sheet or a bookmarklet. Those apply
 * whatever the page's CSP says, so the stand-in, a style tag, is let past it.
 */
const textSpacing = `
  *, *::before, *::after {
    line-height: 1.5 !important;
    letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important;
  }
  p { margin-bottom: 2em !important; }
`;

test.describe('with the reader’s text spacing (line height 1.5, paragraphs 2 em apart, letters 0.12 em, words 0.16 em)', () => {
  test.use({ bypassCSP: true });

  for (const viewport of [
    { width: 320, height: 640 },
    { width: 1280, height: 800 },
  ]) {
    test.describe(`at ${viewport.width}px`, () => {
      test.use({ viewport });

      for (const path of pages) {
        test(`${path} cuts off or overlaps no text, and never scrolls sideways`, async ({
          page,
        }) => {
          await page.goto(path);
          await page.addStyleTag({ content: textSpacing });
          await page.evaluate(() => document.fonts.ready);
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
      }
    });
  }
});
