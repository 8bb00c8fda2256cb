import { disclosures } from '../content/disclosures';
import {
  brainwaveStates,
  frequencyPresets,
  manifestationModes,
  panelCopy,
  usageFigures,
  usageInstructions,
} from '../content/frequency-controller';
import {
  frequencyTestimonials,
  frequencyTestimonialsSection,
} from '../content/frequency-testimonials';
import { sidewaysOverflow } from './support/layout';
import { expect, test, type Page } from './support/test';

const path = '/frequency-controller/';
const defaultConfiguration = '528 Hz · Wealth mode · Alpha state (8–12 Hz) · Standing by';

const panel = (page: Page) => page.getByRole('region', { name: panelCopy.title });
const group = (page: Page, name: string) => panel(page).getByRole('group', { name });
const frequency = (page: Page, hz: number) =>
  group(page, panelCopy.frequencyLegend).getByRole('radio', { name: new RegExp(`^${hz} Hz `) });
const mode = (page: Page, name: string) =>
  group(page, panelCopy.modeLegend).getByRole('radio', { name, exact: true });
const brainwave = (page: Page, name: string) =>
  group(page, panelCopy.brainwaveLegend).getByRole('radio', { name: new RegExp(`^${name} `) });
const activateButton = (page: Page) =>
  panel(page).getByRole('button', { name: panelCopy.activate });
const pauseButton = (page: Page) => panel(page).getByRole('button', { name: panelCopy.pause });
const resetButton = (page: Page) => panel(page).getByRole('button', { name: panelCopy.reset });
const status = (page: Page) => panel(page).getByRole('status');
/** The panel's note for browsers with JavaScript off. */
const needsScriptNote = (page: Page) =>
  panel(page).getByRole('paragraph').filter({ hasText: panelCopy.needsScript });

async function expectDefaults(page: Page) {
  await expect(frequency(page, 528)).toBeChecked();
  await expect(mode(page, 'Wealth')).toBeChecked();
  await expect(brainwave(page, 'Alpha')).toBeChecked();
  await expect(panel(page).getByText(defaultConfiguration)).toBeVisible();
  await expect(activateButton(page)).toHaveAccessibleDescription(defaultConfiguration);
  await expect(status(page)).toBeEmpty();
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
      await expectDefaults(page);

      await test.step('choosing 963 Hz, power and theta replaces each default', async () => {
        await frequency(page, 963).click();
        await mode(page, 'Power').click();
        // The whole option card is clickable, its description included.
        // (The label covers the card, so a pointer at the description lands on it, as here.)
        const theta = panel(page).getByText('Deep meditation and vivid imagery');
        await theta.scrollIntoViewIfNeeded();
        const description = await theta.boundingBox();
        await page.mouse.click(
          description!.x + description!.width / 2,
          description!.y + description!.height / 2,
        );
        await expect(frequency(page, 963)).toBeChecked();
        await expect(frequency(page, 528)).not.toBeChecked();
        await expect(mode(page, 'Power')).toBeChecked();
        await expect(mode(page, 'Wealth')).not.toBeChecked();
        await expect(brainwave(page, 'Theta')).toBeChecked();
        await expect(brainwave(page, 'Alpha')).not.toBeChecked();
        await expect(
          panel(page).getByText('963 Hz · Power mode · Theta state (4–7 Hz) · Standing by'),
        ).toBeVisible();
      });

      await test.step('activate shows the active message; the button then pauses', async () => {
        await activateButton(page).click();
        await expect(status(page)).toHaveText(
          'Transmission active: 963 Hz in power mode, theta state.',
        );
        await expect(pauseButton(page)).toBeVisible();
        await expect(pauseButton(page)).not.toHaveAttribute('aria-pressed', /.*/);
        await expect(
          panel(page).getByText('963 Hz · Power mode · Theta state (4–7 Hz) · Transmitting'),
        ).toBeVisible();
        expect(await sidewaysOverflow(page)).toBe(0);

        await pauseButton(page).click();
        await expect(status(page)).toBeEmpty();
        await expect(activateButton(page)).toBeVisible();
      });

      await test.step('reset restores 528 Hz, wealth and alpha', async () => {
        await activateButton(page).click();
        await expect(status(page)).not.toBeEmpty();
        await resetButton(page).click();
        await expectDefaults(page);
      });
    });

    test('a visitor does the same with the keyboard only', async ({ page }) => {
      await page.goto(path);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();

      await test.step('Tab reaches the checked frequency; arrow keys move the choice', async () => {
        await page.keyboard.press('Tab');
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
        await expect(mode(page, 'Wealth')).toBeFocused();
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowRight');
        await expect(mode(page, 'Power')).toBeChecked();

        await page.keyboard.press('Tab');
        await expect(brainwave(page, 'Alpha')).toBeFocused();
        await page.keyboard.press('ArrowDown');
        await expect(brainwave(page, 'Theta')).toBeChecked();
        await expect(
          panel(page).getByText('963 Hz · Power mode · Theta state (4–7 Hz) · Standing by'),
        ).toBeVisible();
      });

      await test.step('Space activates, Enter pauses', async () => {
        await page.keyboard.press('Tab');
        await expect(activateButton(page)).toBeFocused();
        await page.keyboard.press('Space');
        await expect(status(page)).toHaveText(
          'Transmission active: 963 Hz in power mode, theta state.',
        );
        await expect(pauseButton(page)).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(status(page)).toBeEmpty();
        await expect(activateButton(page)).toBeFocused();
      });

      await test.step('reset restores 528 Hz, wealth and alpha', async () => {
        await page.keyboard.press('Space');
        await expect(status(page)).not.toBeEmpty();
        await page.keyboard.press('Tab');
        await expect(resetButton(page)).toBeFocused();
        await page.keyboard.press('Enter');
        await expectDefaults(page);
      });
    });
  });
}

test('testimonials and the 21-day claim carry the results disclosure', async ({ page }) => {
  await page.goto(path);
  const testimonials = page.getByRole('region', { name: frequencyTestimonialsSection.title });
  await expect(testimonials.getByRole('listitem')).toHaveCount(frequencyTestimonials.length);
  await expect(testimonials).toContainText(disclosures.testimonials);
  const instructions = page.getByRole('region', { name: usageInstructions.title });
  await expect(instructions).toContainText(`within ${usageFigures.resultsWithin}`);
  await expect(instructions).toContainText(disclosures.results);
});

test.describe('the transmission signal', () => {
  /** Panel elements with a CSS animation; the global reduced-motion rule only shortens them. */
  const animated = (page: Page) =>
    panel(page).evaluate(
      (root) =>
        [...root.querySelectorAll('*')].filter(
          (element) => getComputedStyle(element).animationName !== 'none',
        ).length,
    );

  test('pulses while transmitting and stops on pause', async ({ page }) => {
    await page.goto(path);
    expect(await animated(page)).toBe(0);
    await activateButton(page).click();
    await expect.poll(() => animated(page)).toBeGreaterThan(0);
    await pauseButton(page).click();
    await expect.poll(() => animated(page)).toBe(0);
  });

  test.describe('when the visitor prefers reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('stays still while transmitting', async ({ page }) => {
      await page.goto(path);
      await activateButton(page).click();
      await expect(status(page)).not.toBeEmpty();
      expect(await animated(page)).toBe(0);
    });
  });
});

test.describe('on a slow network, before the runtime has arrived', () => {
  /** Holds every script file back 2.5 s; counts those the page has received. */
  async function delayScripts(page: Page) {
    const delivered = { count: 0 };
    await page.route('**/_next/static/**/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await route.continue();
      delivered.count++;
    });
    return delivered;
  }

  function recordErrors(page: Page) {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    return errors;
  }

  test('choosing 963 Hz and pressing Activate take effect once it has', async ({ page }) => {
    const errors = recordErrors(page);
    const delivered = await delayScripts(page);
    await page.goto(path);
    // Scripting is on, only the runtime is missing: the controls are offered, not the note
    // for browsers with JavaScript off.
    await expect(needsScriptNote(page)).toBeHidden();
    await expect(resetButton(page)).toBeVisible();

    await frequency(page, 963).click();
    await activateButton(page).click();
    expect(delivered.count, 'the runtime had not arrived').toBe(0);
    // The text follows the radios at once, and never disagrees with them.
    await expect(frequency(page, 963)).toBeChecked();
    await expect(
      panel(page).getByText('963 Hz · Wealth mode · Alpha state (8–12 Hz) · Standing by'),
    ).toBeVisible();

    await expect(status(page)).toHaveText(
      'Transmission active: 963 Hz in wealth mode, alpha state.',
      { timeout: 15_000 },
    );
    await expect(frequency(page, 963)).toBeChecked();
    await expect(frequency(page, 528)).not.toBeChecked();
    await expect(
      panel(page).getByText('963 Hz · Wealth mode · Alpha state (8–12 Hz) · Transmitting'),
    ).toBeVisible();
    await expect(pauseButton(page)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a Reset between choices is replayed in order, and the panel then works as usual', async ({
    page,
  }) => {
    const errors = recordErrors(page);
    const delivered = await delayScripts(page);
    await page.goto(path);

    await frequency(page, 852).click();
    await mode(page, 'Love').click();
    await activateButton(page).click();
    await resetButton(page).click();
    // Reset puts the radios back at once, as it will the whole panel.
    await expect(frequency(page, 528)).toBeChecked();
    await expect(mode(page, 'Wealth')).toBeChecked();
    await brainwave(page, 'Delta').click();
    expect(delivered.count, 'the runtime had not arrived').toBe(0);
    await expect(
      panel(page).getByText('528 Hz · Wealth mode · Delta state (0.5–3 Hz) · Standing by'),
    ).toBeVisible();

    // React has hydrated the page once the header's menu toggle mirrors its state.
    await expect(page.locator('button[popovertarget]')).toHaveAttribute('aria-expanded', 'false', {
      timeout: 15_000,
    });
    await activateButton(page).click();
    await expect(status(page)).toHaveText(
      'Transmission active: 528 Hz in wealth mode, delta state.',
    );
    await expect(frequency(page, 528)).toBeChecked();
    await expect(mode(page, 'Wealth')).toBeChecked();
    await expect(brainwave(page, 'Delta')).toBeChecked();
    expect(errors).toEqual([]);
  });
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the page shows every figure and says the panel needs JavaScript, offering no control that would do nothing', async ({
    page,
  }) => {
    await page.goto(path);
    for (const { hz } of frequencyPresets) {
      await expect(
        group(page, panelCopy.frequencyLegend).getByText(`${hz} Hz`, { exact: true }),
      ).toBeVisible();
    }
    for (const { band } of brainwaveStates) {
      await expect(
        group(page, panelCopy.brainwaveLegend).getByText(`${band.low}–${band.high} Hz`, {
          exact: true,
        }),
      ).toBeVisible();
    }
    await expect(group(page, panelCopy.modeLegend).getByRole('radio')).toHaveCount(
      manifestationModes.length,
    );

    const instructions = page.getByRole('region', { name: usageInstructions.title });
    for (const { value } of usageInstructions.facts) {
      await expect(instructions.getByText(value, { exact: true })).toBeVisible();
    }
    await expect(instructions).toContainText(`at least ${usageFigures.minimumListening}`);
    await expect(instructions).toContainText(`over ${usageFigures.libraryFrequencies}`);

    const testimonials = page.getByRole('region', { name: frequencyTestimonialsSection.title });
    for (const testimonial of frequencyTestimonials) {
      await expect(testimonials.getByText(testimonial.name, { exact: false })).toBeVisible();
    }

    await expect(frequency(page, 528)).toBeChecked();
    await expect(mode(page, 'Wealth')).toBeChecked();
    await expect(brainwave(page, 'Alpha')).toBeChecked();
    await expect(needsScriptNote(page)).toHaveText(panelCopy.needsScript);
    await expect(needsScriptNote(page)).toBeVisible();
    // Activate, Reset and Sound are in the page, out of sight and out of the accessibility
    // tree, as are the configuration and the status that only they would change.
    const buttons = panel(page).getByRole('button', { includeHidden: true });
    const soundSwitch = panel(page).getByRole('switch', { includeHidden: true });
    await expect(buttons).toHaveText([panelCopy.activate, panelCopy.reset]);
    await expect(soundSwitch).toHaveText(panelCopy.sound);
    for (const control of [...(await buttons.all()), soundSwitch]) {
      await expect(control).toBeHidden();
    }
    await expect(panel(page).getByRole('button')).toHaveCount(0);
    await expect(panel(page).getByRole('switch')).toHaveCount(0);
    await expect(panel(page).getByText(defaultConfiguration)).toBeHidden();
    await expect(status(page)).toHaveCount(0);
  });
});
