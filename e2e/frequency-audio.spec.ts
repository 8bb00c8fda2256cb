/**
 * The panel's sound, heard through an instrumented AudioContext: every context and oscillator
 * the page makes is recorded, so the tests read the frequencies the browser is really playing.
 */
import { panelCopy } from '../content/frequency-controller';
import { axeViolations } from './support/axe';
import type { Route } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { panel, panelStatus, soundSwitch } from './support/locators';

declare global {
  interface Window {
    audioLog: {
      contexts: AudioContext[];
      oscillators: { node: OscillatorNode; stopped: boolean }[];
    };
  }
}

test.beforeEach(async ({ page }) => {
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

const choose = (page: Page, group: string, name: RegExp) =>
  panel(page).getByRole('group', { name: group }).getByRole('radio', { name }).check();

/** The frequencies (rounded Hz) of the oscillators not stopped, while their context runs. */
const running = (page: Page) =>
  page.evaluate(() =>
    window.audioLog.oscillators
      .filter(({ node, stopped }) => !stopped && node.context.state === 'running')
      .map(({ node }) => Math.round(node.frequency.value))
      .sort((a, b) => a - b),
  );
const contextCount = (page: Page) => page.evaluate(() => window.audioLog.contexts.length);

test('with sound on, 528 Hz in alpha plays 528 Hz and 538 Hz; 963 Hz in theta retunes to 963 and 969', async ({
  page,
}) => {
  await soundSwitch(page).click();
  await expect(soundSwitch(page)).toBeChecked();
  await expect(panel(page).getByRole('slider', { name: panelCopy.volume })).toHaveValue('20');
  await panel(page).getByRole('button', { name: panelCopy.activate }).click();

  await expect(
    panel(page).getByText('Alpha beat: 10 Hz (528 Hz left, 538 Hz right).'),
  ).toBeVisible();
  await expect.poll(() => running(page)).toEqual([528, 538]);

  await choose(page, 'Frequency', /^963 Hz /);
  await choose(page, 'Brainwave state', /^Theta /);
  await expect.poll(() => running(page)).toEqual([963, 969]);
  await expect(
    panel(page).getByText('Theta beat: 6 Hz (963 Hz left, 969 Hz right).'),
  ).toBeVisible();
  // Retuned, not replaced.
  expect(await page.evaluate(() => window.audioLog.oscillators.length)).toBe(2);

  await panel(page).getByRole('button', { name: panelCopy.pause }).click();
  await expect.poll(() => running(page)).toEqual([]);
  await expect
    .poll(() => page.evaluate(() => window.audioLog.contexts.map((context) => context.state)))
    .toEqual(['closed']);
});

test('with sound off, activating shows the message and makes no AudioContext at all', async ({
  page,
}) => {
  await expect(soundSwitch(page)).not.toBeChecked();
  await panel(page).getByRole('button', { name: panelCopy.activate }).click();
  await expect(panelStatus(page)).toHaveText(
    'Transmission active: 528 Hz in wealth mode, alpha state.',
  );
  await choose(page, 'Frequency', /^963 Hz /);
  await panel(page).getByRole('button', { name: panelCopy.pause }).click();
  expect(await contextCount(page)).toBe(0);
});

test('turning sound off mid-transmission stops it', async ({ page }) => {
  await soundSwitch(page).click();
  await panel(page).getByRole('button', { name: panelCopy.activate }).click();
  await expect.poll(() => running(page)).toEqual([528, 538]);
  await soundSwitch(page).click();
  await expect(soundSwitch(page)).not.toBeChecked();
  await expect.poll(() => running(page)).toEqual([]);
  await expect(panelStatus(page)).not.toBeEmpty();
});

test('the sound controls pass axe while playing', async ({ page }) => {
  // Axe over the transmitting panel takes 10-15 s on two cores (not yet profiled why).
  test.slow();
  await soundSwitch(page).click();
  await panel(page).getByRole('button', { name: panelCopy.activate }).click();
  await expect.poll(() => running(page)).toEqual([528, 538]);
  expect(await axeViolations(page, 'section[aria-labelledby="panel-heading"]')).toEqual([]);
});

test.describe('when sound cannot play', () => {
  /** Uncaught errors and unhandled rejections in the page, from now on. */
  async function recordErrors(page: Page): Promise<string[]> {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    await page.exposeFunction('reportUnhandled', (reason: string) => errors.push(reason));
    await page.evaluate(() =>
      addEventListener('unhandledrejection', (event) =>
        (window as unknown as { reportUnhandled(reason: string): void }).reportUnhandled(
          `unhandled rejection: ${String(event.reason)}`,
        ),
      ),
    );
    return errors;
  }

  test('if the sound engine cannot download, the switch turns itself off, the status says why, its audio context is closed, and turning it on again plays', async ({
    page,
  }) => {
    const errors = await recordErrors(page);
    // The engine's chunk is loaded on demand under a hashed name: it is recognised by what it
    // holds, the one call of the Web Audio API that only the engine makes.
    const refused: string[] = [];
    const offline = async (route: Route) => {
      const response = await route.fetch();
      if ((await response.text()).includes('createChannelMerger')) {
        refused.push(route.request().url());
        await route.abort('internetdisconnected');
      } else {
        await route.fulfill({ response });
      }
    };
    await page.route('**/_next/static/chunks/**', offline);

    await soundSwitch(page).click();
    await panel(page).getByRole('button', { name: panelCopy.activate }).click();
    await expect(panelStatus(page)).toContainText(panelCopy.soundFailed.load);
    await expect(panelStatus(page)).toContainText('Transmission active: 528 Hz');
    await expect(soundSwitch(page)).not.toBeChecked();
    await expect(panel(page).getByRole('slider', { name: panelCopy.volume })).toHaveCount(0);
    expect(refused.length, 'the engine was asked for, and refused').toBeGreaterThan(0);
    await expect
      .poll(() => page.evaluate(() => window.audioLog.contexts.map((context) => context.state)))
      .toEqual(['closed']);
    expect(await running(page)).toEqual([]);

    // Back online, the visitor tries again.
    await page.unroute('**/_next/static/chunks/**', offline);
    await soundSwitch(page).click();
    await expect(soundSwitch(page)).toBeChecked();
    await expect(panelStatus(page)).not.toContainText(panelCopy.soundFailed.load);
    await expect.poll(() => running(page)).toEqual([528, 538]);
    expect(errors).toEqual([]);
  });

  test('if the browser will not start audio, the switch turns itself off and the status says why', async ({
    page,
  }) => {
    const errors = await recordErrors(page);
    await page.evaluate(() => {
      window.AudioContext = class {
        constructor() {
          throw new DOMException('No audio output device', 'NotSupportedError');
        }
      } as unknown as typeof AudioContext;
    });
    await soundSwitch(page).click();
    await panel(page).getByRole('button', { name: panelCopy.activate }).click();
    await expect(panelStatus(page)).toContainText(panelCopy.soundFailed.start);
    await expect(soundSwitch(page)).not.toBeChecked();
    expect(errors).toEqual([]);
  });
});
