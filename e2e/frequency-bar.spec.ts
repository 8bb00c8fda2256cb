/**
 * On a phone the configuration and Activate/Pause stay within reach, in a bar at the foot of the
 * screen, while the visitor is among the options; nothing focused hides behind it.
 */
import {
  brainwaveStates,
  frequencyPresets,
  manifestationModes,
  panelCopy,
} from '../content/frequency-controller';
import { configurationParts } from '../components/frequency-panel/describe';
import { initialState } from '../components/frequency-panel/machine';
import { axeViolations, exposedButtonNames, tabTo } from './support/accessibility';
import { linesOf } from './support/layout';
import {
  configuration,
  instrumentPicture,
  panel,
  panelGroup,
  panelOption as option,
  panelPage as path,
  pauseButton,
  soundSwitch,
  transmissionButton,
  transmissionName,
  volumeSlider,
} from './support/locators';
import type { ElementHandle, Locator } from '@playwright/test';
import { expect, test, type Page } from './support/test';

const byId = <T extends { id: string }>(list: readonly T[], id: string) =>
  list.find((item) => item.id === id)!;
/** The bar that holds the configuration and the buttons, found from Activate/Pause. */
const consoleBar = (page: Page) => transmissionButton(page).locator('xpath=../..');
/** How opaque an element is drawn: its own opacity and every ancestor's, multiplied. */
const drawnOpacity = (part: Locator) =>
  part.evaluate((element) => {
    let opacity = 1;
    for (let at: Element | null = element; at; at = at.parentElement)
      opacity *= Number(getComputedStyle(at).opacity);
    return opacity;
  });
/** Options in the middle of the panel and at its end, by the spec's ids. */
const power = byId(manifestationModes, 'power');
const delta = byId(brainwaveStates, 'delta');

/** Each group: its legend, its options (name and value) in the order arrow keys meet them, and
 * the checked one. */
const groups: [legend: string, options: readonly (readonly [string, string])[], checked: string][] =
  [
    [
      panelCopy.frequencyLegend,
      frequencyPresets.map((o) => [`${o.hz} Hz`, String(o.hz)] as const),
      '528 Hz',
    ],
    [
      panelCopy.modeLegend,
      manifestationModes.map((o) => [o.name, o.id] as const),
      byId(manifestationModes, 'wealth').name,
    ],
    [
      panelCopy.brainwaveLegend,
      brainwaveStates.map((o) => [o.name, o.id] as const),
      byId(brainwaveStates, 'alpha').name,
    ],
  ];

/**
 * The focused radio's value; which of its option card's centre and inner corners something else
 * (the bar, the header) covers; and whether Activate/Pause lies wholly in the viewport, below
 * the header. One call a step: the button is found once, by role, and handed in.
 */
function coverage(button: ElementHandle<HTMLElement | SVGElement>) {
  return button.evaluate((button) => {
    const box = button.getBoundingClientRect();
    const header = document.querySelector('header')!.getBoundingClientRect();
    // The radio is focused; its card (its parent) is what the visitor sees selected and ringed.
    const focused = document.activeElement as HTMLInputElement;
    const card = focused.parentElement!;
    const cardBox = card.getBoundingClientRect();
    const inset = 6;
    const points = {
      centre: [cardBox.left + cardBox.width / 2, cardBox.top + cardBox.height / 2],
      'top left': [cardBox.left + inset, cardBox.top + inset],
      'top right': [cardBox.right - inset, cardBox.top + inset],
      'bottom left': [cardBox.left + inset, cardBox.bottom - inset],
      'bottom right': [cardBox.right - inset, cardBox.bottom - inset],
    } as const;
    return {
      focused: focused.value,
      activateInView: box.top >= header.bottom && box.bottom <= window.innerHeight,
      covered: Object.entries(points)
        .filter(([, [x, y]]) => !card.contains(document.elementFromPoint(x, y)))
        .map(([name]) => name),
    };
  });
}

// Tab into each group, arrow through it (end to end both ways), Tab on to Activate: each option
// in full view with Activate/Pause on screen, and reaching Activate moves nothing.
async function keyboardThroughEveryOption(page: Page) {
  await page.goto(path);
  await tabTo(page, option(page, groups[0]![0], groups[0]![1][0]![0]));
  const button = await transmissionButton(page).elementHandle();

  async function expectClear(
    legend: string,
    [name, value]: readonly [string, string],
    how: string,
  ) {
    // Focus scrolls at once (the site never scrolls smoothly), so the page has settled.
    expect(await coverage(button!), `${legend}: ${name}, reached by ${how}`).toEqual({
      focused: value,
      activateInView: true,
      covered: [],
    });
  }

  for (const [index, [legend, options, checked]] of groups.entries()) {
    // Tab enters a group at its checked option: the default, the first or the middle one.
    if (index > 0) await page.keyboard.press('Tab');
    await expect(option(page, legend, checked)).toBeFocused();
    const from = options.findIndex(([name]) => name === checked);
    await expectClear(legend, options[from]!, 'Tab');
    // Down through every option from there, wrapping from the end, until back at the top...
    const n = options.length;
    for (let step = 1; step <= n + ((n - from) % n); step++) {
      await page.keyboard.press('ArrowDown');
      const at = (from + step) % n;
      await expectClear(legend, options[at]!, at === 0 ? 'ArrowDown from the last' : 'ArrowDown');
    }
    // ...then across to the end with a jump up, and back with a jump down.
    await page.keyboard.press('ArrowUp');
    await expectClear(legend, options.at(-1)!, 'ArrowUp from the first');
    await page.keyboard.press('ArrowDown');
    await expectClear(legend, options[0]!, 'ArrowDown from the last');
  }

  // Tab on from the last option to Activate: already on screen, so nothing moves.
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Tab');
  await expect(transmissionButton(page)).toBeFocused();
  await expect(transmissionButton(page)).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY), 'the page did not scroll').toBe(scrolled);
}

const tallScreens = [
  { name: 'a 390×844 phone', viewport: { width: 390, height: 844 } },
  { name: 'a 320×568 phone', viewport: { width: 320, height: 568 } },
  { name: 'a 768×1024 tablet', viewport: { width: 768, height: 1024 } },
];

for (const screen of tallScreens) {
  test.describe(`on ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });

    test('every option reached by keyboard from the top stays in full view, with Activate beside it on screen', async ({
      page,
    }) => {
      await keyboardThroughEveryOption(page);
    });

    test('scrolled anywhere, the bar covers none of the picture, and is on screen while the options are', async ({
      page,
    }) => {
      await page.goto(path);
      const bar = consoleBar(page);
      const first = panelGroup(page, panelCopy.frequencyLegend);
      const last = panelGroup(page, panelCopy.brainwaveLegend);
      const box = async (part: Locator) => (await part.boundingBox())!;
      const end = await panel(page).evaluate((p) => p.getBoundingClientRect().bottom + scrollY);
      const { height } = screen.viewport;
      for (let y = 0; y < end; y += height / 4) {
        await page.evaluate((to) => window.scrollTo(0, to), y);
        const [shown, picture, top, bottom] = [
          await box(bar),
          await box(instrumentPicture(page)),
          await box(first),
          await box(last),
        ];
        const at = `scrolled to ${y} px`;
        const clear = shown.y >= picture.y + picture.height || shown.y + shown.height <= picture.y;
        expect(clear, `${at}, the bar clear of the picture`).toBe(true);
        // Once the options have risen a bar's height into the screen, and until they have gone.
        if (top.y + shown.height <= height && bottom.y + bottom.height > 0)
          await expect(bar, `${at}, the bar on screen`).toBeInViewport({ ratio: 1 });
      }
    });
  });
}

test('on a 360px phone the docked bar lies across the screen’s foot, Activate’s words on one line', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(path);
  await option(page, panelCopy.modeLegend, power.name).scrollIntoViewIfNeeded();
  const bar = consoleBar(page);
  await expect(bar).toBeInViewport({ ratio: 1 });
  const box = (await bar.boundingBox())!;
  expect([box.x, box.width, box.y + box.height]).toEqual([0, 360, 800]);
  expect(await linesOf(transmissionButton(page)), 'lines of “Activate transmission”').toBe(1);
});

test.describe('on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a visitor picks 432 Hz and starts the transmission without scrolling away from it', async ({
    page,
  }) => {
    await page.goto(path);
    const choice = option(page, panelCopy.frequencyLegend, '432 Hz');
    await choice.click();
    const scrolled = await page.evaluate(() => window.scrollY);
    await expect(choice).toBeInViewport({ ratio: 1 });
    // The configuration restates the choice in the bar, on screen with it.
    const chosen = { ...initialState, frequency: 432 } as const;
    await expect(configuration(page, configurationParts(chosen).join(' · '))).toBeInViewport({
      ratio: 1,
    });

    await transmissionButton(page).click();
    await expect(pauseButton(page)).toBeInViewport({ ratio: 1 });
    const transmitting = { ...chosen, transmitting: true };
    await expect(configuration(page, configurationParts(transmitting).join(' · '))).toBeInViewport({
      ratio: 1,
    });
    expect(await page.evaluate(() => window.scrollY), 'the page did not scroll').toBe(scrolled);
    await expect(choice).toBeInViewport({ ratio: 1 });
  });

  test('the first screen shows the top of the bar but none of its words cut; docked, all of them', async ({
    page,
  }) => {
    await page.goto(path);
    const bar = consoleBar(page);
    const words = configuration(page, configurationParts(initialState).join(' · '));
    // The screen's foot cuts the bar: its edge is on screen, its words and buttons wait unseen.
    await expect(bar).toBeInViewport();
    await expect(bar).not.toBeInViewport({ ratio: 1 });
    for (const part of [words, transmissionButton(page)])
      await expect.poll(() => drawnOpacity(part)).toBe(0);
    // Scrolled until the words are all but in, 4 px short: still not a faint half line.
    await words.evaluate((text) =>
      scrollBy(0, text.getBoundingClientRect().bottom - innerHeight - 4),
    );
    await expect(words).not.toBeInViewport({ ratio: 1 });
    await expect.poll(() => drawnOpacity(words)).toBe(0);
    // Among the options, the bar docks at the foot of the screen with its words and buttons.
    await option(page, panelCopy.frequencyLegend, '432 Hz').scrollIntoViewIfNeeded();
    await expect(bar).toBeInViewport({ ratio: 1 });
    for (const part of [words, transmissionButton(page)])
      await expect.poll(() => drawnOpacity(part)).toBe(1);
  });

  test('with a home indicator, the bar stays above it and the options clear of both', async ({
    page,
  }) => {
    // Phones report their insets only to a page that asks to be drawn edge to edge.
    await page.goto(path);
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute(
      'content',
      /(^|,)\s*viewport-fit=cover\s*(,|$)/,
    );
    const inset = 34;
    const session = await page.context().newCDPSession(page);
    await session.send('Emulation.setSafeAreaInsetsOverride', {
      insets: { top: 47, bottom: inset, left: 0, right: 0 },
    });
    await option(page, panelCopy.modeLegend, power.name).scrollIntoViewIfNeeded();
    const gap = await transmissionButton(page).evaluate(
      (button) => window.innerHeight - button.parentElement!.getBoundingClientRect().bottom,
    );
    expect(gap).toBeGreaterThanOrEqual(inset);
    await keyboardThroughEveryOption(page);
  });

  test('the bar over the options, and the sound controls, pass axe standing by and transmitting', async ({
    page,
  }) => {
    // The picture's motion changes nothing axe checks; held still, it keeps axe's sampling of
    // colours as quick on a busy machine as on an idle one.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    const middle = option(page, panelCopy.modeLegend, power.name);
    await middle.scrollIntoViewIfNeeded();
    // The bar is showing: Activate is on screen, among the options, before the last of them.
    await expect(transmissionButton(page)).toBeInViewport({ ratio: 1 });
    const last = option(page, panelCopy.brainwaveLegend, delta.name);
    expect(await last.evaluate((r) => r.getBoundingClientRect().top)).toBeGreaterThan(
      await transmissionButton(page).evaluate((b) => b.getBoundingClientRect().bottom),
    );
    expect(await axeViolations(page)).toEqual([]);

    await soundSwitch(page).click();
    await transmissionButton(page).click();
    await expect(pauseButton(page)).toBeInViewport();
    await expect(volumeSlider(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 800 });
    await volumeSlider(page).scrollIntoViewIfNeeded();
    expect(await axeViolations(page, 'section[aria-labelledby="panel-heading"]')).toEqual([]);
  });

  test('while the page is still arriving, the options wait unseen for the picture above them', async ({
    page,
  }) => {
    // The page as a slow network would have it part-way: everything up to the picture and the
    // bar, which come after the options in the page but stand above them on a phone.
    await page.route(`**${path}`, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const cut = html.indexOf('<div class="console');
      if (cut < 0) throw new Error('the panel page has no <div class="console"> to cut before');
      await route.fulfill({ response, body: html.slice(0, cut) });
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(option(page, panelCopy.frequencyLegend, '528 Hz')).toBeHidden();
    await page.unroute(`**${path}`);
    await page.goto(path);
    await expect(option(page, panelCopy.frequencyLegend, '528 Hz')).toBeVisible();
  });

  test('scrolling the options under the bar shifts nothing', async ({ page }) => {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    // Only what scrolling moves: the page's arrival is the test above's.
    await page.evaluate(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift' });
    });
    const end = await panel(page).evaluate(
      (p) => p.getBoundingClientRect().bottom + window.scrollY,
    );
    // Down past the end of the options, where the bar docks, and back up to the top, a turn of
    // the wheel at a time: a turn a busy renderer let pass without scrolling is turned again.
    await page.mouse.move(195, 400);
    const scrolled = () => page.evaluate(() => window.scrollY);
    for (const direction of [1, -1]) {
      while (direction > 0 ? (await scrolled()) < end : (await scrolled()) > 0) {
        const before = await scrolled();
        for (let turn = 0; turn < 3 && (await scrolled()) === before; turn++) {
          await page.mouse.wheel(0, direction * 300);
          await expect
            .poll(scrolled, { timeout: 2_000 })
            .not.toBe(before)
            .catch(() => undefined);
        }
        expect(await scrolled(), 'a turn of the wheel scrolls the page').not.toBe(before);
      }
    }
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual(
      [],
    );
  });
});

test('at 390px and at 1280px, exactly one Activate/Pause button is exposed to assistive technology', async ({
  page,
}) => {
  const transmission = async () =>
    (await exposedButtonNames(page)).filter(
      (name) => name === panelCopy.activate || name === panelCopy.pause,
    );
  await page.goto(path);
  // Pressed at 390px, the button reads Pause when the page is widened; pressed again, Activate.
  for (const [width, before, after] of [
    [390, panelCopy.activate, panelCopy.pause],
    [1280, panelCopy.pause, panelCopy.activate],
  ] as const) {
    await test.step(`at ${width}px`, async () => {
      await page.setViewportSize({ width, height: 844 });
      await expect.poll(transmission).toEqual([before]);
      // Nor is a second one hidden away for another width: the one button is moved by layout.
      await expect(
        page.getByRole('button', { name: transmissionName, includeHidden: true }),
      ).toHaveCount(1);
      await transmissionButton(page).click();
      await expect.poll(transmission).toEqual([after]);
    });
  }
});
