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
import {
  activateButton,
  everyPage,
  instrumentPicture,
  notFoundPage,
  panelPage,
  pauseButton,
} from './support/locators';
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
  page.getByText(/as stated by the\sadvisor on/),
  page.getByRole('contentinfo').getByText(/©/),
];

/** What every shot shares: motion stopped, the caret hidden, antialiasing's few pixels allowed. */
const settled = { animations: 'disabled', caret: 'hide', maxDiffPixels: 50 } as const;

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
          ...settled,
          fullPage: true,
          mask: stale(page),
          maskColor: '#6b5a3a',
          // A whole page, taken twice until two takes agree: longer than a check of one element.
          timeout: 30_000,
        });
      });
    }

    test('the frequency controller’s instrument looks as recorded, at rest and transmitting', async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(panelPage);
      // Started and paused, so the panel's code has drawn the wave at rest.
      await activateButton(page).click();
      await pauseButton(page).click();
      await instrumentPicture(page).evaluate((picture) =>
        picture.scrollIntoView({ block: 'center' }),
      );
      await expect(page).toHaveScreenshot(`instrument-at-rest-${viewport.width}.png`, settled);
      await activateButton(page).click();
      await expect(page).toHaveScreenshot(`instrument-transmitting-${viewport.width}.png`, settled);
    });
  });
}
