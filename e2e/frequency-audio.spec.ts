/**
 * The panel's sound in Chromium, heard through an instrumented AudioContext: every context and
 * oscillator the page makes is recorded, so the tests read the frequencies the browser is really
 * playing. When the panel plays, stays silent or says why is the hook's, tested beside it
 * (use-sound.test.tsx); what needs the browser is here: real audio, the engine's chunk loaded on
 * demand through the page's policy, and the site's fonts for what sound adds to the panel.
 */
import type { Route } from '@playwright/test';
import { describeTransmission } from '../components/frequency-panel/describe';
import { initialState } from '../components/frequency-panel/machine';
import { brainwaveStates, manifestationModes, panelCopy } from '../content/frequency-controller';
import { fontProblems } from './support/fonts';
import {
  activateButton,
  frequency,
  panel,
  panelOption,
  panelStatus,
  hiddenOrShownMenuToggle,
  pauseButton,
  soundSwitch,
  volumeSlider,
} from './support/locators';
import { recordProblems } from './support/recorders';
import { expect, test, type Page } from './support/test';

declare global {
  interface Window {
    audioLog: {
      contexts: AudioContext[];
      oscillators: { node: OscillatorNode; stopped: boolean }[];
    };
  }
}

let problems: string[];
/** The engine's chunk, refused by a test that takes the visitor offline. */
let refused: string[];

test.beforeEach(async ({ page }) => {
  refused = [];
  problems = await recordProblems(page, {
    ignore: (problem) => refused.some((url) => problem.includes(url)),
  });
  await page.addInitScript(() => {
    const log: Window['audioLog'] = { contexts: [], oscillators: [] };
    window.audioLog = log;
    const Native = window.AudioContext;
    window.AudioContext = class Recorded extends Native {
      constructor(options?: AudioContextOptions) {
        super(options);
        log.contexts.push(this);
      }
      override createOscillator() {
        const node = super.createOscillator();
        const entry = { node, stopped: false };
        const stop = node.stop.bind(node);
        node.stop = (when?: number) => {
          entry.stopped = true;
          stop(when);
        };
        log.oscillators.push(entry);
        return node;
      }
    };
  });
  await page.goto('/frequency-controller/');
});

test.afterEach(() => expect(problems).toEqual([]));

/** The frequencies (rounded Hz) of the oscillators not stopped, while their context runs. */
const running = (page: Page) =>
  page.evaluate(() =>
    window.audioLog.oscillators
      .filter(({ node, stopped }) => !stopped && node.context.state === 'running')
      .map(({ node }) => Math.round(node.frequency.value))
      .sort((a, b) => a - b),
  );
/**
 * Sound on, as a visitor sees it happen before pressing on: the switch shows on. A press made
 * before the panel's code has run takes effect when it arrives, and the card then makes the
 * sound's room, moving Activate (see globals.css, `.console:has(.console-rest)`).
 */
async function turnSoundOn(page: Page) {
  await soundSwitch(page).click();
  await expect(soundSwitch(page)).toBeChecked();
}
const contextStates = (page: Page) =>
  page.evaluate(() => window.audioLog.contexts.map((context) => context.state));

test('sound on plays 528 and 538 Hz, and retunes to 963 and 969 Hz for 963 Hz in theta', async ({
  page,
}) => {
  await turnSoundOn(page);
  await activateButton(page).click();
  await expect.poll(() => running(page)).toEqual([528, 538]);

  await frequency(page, 963).check();
  const theta = brainwaveStates.find((state) => state.id === 'theta')!;
  await panelOption(page, panelCopy.brainwaveLegend, theta.name).check();
  await expect.poll(() => running(page)).toEqual([963, 969]);
  // Retuned, not replaced.
  expect(await page.evaluate(() => window.audioLog.oscillators.length)).toBe(2);
});

test('Pause stops the sound and closes its audio context', async ({ page }) => {
  await turnSoundOn(page);
  await activateButton(page).click();
  await expect.poll(() => running(page)).toEqual([528, 538]);
  await pauseButton(page).click();
  await expect.poll(() => running(page)).toEqual([]);
  await expect.poll(() => contextStates(page)).toEqual(['closed']);
});

test('the sound controls, drawn once sound plays, are set in the site’s fonts at weights they carry', async ({
  page,
}) => {
  await turnSoundOn(page);
  await activateButton(page).click();
  // The transmission message, the volume and the beat, all drawn once sound plays.
  await expect(panel(page).getByText(panelCopy.headphones)).toBeVisible();
  expect(await fontProblems(page)).toEqual([]);
});

test('in a 1280×720 laptop window, the volume and its note stay in sight while the options scroll by', async ({
  page,
}) => {
  await turnSoundOn(page);
  await activateButton(page).click();
  const note = panel(page).getByText(panelCopy.headphones);
  await expect(note).toBeVisible();
  // The card rides beside the options: scrolled to those of the middle group, it is all in sight.
  await panelOption(
    page,
    panelCopy.modeLegend,
    manifestationModes[0]!.name,
  ).scrollIntoViewIfNeeded();
  for (const control of [soundSwitch(page), volumeSlider(page), note]) {
    await expect(control).toBeInViewport({ ratio: 1 });
  }
});

test('sound whose engine cannot download turns its switch off, says why, and plays when turned on again', async ({
  page,
}) => {
  // The engine's chunk is loaded on demand under a hashed name: it is recognised by what it
  // holds, the one call of the Web Audio API that only the engine makes.
  const offline = async (route: Route) => {
    const response = await route.fetch();
    if ((await response.text()).includes('createChannelMerger')) {
      refused.push(route.request().url());
      await route.abort('internetdisconnected');
    } else {
      await route.fulfill({ response });
    }
  };
  // Once the panel has hydrated (React mirrors the menu's state, even where the menu is hidden),
  // only the engine is left to fetch.
  await page.keyboard.press('Tab');
  await expect(hiddenOrShownMenuToggle(page)).toHaveAttribute('aria-expanded', 'false', {
    timeout: 15_000,
  });
  await page.route('**/_next/static/chunks/**', offline);

  await soundSwitch(page).click();
  await activateButton(page).click();
  await expect(panelStatus(page)).toContainText(panelCopy.soundFailed.load);
  await expect(panelStatus(page)).toContainText(
    describeTransmission({ ...initialState, transmitting: true }),
  );
  await expect(soundSwitch(page)).not.toBeChecked();
  await expect(volumeSlider(page)).toHaveCount(0);
  expect(refused.length, 'the engine was asked for, and refused').toBeGreaterThan(0);
  await expect.poll(() => contextStates(page)).toEqual(['closed']);
  expect(await running(page)).toEqual([]);

  // Back online, the visitor tries again.
  await page.unroute('**/_next/static/chunks/**', offline);
  await soundSwitch(page).click();
  await expect(soundSwitch(page)).toBeChecked();
  await expect(panelStatus(page)).not.toContainText(panelCopy.soundFailed.load);
  await expect.poll(() => running(page)).toEqual([528, 538]);
});

test('in forced colours, the Sound switch shows off and on by its knob’s side, a border they keep', async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' });
  // The knob is the thick end of the track's border.
  const knob = () =>
    soundSwitch(page).evaluate((element) => {
      const { borderLeftWidth, borderRightWidth } = getComputedStyle(element, '::before');
      const [left, right] = [borderLeftWidth, borderRightWidth].map(parseFloat) as [number, number];
      return left > right ? 'left' : right > left ? 'right' : 'none';
    });
  expect(await knob()).toBe('left');
  await soundSwitch(page).click();
  await expect(soundSwitch(page)).toBeChecked();
  expect(await knob()).toBe('right');
});
