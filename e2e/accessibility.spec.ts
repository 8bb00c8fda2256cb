import { routes } from '../content/navigation';
import { axeViolations } from './support/axe';
import { expect, test } from './support/test';

const pages = [...routes.map((r) => r.href), '/no-such-page/'];

const viewports = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

for (const viewport of viewports) {
  test.describe(`axe at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    for (const path of pages) {
      test(`${path} has no accessibility violations`, async ({ page }) => {
        await page.goto(path);
        expect(await axeViolations(page)).toEqual([]);
        if (viewport.name === 'phone') {
          await page
            .getByRole('navigation', { name: 'Primary' })
            .getByRole('button', { name: 'Menu' })
            .click();
          await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute(
            'aria-expanded',
            'true',
          );
          expect(await axeViolations(page)).toEqual([]);
        }
      });
    }
  });
}

test.describe('page structure', () => {
  for (const path of pages) {
    test(`${path} has one h1 and never skips a heading level`, async ({ page }) => {
      await page.goto(path);
      const levels = await page
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      expect(levels[0]).toBe(1);
      levels.forEach((level, i) => {
        if (i > 0)
          expect(
            level - levels[i - 1]!,
            `heading ${i} after h${levels[i - 1]}`,
          ).toBeLessThanOrEqual(1);
      });
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

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const path of pages) {
    test(`${path} runs no animation`, async ({ page }) => {
      await page.goto(path);
      const running = await page.evaluate(() =>
        document
          .getAnimations()
          .filter((a) => a.playState === 'running')
          .map((a) => (a as CSSAnimation).animationName ?? a.constructor.name),
      );
      expect(running).toEqual([]);
    });
  }
});
