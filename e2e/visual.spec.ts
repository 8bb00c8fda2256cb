/**
 * Every page as a visitor sees it, at a phone's width and a wide screen's, compared with the
 * baselines beside this file: a change nobody meant fails with a picture of the difference. A
 * deliberate one is recorded again with
 * `npx playwright test --config e2e/playwright.config.ts e2e/visual.spec.ts --update-snapshots`.
 * Motion is stopped, the photograph is the fixtures' fixed stand-in, and what goes stale by design
 * (the seats, the next initiation, the units left, the day they were confirmed, the year) is
 * masked, so a routine update draws nothing new.
 */
import { hologramDated } from '../content/hologram-wire';
import { innerCircleDated } from '../content/inner-circle';
import { everyPage, notFoundPage } from './support/locators';
import { expect, test, type Page } from './support/test';

const widths = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

/** Text that changes on a routine update, wherever it shows. */
const stale = (page: Page) => [
  ...[...Object.values(innerCircleDated), ...Object.values(hologramDated)].map((claim) =>
    page.getByText(claim.text, { exact: false }),
  ),
  page.getByText(/as stated by the advisor on/),
  page.getByRole('contentinfo').getByText(/©/),
];

const shotName = (path: string) =>
  path === '/' ? 'home' : path === notFoundPage ? 'not-found' : path.replaceAll('/', '');

for (const viewport of widths) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, deviceScaleFactor: 1 });
    for (const path of everyPage) {
      test(`${path} looks as recorded`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(path);
        await expect(page).toHaveScreenshot(`${shotName(path)}-${viewport.width}.png`, {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          mask: stale(page),
          maskColor: '#6b5a3a',
          // A few pixels of antialiasing, no more: a moved link or a rewrapped line fails.
          maxDiffPixels: 50,
          // A whole page, taken twice until two takes agree: longer than a check of one element.
          timeout: 30_000,
        });
      });
    }
  });
}
