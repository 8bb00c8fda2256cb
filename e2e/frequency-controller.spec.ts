import {
  brainwaveStates,
  frequencyPage,
  frequencyPresets,
  manifestationModes,
  panelCopy,
  panelWords,
  usageFigures,
  usageInstructions,
} from '../content/frequency-controller';
import { panelNote } from '../content/panel-note';
import {
  configurationParts,
  describeStop,
  describeTransmission,
  type Configured,
} from '../components/frequency-panel/describe';
import { initialState } from '../components/frequency-panel/machine';
import {
  frequencyTestimonials,
  frequencyTestimonialsSection,
} from '../content/frequency-testimonials';
import { tabTo } from './support/accessibility';
import { sidewaysOverflow } from './support/layout';
import {
  activateButton,
  brainwave,
  configuration,
  controlsStatus,
  frequency,
  h1,
  header,
  hiddenOrShownMenuToggle,
  instrumentPicture,
  mode,
  panel,
  panelGroup as group,
  panelPage as path,
  panelStatus as status,
  pauseButton,
  region,
  reloadButton,
  resetButton,
  soundSwitch,
  tryAgainButton,
  volumeSlider,
} from './support/locators';
import { recordProblems } from './support/recorders';
import { panelChunkFile } from './support/export';
import { runtimeFiles, runtimePrefetches } from './support/runtime-files';
import { marks } from '../components/frequency-panel/marks';
import { deployed, redeployedURL } from './support/servers';
import type { Locator, Route } from '@playwright/test';
import { expect, test, type Page } from './support/test';

/** The configuration as the panel states it, and its active message, for a state. */
const stated = (state: Configured) => configurationParts(state).join(' · ');
const active = (state: Omit<Configured, 'transmitting'>) =>
  describeTransmission({ ...state, transmitting: true });
const defaultConfiguration = stated(initialState);
/** What the status says to assistive technology once Reset has returned to the defaults. */
const resetSaid = describeStop({ ...initialState, stopped: 'reset' });
const tunedState = { frequency: 963, mode: 'power', brainwave: 'theta' } as const;
const tuned = (transmitting: boolean) => stated({ ...tunedState, transmitting });
/** 963 Hz with the other defaults, as the tests that press before hydration choose. */
const at963State = { ...initialState, frequency: 963 } as const;
const at963 = (transmitting: boolean) => stated({ ...at963State, transmitting });

/** The panel's note for browsers with JavaScript off. */
const needsScriptNote = (page: Page) =>
  panel(page).getByRole('paragraph').filter({ hasText: panelCopy.needsScript });

type Chosen = Pick<Configured, 'frequency' | 'mode' | 'brainwave'>;

/** Exactly these options are checked, one in each group. */
async function expectChosen(page: Page, { frequency: hz, mode: modeId, brainwave: wave }: Chosen) {
  await expect(frequency(page, hz)).toBeChecked();
  await expect(mode(page, modeId)).toBeChecked();
  await expect(brainwave(page, wave)).toBeChecked();
  await expect(panel(page).getByRole('radio', { checked: true })).toHaveCount(3);
}

/** The defaults, as the page opens on them or, `reset`, as Reset returns to them and says so. */
async function expectDefaults(page: Page, { reset }: { reset: boolean }) {
  await expectChosen(page, initialState);
  await expect(configuration(page, defaultConfiguration)).toBeVisible();
  await expect(activateButton(page)).toHaveAccessibleDescription(defaultConfiguration);
  if (reset) await expect(status(page)).toHaveText(resetSaid);
  else await expect(status(page)).toBeEmpty();
}

const screens = [
  { name: 'on a 375px phone', viewport: { width: 375, height: 812 } },
  { name: 'on a 1280px screen', viewport: { width: 1280, height: 800 } },
];

for (const screen of screens) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport });

    test('a visitor tunes, transmits, pauses and resets with the mouse', async ({ page }) => {
      await page.goto(path);
      await expectDefaults(page, { reset: false });

      await test.step('choosing 963 Hz, power and theta replaces each default', async () => {
        await frequency(page, 963).click();
        await mode(page, 'power').click();
        // The whole card is clickable, its description included: the label covering it takes the
        // pointer (so `force`, as Playwright would otherwise want the text itself hit).
        const theta = brainwaveStates.find((state) => state.id === 'theta')!;
        await panel(page).getByText(theta.description).click({ force: true });
        await expectChosen(page, tunedState);
        await expect(configuration(page, tuned(false))).toBeVisible();
        await expect(activateButton(page)).toHaveAccessibleDescription(tuned(false));
      });

      await test.step('activate shows the active message, which follows a new choice; the button then pauses', async () => {
        await activateButton(page).click();
        await expect(status(page)).toHaveText(active(tunedState));
        await expect(pauseButton(page)).toBeVisible();
        await expect(pauseButton(page)).not.toHaveAttribute('aria-pressed', /.*/);
        await expect(configuration(page, tuned(true))).toBeVisible();
        await expect(pauseButton(page)).toHaveAccessibleDescription(tuned(true));
        expect(await sidewaysOverflow(page)).toBe(0);
        await frequency(page, 432).click();
        await expect(status(page)).toHaveText(active({ ...tunedState, frequency: 432 }));

        await pauseButton(page).click();
        await expect(status(page)).toHaveText(panelWords.paused);
        await expect(activateButton(page)).toBeVisible();
        await expect(activateButton(page)).toHaveAccessibleDescription(/· Standing by$/);
      });

      await test.step('reset restores 528 Hz, wealth and alpha', async () => {
        await activateButton(page).click();
        await expect(status(page)).not.toBeEmpty();
        await resetButton(page).click();
        await expectDefaults(page, { reset: true });
      });
    });

    test('a visitor does the same with the keyboard only', async ({ page }) => {
      await page.goto(path);

      await test.step('Tab reaches the checked frequency; arrow keys move the choice', async () => {
        // From the top of the page, past the skip link (pages.spec.ts's) and the header's links.
        await tabTo(page, frequency(page, 528));
        await expect(frequency(page, 528)).toBeFocused();
        // The focus ring is drawn around the whole option card.
        const card = frequency(page, 528).locator('xpath=..');
        await expect(card).toHaveCSS('outline-style', 'solid');
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowDown');
        await expect(frequency(page, 963)).toBeFocused();
        await expect(frequency(page, 963)).toBeChecked();
      });

      await test.step('each group is one Tab stop', async () => {
        await page.keyboard.press('Tab');
        await expect(mode(page, 'wealth')).toBeFocused();
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowRight');
        await expect(mode(page, 'power')).toBeChecked();

        await page.keyboard.press('Tab');
        await expect(brainwave(page, 'alpha')).toBeFocused();
        await page.keyboard.press('ArrowDown');
        await expect(brainwave(page, 'theta')).toBeChecked();
        await expect(configuration(page, tuned(false))).toBeVisible();
      });

      await test.step('Space activates, Enter pauses', async () => {
        await page.keyboard.press('Tab');
        await expect(activateButton(page)).toBeFocused();
        await page.keyboard.press('Space');
        await expect(status(page)).toHaveText(active(tunedState));
        await expect(pauseButton(page)).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(status(page)).toHaveText(panelWords.paused);
        await expect(activateButton(page)).toBeFocused();
      });

      await test.step('reset, after Sound, restores 528 Hz, wealth and alpha', async () => {
        await page.keyboard.press('Space');
        await expect(status(page)).not.toBeEmpty();
        await page.keyboard.press('Tab');
        await expect(soundSwitch(page)).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(resetButton(page)).toBeFocused();
        await page.keyboard.press('Enter');
        await expectDefaults(page, { reset: true });
      });
    });
  });
}

/**
 * Holds the script files back, as a slow network would, until released (and `atLeastMs` after the
 * first was asked for, at the earliest); then answers each file asked for until then as `answer`
 * says, and any asked for later as the server does. A failure the test causes so comes only once
 * its presses are made: as the note's button makes room, Activate moves, and a press a moment
 * late would land where it was. Release waits for the page to have asked.
 */
async function holdScripts(
  page: Page,
  { answer = (route) => route.continue(), atLeastMs = 0 }: HoldOptions = {},
) {
  let held = true;
  let letGo!: () => void;
  const released = new Promise<void>((resolve) => (letGo = resolve));
  let asked!: (at: number) => void;
  const firstAsked = new Promise<number>((resolve) => (asked = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    if (!held) return route.continue();
    asked(Date.now());
    await released;
    const wait = (await firstAsked) + atLeastMs - Date.now();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
    await answer(route);
  });
  const release = async () => {
    await firstAsked;
    held = false;
    letGo();
  };
  return { release };
}
interface HoldOptions {
  answer?: (route: Route) => Promise<void>;
  atLeastMs?: number;
}

test.describe('in the short window of a 1366×657 laptop', () => {
  test.use({ viewport: { width: 1366, height: 657 } });

  test('the instrument’s whole card, Sound and Reset included, is on the first screen', async ({
    page,
  }) => {
    await page.goto(path);
    for (const control of [activateButton(page), soundSwitch(page), resetButton(page)]) {
      await expect(control).toBeInViewport({ ratio: 1 });
    }
  });

  test('with Sound on, its volume and note join the card on the first screen', async ({ page }) => {
    await page.goto(path);
    await soundSwitch(page).click();
    const note = panel(page).getByText(panelCopy.headphones);
    for (const control of [resetButton(page), volumeSlider(page), note]) {
      await expect(control).toBeInViewport({ ratio: 1 });
    }
  });
});

for (const [viewport, sound] of [
  [{ width: 1024, height: 768 }, false],
  [{ width: 1024, height: 1000 }, false],
  [{ width: 1280, height: 720 }, false],
  [{ width: 1440, height: 900 }, false],
  [{ width: 1920, height: 1080 }, true],
] as const) {
  const withSound = sound ? ', Sound on,' : '';
  test(`at ${viewport.width}×${viewport.height}${withSound} the card stays whole while the last option is chosen at the screen’s top`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(path);
    if (sound) {
      await soundSwitch(page).click();
      await expect(volumeSlider(page)).toBeVisible();
    }
    const last = brainwave(page, 'delta');
    // The option's radio just under the header (64 px), its name and words under it.
    await page.evaluate((by) => window.scrollBy(0, by), (await last.boundingBox())!.y - 100);
    await last.click();
    await expect(last).toBeChecked();
    const picture = (await instrumentPicture(page).boundingBox())!;
    // Where the card sticks, 96 px down (lg:top-24): not pushed up by the options' end.
    expect(picture.y, 'the card’s top where it sticks').toBeGreaterThanOrEqual(96);
    const foot = sound ? volumeSlider(page) : resetButton(page);
    await expect(foot, 'the card’s foot on screen').toBeInViewport({ ratio: 1 });
  });
}

test.describe('before the panel’s code has run', () => {
  /** What a test makes fail on purpose (script files gone, the network down) is expected. */
  const failedOnPurpose = (problem: string) =>
    /404.*\/_next\/static\/|ERR_INTERNET_DISCONNECTED/.test(problem);

  /** Counts the page's loads: the visit, and each reload. */
  function countLoads(page: Page) {
    const loads = { count: 0 };
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.count++;
    });
    return loads;
  }

  test('963 Hz and Activate are acknowledged at once, and take effect once it has', async ({
    page,
  }) => {
    const problems = await recordProblems(page);
    const scripts = await holdScripts(page, { atLeastMs: 5_000 });
    await page.goto(path);
    // Scripting is on, only the runtime is missing: the controls are offered, not the note
    // for browsers with JavaScript off.
    await expect(needsScriptNote(page)).toBeHidden();
    await expect(controlsStatus(page)).toBeEmpty();

    await frequency(page, 963).click();
    // Nothing the acknowledgement shows, or hydration then hides, moves the button under a finger.
    const top = () =>
      activateButton(page)
        .or(pauseButton(page))
        .evaluate((button) => button.getBoundingClientRect().top);
    const untouched = await top();
    await activateButton(page).click();
    expect(await top()).toBe(untouched);
    // The text follows the radios at once, and never disagrees with them.
    await expect(frequency(page, 963)).toBeChecked();
    await expect(configuration(page, at963(false))).toBeVisible();
    // A press the code has yet to answer is shown at once: a dashed ring, and the note.
    await expect(activateButton(page)).toHaveCSS('outline-style', 'dashed');
    await expect(controlsStatus(page)).toHaveText(panelNote.starting);
    // The note speaks in the configuration label's place, and gives it back once hydrated.
    const label = panel(page).getByText(panelCopy.configurationLabel, { exact: true });
    await expect(label).toBeHidden();
    await scripts.release();

    await expect(pauseButton(page)).toBeVisible({ timeout: 15_000 });
    expect(await top()).toBe(untouched);
    await expect(status(page)).toHaveText(active(at963State));
    await expectChosen(page, at963State);
    await expect(configuration(page, at963(true))).toBeVisible();
    await expect(controlsStatus(page)).toBeEmpty();
    await expect(label).toBeVisible();
    await expect(pauseButton(page)).not.toHaveCSS('outline-style', 'dashed');
    expect(problems).toEqual([]);
  });

  /**
   * React has the panel (it mirrors the menu's state, even where the menu is hidden), and has
   * started nothing the note said could not start; the note says the controls are ready.
   */
  async function expectAliveWithNothingStarted(page: Page) {
    await expect(hiddenOrShownMenuToggle(page)).toHaveAttribute('aria-expanded', 'false', {
      timeout: 20_000,
    });
    await expect(activateButton(page)).toBeVisible();
    await expect(status(page)).toBeEmpty();
    await expect(soundSwitch(page)).not.toBeChecked();
    await expect(controlsStatus(page)).toHaveText(panelNote.ready);
  }

  test('offline after load: Activate could not start, and back online only the controls start', async ({
    page,
    context,
  }) => {
    const problems = await recordProblems(page, { ignore: failedOnPurpose });
    const loads = countLoads(page);
    // The connection drops with the panel's files on their way.
    const scripts = await holdScripts(page, {
      answer: async (route) => {
        await context.setOffline(true);
        await route.abort('internetdisconnected');
      },
    });
    await page.goto(path);

    await frequency(page, 963).click();
    await activateButton(page).click();
    await scripts.release();
    await expect(controlsStatus(page)).toHaveText(
      `${panelNote.couldNot.transmission} ${panelNote.offline}`,
    );
    await expect(tryAgainButton(page)).toBeVisible();
    await expect(activateButton(page)).not.toHaveCSS('outline-style', 'dashed');

    await context.setOffline(false);
    await expectAliveWithNothingStarted(page);
    await expectChosen(page, at963State);
    await expect(tryAgainButton(page)).toBeHidden();
    expect(loads.count, 'nothing navigated').toBe(1);
    expect(problems).toEqual([]);
  });

  test('scripts refused while the site answers: the note says they could not load, never offline', async ({
    page,
  }) => {
    const scripts = await holdScripts(page, { answer: (route) => route.abort('blockedbyclient') });
    await page.goto(path);
    await activateButton(page).click();
    await scripts.release();
    await expect(controlsStatus(page)).toHaveText(
      `${panelNote.couldNot.transmission} ${panelNote.unavailable}`,
    );
    await expect(reloadButton(page)).toBeVisible();
    await expect(page.getByText(panelNote.offline)).toHaveCount(0);
    await expect(tryAgainButton(page)).toHaveCount(0);
  });

  test('scripts 12 s late: after saying Activate could not start, the panel starts it not by itself', async ({
    page,
  }) => {
    // The files come 12 s after the first was asked for; the panel's second request for each, to
    // run it, is answered at once (interception turns the cache off).
    const scripts = await holdScripts(page, { atLeastMs: 12_000 });
    await page.goto(path);
    await frequency(page, 963).click();
    await activateButton(page).click();
    await scripts.release();
    await expect(controlsStatus(page)).toHaveText(
      `${panelNote.couldNot.transmission} ${panelNote.unavailable}`,
      { timeout: 10_000 },
    );
    await expectAliveWithNothingStarted(page);
    await expectChosen(page, at963State);
  });

  test('scripts gone: Sound then Activate are both named, beside Reload, and nothing reloads by itself', async ({
    page,
  }) => {
    const problems = await recordProblems(page, { ignore: failedOnPurpose });
    const loads = countLoads(page);
    const scripts = await holdScripts(page, { answer: (route) => route.fulfill({ status: 404 }) });
    await page.goto(path);
    await soundSwitch(page).click();
    await activateButton(page).click();
    await scripts.release();
    await expect(controlsStatus(page)).toHaveText(
      `${panelNote.couldNot.sound} ${panelNote.couldNot.transmission} ${panelNote.unavailable}`,
    );
    await expect(soundSwitch(page)).not.toBeChecked();
    await expect(reloadButton(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(loads.count, 'no reload by itself').toBe(1);
    expect(problems).toEqual([]);
  });

  test('gone back to afresh, the panel states the 963 Hz the browser put back in its radios', async ({
    page,
  }) => {
    // The journeys' browser keeps no page in its back-forward cache, so going back loads the page
    // again, and the browser restores the radios as they were left, without a change event.
    await page.goto(path);
    await frequency(page, 963).click();
    await page.goto('/about/');
    await page.goBack();
    await expectChosen(page, at963State);
    await expect(configuration(page, at963(false))).toBeVisible();
  });

  test('scripts gone: Reload reloads once, keeping 963 Hz, and then the panel works', async ({
    page,
  }) => {
    const loads = countLoads(page);
    // The page from before a deploy names files now gone; reloaded, it names the new ones.
    const scripts = await holdScripts(page, { answer: (route) => route.fulfill({ status: 404 }) });
    await page.goto(path);
    await frequency(page, 963).click();
    await activateButton(page).click();
    await scripts.release();
    await reloadButton(page).click();
    await expect.poll(() => loads.count).toBe(2);
    await expect(frequency(page, 963)).toBeChecked();
    await expect(configuration(page, at963(false))).toBeVisible();
    await expect(controlsStatus(page)).toBeEmpty();
    await activateButton(page).click();
    await expect(pauseButton(page)).toBeVisible({ timeout: 10_000 });
    await expect(status(page)).toHaveText(active(at963State));
  });

  // A delay, not motion: a reader who asks for less motion keeps it.
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`a click on Reload's place 0.2 s after it makes room reloads nothing (reduced motion: ${reducedMotion})`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion });
      const loads = countLoads(page);
      const scripts = await holdScripts(page, {
        answer: (route) => route.fulfill({ status: 404 }),
      });
      await page.goto(path);
      // Time stands still for the page's animations, from before the failure is shown.
      const animations = await page.context().newCDPSession(page);
      await animations.send('Animation.enable');
      await animations.send('Animation.setPlaybackRate', { playbackRate: 0 });
      await activateButton(page).click();
      await scripts.release();
      const couldNotLoad = `${panelNote.couldNot.transmission} ${panelNote.unavailable}`;
      await expect(controlsStatus(page)).toHaveText(couldNotLoad);

      const appearing = panel(page).getByRole('button', {
        name: panelNote.reload,
        includeHidden: true,
      });
      // 0.2 s on, for the button alone: a visitor's press aimed at Activate as it moved.
      const { x, y, width, height } = await appearing.evaluate((button) => {
        for (const animation of button.getAnimations()) animation.currentTime = 200;
        return button.getBoundingClientRect().toJSON();
      });
      await page.mouse.click(x + width / 2, y + height / 2);
      await animations.send('Animation.setPlaybackRate', { playbackRate: 1 });
      await expect(reloadButton(page)).toBeVisible();
      await expect(controlsStatus(page)).toHaveText(couldNotLoad);
      expect(loads.count, 'nothing reloaded').toBe(1);
    });
  }
});

test.describe('once the panel’s runtime has been fetched ahead', () => {
  const couldNotLoad = `${panelNote.couldNot.transmission} ${panelNote.unavailable}`;

  /**
   * Loads the page and lets it fetch its runtime ahead; from then answers its files (those whose
   * names end in `only`, or all) as `answer` says: gone or refused since the prefetch.
   * Interception turns the cache off, so each is asked for again.
   */
  async function failAfterPrefetch(page: Page, answer: (route: Route) => Promise<void>, only = '') {
    let prefetched = false;
    await page.route(`**/_next/static/**/*${only}.js`, (route) =>
      prefetched ? answer(route) : route.continue(),
    );
    await page.goto(path);
    await expect
      .poll(() => page.evaluate(runtimePrefetches))
      .toBeGreaterThanOrEqual(await page.evaluate(runtimeFiles, marks.runtime));
    prefetched = true;
  }
  const panelChunk = () => panelChunkFile().replace(/\.js$/, '');
  const gone = (route: Route) => route.fulfill({ status: 404 });

  test('the panel’s chunk gone after the prefetch: the note says so within 2 s, and the page stays whole', async ({
    page,
  }) => {
    const problems = await recordProblems(page, { ignore: (problem) => /404/.test(problem) });
    await failAfterPrefetch(page, gone, panelChunk());
    await activateButton(page).click();
    await expect(controlsStatus(page)).toHaveText(couldNotLoad, { timeout: 2_000 });
    await expect(reloadButton(page)).toBeVisible();
    // Nothing of the runtime runs without the panel, to take the page down a moment later.
    await page.waitForLoadState('networkidle');
    await expect(h1(page)).toHaveText(frequencyPage.title);
    await expect(controlsStatus(page)).toHaveText(couldNotLoad);
    expect(problems).toEqual([]);
  });

  test('scripts blocked after the prefetch: within 2 s, the note says they could not load, never offline', async ({
    page,
  }) => {
    // A content blocker: the files were fetched, their scripts are refused.
    await failAfterPrefetch(page, (route) =>
      route.request().resourceType() === 'script'
        ? route.abort('blockedbyclient')
        : route.continue(),
    );
    await activateButton(page).click();
    await expect(controlsStatus(page)).toHaveText(couldNotLoad, { timeout: 2_000 });
    await expect(page.getByText(panelNote.offline)).toHaveCount(0);
    await expect(tryAgainButton(page)).toHaveCount(0);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`at ${viewport.width} px the could-not-load note and Reload move neither Activate, Reset nor Sound`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await failAfterPrefetch(page, gone, panelChunk());
      // Where a visitor finds them with Sound in sight: on a phone, the bar docked above it.
      await soundSwitch(page).scrollIntoViewIfNeeded();
      const controls = [activateButton(page), resetButton(page), soundSwitch(page)];
      const places = () => Promise.all(controls.map((control) => control.boundingBox()));
      const before = await places();
      // Pressed where they are, as a finger does: a click of Playwright's own could scroll.
      for (const box of [before[2]!, before[0]!]) {
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      }
      await expect(controlsStatus(page)).toHaveText(`${panelNote.couldNot.sound} ${couldNotLoad}`);
      await expect(reloadButton(page)).toBeVisible();
      expect(await places()).toEqual(before);
    });
  }
});

test.describe('on a site deployed again under an open page', () => {
  test.use({ baseURL: redeployedURL });
  test.skip(!!deployed, 'The site deployed again is made here, from out/; BASE_URL names a copy.');

  test('a renamed panel script leaves the page whole, saying the controls could not load', async ({
    page,
  }) => {
    const problems = await recordProblems(page, { ignore: (problem) => /404/.test(problem) });
    // The server answers for itself, once the presses are made.
    const scripts = await holdScripts(page);
    await page.goto(path);
    await frequency(page, 963).click();
    await activateButton(page).click();
    await scripts.release();
    await expect(controlsStatus(page)).toHaveText(
      `${panelNote.couldNot.transmission} ${panelNote.unavailable}`,
    );
    await expect(reloadButton(page)).toBeVisible();
    // Nothing runs that could take the page down a moment later.
    await page.waitForLoadState('networkidle');
    await expect(h1(page)).toHaveText(frequencyPage.title);
    await expect(header(page)).toBeVisible();
    await expect(frequency(page, 963)).toBeChecked();
    await expect(controlsStatus(page)).toHaveText(
      `${panelNote.couldNot.transmission} ${panelNote.unavailable}`,
    );
    expect(problems).toEqual([]);
  });
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the page shows every figure and says the panel needs JavaScript, offering no dead control', async ({
    page,
  }) => {
    await page.goto(path);
    for (const [legend, figures] of [
      [panelCopy.frequencyLegend, frequencyPresets.map(({ hz }) => `${hz} Hz`)],
      [panelCopy.brainwaveLegend, brainwaveStates.map(({ band }) => `${band.low}–${band.high} Hz`)],
    ] as const) {
      for (const figure of figures) {
        await expect(group(page, legend).getByText(figure, { exact: true })).toBeVisible();
      }
    }
    await expect(group(page, panelCopy.modeLegend).getByRole('radio')).toHaveCount(
      manifestationModes.length,
    );

    const instructions = region(page, usageInstructions.title);
    for (const { value } of usageInstructions.facts) {
      await expect(instructions.getByText(value, { exact: true })).toBeVisible();
    }
    // The spec's instruction, in the steps; the other figures are the band's alone.
    await expect(instructions).toContainText(`at least ${usageFigures.minimumListening}`);

    const testimonials = region(page, frequencyTestimonialsSection.title);
    await expect(testimonials.getByRole('listitem')).toHaveCount(frequencyTestimonials.length);
    for (const testimonial of frequencyTestimonials) {
      await expect(testimonials.getByText(testimonial.name, { exact: false })).toBeVisible();
    }

    await expectChosen(page, initialState);
    await expect(needsScriptNote(page)).toHaveText(panelCopy.needsScript);
    await expect(needsScriptNote(page)).toBeVisible();
    // On a phone the note comes before the first option, so no choice is made in vain.
    await page.setViewportSize({ width: 390, height: 844 });
    const top = async (locator: Locator) => (await locator.boundingBox())!.y;
    expect(await top(needsScriptNote(page))).toBeLessThan(
      await top(group(page, panelCopy.frequencyLegend).getByRole('radio').first()),
    );
    // Activate, Reset and Sound are in the page, out of sight and out of the accessibility
    // tree, as are the configuration and the status that only they would change.
    const buttons = panel(page).getByRole('button', { includeHidden: true });
    const soundSwitch = panel(page).getByRole('switch', { includeHidden: true });
    await expect(buttons).toHaveText([panelNote.reload, panelCopy.activate, panelCopy.reset]);
    await expect(soundSwitch).toHaveText(panelCopy.sound);
    for (const control of [...(await buttons.all()), soundSwitch]) {
      await expect(control).toBeHidden();
    }
    await expect(panel(page).getByRole('button')).toHaveCount(0);
    await expect(panel(page).getByRole('switch')).toHaveCount(0);
    await expect(configuration(page, defaultConfiguration)).toBeHidden();
    await expect(panel(page).getByRole('status')).toHaveCount(0);
  });
});
