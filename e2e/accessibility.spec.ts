import { siteHeader } from '../content/layout';
import { exposedExpanded } from './support/accessibility-tree';
import { axeViolations } from './support/axe';
import {
  applyReaderTextSpacing,
  everyPage,
  buttonsWithoutBorderInForcedColors,
  expectHeaderInView,
  sidewaysOverflow,
  textProblems,
} from './support/layout';
import { expect, test, type Page } from './support/test';

const viewports = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/**
 * Forced colours (Windows high contrast) paint borders and drop fills: every button keeps a
 * border to paint on all four sides, or it is drawn as bare text.
 */
async function expectButtonBordersInForcedColors(page: Page) {
  const { shapes, missing } = await buttonsWithoutBorderInForcedColors(page);
  // Contact or the menu toggle, the skip link and the page's own calls to action, at least.
  expect(shapes).toBeGreaterThanOrEqual(3);
  expect(missing).toEqual([]);
}

/** Heading levels in document order: one h1, first, and no level skipped on the way down. */
async function expectHeadingOutline(page: Page) {
  const levels = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.forEach((level, i) => {
    if (i > 0)
      expect(level - levels[i - 1]!, `heading ${i} after h${levels[i - 1]}`).toBeLessThanOrEqual(1);
  });
}

async function expectNoSidewaysScroll(page: Page) {
  await expect.poll(() => sidewaysOverflow(page)).toBe(0);
}

test.describe('at 375×812, on a phone', () => {
  test.use({ viewport: viewports[0] });

  for (const path of everyPage) {
    test(`${path} has no accessibility violations, with its menu closed or open, never scrolls sideways, and keeps its buttons’ borders in forced colours`, async ({
      page,
    }) => {
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
      await expectNoSidewaysScroll(page);
      // Checked with the menu closed: its links are links, the current one marked by an underline
      // (forced-colors.spec.ts), not buttons.
      await test.step('in forced colours', async () => {
        await expectButtonBordersInForcedColors(page);
        await page.emulateMedia({ forcedColors: 'none' });
      });
      const toggle = page
        .getByRole('navigation', { name: siteHeader.navLabel })
        .getByRole('button', { name: siteHeader.menuLabel });
      await toggle.click();
      await expect.poll(() => exposedExpanded(page, siteHeader.menuLabel)).toBe(true);
      // Opening the menu changes only the header: check it again, not the whole page.
      expect(await axeViolations(page, 'header')).toEqual([]);
    });
  }
});

test.describe('at 1280×800, with reduced motion', () => {
  test.use({ viewport: viewports[1], reducedMotion: 'reduce' });

  for (const path of everyPage) {
    test(`${path} has no accessibility violations, one h1 and no skipped heading level, fits the screen, runs no animation, takes the reader’s text spacing and keeps its buttons’ borders in forced colours`, async ({
      page,
    }) => {
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
      await expectHeadingOutline(page);
      await expectNoSidewaysScroll(page);
      const running = await page.evaluate(() =>
        document
          .getAnimations()
          .filter((a) => a.playState === 'running')
          .map((a) => (a as CSSAnimation).animationName ?? a.constructor.name),
      );
      expect(running).toEqual([]);
      await test.step('with the reader’s text spacing (WCAG 1.4.12)', async () => {
        await applyReaderTextSpacing(page);
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveCSS('word-spacing', '0px');
        await expectNoSidewaysScroll(page);
        await expectHeaderInView(page);
        expect(await textProblems(page, { brokenWords: false })).toEqual([]);
      });
      await test.step('in forced colours', () => expectButtonBordersInForcedColors(page));
    });
  }
});

/** Relative luminance contrast of two CSS rgb() colours. */
function contrast(a: string, b: string): number {
  const lum = (css: string) => {
    const [r, g, bl] = css
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map(Number)
      .map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

test.describe('keyboard focus', () => {
  for (const viewport of viewports) {
    test.describe(`at ${viewport.width}px`, () => {
      test.use({ viewport });

      for (const path of ['/', '/retreats/', '/frequency-controller/', '/inner-circle/']) {
        test(`on ${path} every focused element shows a 3:1 ring and stays clear of the header`, async ({
          page,
        }) => {
          await page.goto(path);
          const headerBottom = await page
            .getByRole('banner')
            .evaluate((h) => h.getBoundingClientRect().bottom);
          const seen = new Set<string>();
          for (let i = 0; i < 80; i++) {
            await page.keyboard.press('Tab');
            const focus = await page.evaluate(() => {
              const focused = document.activeElement as HTMLElement | null;
              if (!focused || focused === document.body) return null;
              // The ring may be drawn by a wrapper (a radio's option card, via :has(:focus-visible)).
              const drawsRing = (n: Element) => {
                const s = getComputedStyle(n);
                return s.outlineStyle !== 'none' && !/, 0\)$|transparent/.test(s.outlineColor);
              };
              let el: HTMLElement = focused;
              for (
                let n: HTMLElement | null = focused;
                n && n !== document.body;
                n = n.parentElement
              ) {
                if (drawsRing(n)) {
                  el = n;
                  break;
                }
              }
              const style = getComputedStyle(el);
              // The colour the ring is drawn against: the nearest opaque background.
              let bg = 'rgb(7, 7, 11)';
              for (let n: HTMLElement | null = el.parentElement; n; n = n.parentElement) {
                const c = getComputedStyle(n).backgroundColor;
                if (!/rgba\(.*, 0\)$/.test(c) && c !== 'transparent') {
                  bg = c;
                  break;
                }
              }
              const rect = el.getBoundingClientRect();
              return {
                key: `${focused.tagName}|${focused.getAttribute('href') ?? focused.getAttribute('value') ?? ''}|${focused.textContent?.trim().slice(0, 40)}`,
                outlineStyle: style.outlineStyle,
                outlineWidth: parseFloat(style.outlineWidth),
                outlineColor: style.outlineColor,
                background: bg,
                top: rect.top,
                bottom: rect.bottom,
                inHeader: !!focused.closest('header[data-site-header]'),
                position: getComputedStyle(focused).position,
              };
            });
            if (!focus || seen.has(focus.key)) break;
            seen.add(focus.key);
            expect(focus.outlineStyle, focus.key).not.toBe('none');
            expect(focus.outlineWidth, focus.key).toBeGreaterThanOrEqual(2);
            expect(
              contrast(focus.outlineColor, focus.background),
              focus.key,
            ).toBeGreaterThanOrEqual(3);
            if (!focus.inHeader && focus.position !== 'fixed') {
              expect(focus.top, `${focus.key} hidden under the header`).toBeGreaterThanOrEqual(
                headerBottom,
              );
            }
          }
          expect(seen.size).toBeGreaterThan(5);
        });
      }
    });
  }
});
