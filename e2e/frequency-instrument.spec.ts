/**
 * The frequency controller as an instrument: a picture of the transmission drawn from its state,
 * an activation nobody can miss, and on a phone a slim pinned bar that keeps Activate, Sound and
 * Reset in reach wherever the visitor is among the options.
 */
import { brainwaveStates, manifestationModes, panelCopy } from '../content/frequency-controller';
import {
  activateButton,
  brainwave,
  frequency,
  header,
  instrumentPicture as picture,
  mode,
  panelOption,
  panelPage as path,
  pauseButton,
  resetButton,
  soundSwitch,
  transmissionButton,
} from './support/locators';
import { changedShare } from './support/pixels';
import { expect, test, type Page } from './support/test';

/** An option at the start, the middle and the end of the panel's options. */
const among = [
  ['first', (page: Page) => frequency(page, 528)],
  ['middle', (page: Page) => mode(page, manifestationModes[3]!.id)],
  ['last', (page: Page) => brainwave(page, brainwaveStates.at(-1)!.id)],
] as const;

/** Motion settled: transitions run to their end, the endless wave stopped where it starts. */
const still = { animations: 'disabled' } as const;

test('the picture changes with Activate and with a new frequency, and Pause and Reset return it to rest', async ({
  page,
}) => {
  await page.goto(path);
  await activateButton(page).click();
  await expect(pauseButton(page)).toBeVisible();
  const transmitting = await picture(page).screenshot(still);

  await pauseButton(page).click();
  await expect(activateButton(page)).toBeVisible();
  const atRest = await picture(page).screenshot(still);
  expect(atRest.equals(transmitting), 'Pause settled the picture').toBe(false);

  await activateButton(page).click();
  await frequency(page, 963).click();
  await expect(frequency(page, 963)).toBeChecked();
  const at963 = await picture(page).screenshot(still);
  expect(at963.equals(transmitting), '963 Hz changed the picture').toBe(false);

  await resetButton(page).click();
  await expect(activateButton(page)).toBeVisible();
  await expect(frequency(page, 528)).toBeChecked();
  await expect.poll(async () => (await picture(page).screenshot(still)).equals(atRest)).toBe(true);
});

test('963 Hz chosen before the panel’s code has run is the picture’s once it has', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path);
  await frequency(page, 963).click();
  await activateButton(page).click();
  release();
  await expect(pauseButton(page)).toBeVisible({ timeout: 15_000 });
  const chosenEarly = await picture(page).screenshot(still);

  // The same configuration, chosen once the code had run.
  await resetButton(page).click();
  await frequency(page, 963).click();
  await activateButton(page).click();
  await expect(pauseButton(page)).toBeVisible();
  await expect
    .poll(async () => (await picture(page).screenshot(still)).equals(chosenEarly))
    .toBe(true);
});

test('the picture moves only while transmitting, and under reduced motion never', async ({
  page,
}) => {
  /** Animations running in the picture, or anywhere on the page without an end. */
  const running = (which: 'in the picture' | 'endless') =>
    page.evaluate(
      (which) =>
        document.getAnimations().filter(({ playState, effect }) => {
          if (playState !== 'running') return false;
          return which === 'endless'
            ? effect?.getComputedTiming().iterations === Infinity
            : (effect as KeyframeEffect).target?.closest('.instrument');
        }).length,
      which,
    );
  const inPicture = () => running('in the picture');
  await page.goto(path);
  expect(await inPicture()).toBe(0);
  await activateButton(page).click();
  await expect.poll(inPicture).toBeGreaterThan(0);
  await pauseButton(page).click();
  await expect.poll(inPicture).toBe(0);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await activateButton(page).click();
  await expect(pauseButton(page)).toBeVisible();
  // Nothing runs for ever: whatever started has ended, and the picture is the transmitting one.
  await expect.poll(() => running('endless')).toBe(0);
  await expect(picture(page)).toContainText('Transmitting');
});

test('transmitting, each brainwave state shapes the wave its own way, in a still picture too', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(path);
  await activateButton(page).click();
  await expect(pauseButton(page)).toBeVisible();
  const drawn: [string, Buffer][] = [];
  for (const state of brainwaveStates) {
    await brainwave(page, state.id).click();
    await expect(brainwave(page, state.id)).toBeChecked();
    // Its transitions run out: the picture as it stays.
    await page.waitForTimeout(1200);
    drawn.push([state.name, await picture(page).screenshot(still)]);
  }
  // Each state against the one beside it in the list, their bands nearest: more than the 0.75%
  // a change of the echo's colour alone redraws.
  const shares = drawn.slice(1).map(([name, shot], index) => {
    const [before, previous] = drawn[index]!;
    return [`${before} to ${name}`, changedShare(previous, shot, 36)] as const;
  });
  for (const [change, share] of shares)
    expect(share, `${change}: share of the picture redrawn`).toBeGreaterThanOrEqual(0.01);
});

for (const [viewport, least] of [
  [{ width: 390, height: 844 }, 0.1],
  [{ width: 1440, height: 900 }, 0.06],
] as const) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    for (const [where, option] of among) {
      test(`Activate among the ${where} options changes at least ${least * 100}% of the screen`, async ({
        page,
      }) => {
        await page.goto(path);
        await option(page).scrollIntoViewIfNeeded();
        const before = await page.screenshot(still);
        await transmissionButton(page).click();
        await expect(pauseButton(page)).toBeInViewport();
        const after = await page.screenshot(still);
        expect(changedShare(before, after, 36)).toBeGreaterThanOrEqual(least);
      });
    }
  });
}

test.describe('on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [where, option] of among) {
    test(`among the ${where} options Activate, Sound and Reset are on screen, under a fifth of it pinned`, async ({
      page,
    }) => {
      await page.goto(path);
      await option(page).scrollIntoViewIfNeeded();
      await expect(option(page)).toBeInViewport({ ratio: 1 });
      for (const control of [transmissionButton(page), soundSwitch(page), resetButton(page)])
        await expect(control).toBeInViewport({ ratio: 1 });
      // The header and the bar that holds the buttons: what stays put as the options scroll.
      const pinned = await header(page).evaluate((top) => {
        const bar = document.querySelector(`[aria-describedby="panel-configuration"]`)!
          .parentElement!.parentElement!;
        return top.getBoundingClientRect().height + bar.getBoundingClientRect().height;
      });
      expect(pinned).toBeLessThanOrEqual(844 / 5);
    });
  }

  test('the configuration reads on two lines at most, transmitting or not', async ({ page }) => {
    await page.goto(path);
    await chooseLongestNames(page);
    expect(await configurationLines(page)).toBeLessThanOrEqual(2);
    await transmissionButton(page).click();
    await expect(pauseButton(page)).toBeVisible();
    expect(await configurationLines(page)).toBeLessThanOrEqual(2);
  });
});

/** How many lines the configuration's text takes. */
const configurationLines = (page: Page) =>
  page
    .locator('#panel-configuration')
    .evaluate((configuration) =>
      Math.round(
        configuration.getBoundingClientRect().height /
          parseFloat(getComputedStyle(configuration).lineHeight),
      ),
    );

/** The longest names there are: the widest mode, the widest state. */
async function chooseLongestNames(page: Page) {
  await panelOption(page, panelCopy.modeLegend, 'Consciousness').check();
  await brainwave(page, 'gamma').check();
}

/** The panel in a window of this size, with the longest names chosen, transmitting. */
async function transmittingLongest(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.goto(path);
  await chooseLongestNames(page);
  await transmissionButton(page).click();
  await expect(pauseButton(page)).toBeVisible();
}

test('at 1024 px, beside the options, no line of the longest configuration ends on its dot', async ({
  page,
}) => {
  await transmittingLongest(page, { width: 1024, height: 768 });
  // Each part whose ' ·' shows, and the part after it: they must start and end one line.
  const dotsAtLineEnds = await page.locator('#panel-configuration').evaluate((configuration) => {
    const parts = [...configuration.children] as HTMLElement[];
    return parts.slice(0, -1).flatMap((part, index) => {
      const shown = getComputedStyle(part).color !== 'rgba(0, 0, 0, 0)';
      const ends = [...part.getClientRects()].at(-1)!.top;
      const next = parts[index + 1]!.getClientRects()[0]!.top;
      return shown && Math.abs(ends - next) > 2 ? [part.textContent] : [];
    });
  });
  expect(dotsAtLineEnds).toEqual([]);
  expect(await configurationLines(page)).toBeLessThanOrEqual(3);
});

test('from 1080 px, beside the options, the longest configuration reads on two lines', async ({
  page,
}) => {
  await transmittingLongest(page, { width: 1080, height: 800 });
  expect(await configurationLines(page)).toBe(2);
});

/** Laptops' browser windows: what a 1280×720, a 1366×768 and a 1440×900 screen leave under the
 * browser's own bars. */
for (const viewport of [
  { width: 1280, height: 610 },
  { width: 1366, height: 657 },
  { width: 1440, height: 789 },
]) {
  test(`at ${viewport.width}×${viewport.height}, among the options, the card beside them is whole on screen`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(path);
    // The longest configuration there is, transmitting.
    await frequency(page, 963).click();
    await panelOption(page, panelCopy.modeLegend, 'Consciousness').check();
    await brainwave(page, 'gamma').check();
    await transmissionButton(page).click();
    await expect(pauseButton(page)).toBeVisible();
    const [, middle] = among[1];
    await middle(page).evaluate((option) => option.scrollIntoView({ block: 'center' }));
    const headerBottom = await header(page).evaluate((top) => top.getBoundingClientRect().bottom);
    const pictureTop = await picture(page).evaluate((shown) => shown.getBoundingClientRect().top);
    expect(pictureTop).toBeGreaterThanOrEqual(headerBottom);
    for (const part of [picture(page), pauseButton(page), soundSwitch(page), resetButton(page)])
      await expect(part).toBeInViewport({ ratio: 1 });
  });
}
