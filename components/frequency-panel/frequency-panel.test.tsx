import { screen, within } from '@testing-library/react';
import {
  activate,
  checked,
  configurationText,
  group,
  radio,
  renderPanel,
  status,
} from './panel.test-utils';

describe('FrequencyPanel', () => {
  it('starts at 528 Hz, wealth and alpha, standing by with an empty status, offering every option with its Hz or band', () => {
    renderPanel();
    expect(checked('Frequency')).toEqual([radio('Frequency', '528 Hz Transformation')]);
    expect(checked('Manifestation mode')).toEqual([radio('Manifestation mode', 'Wealth')]);
    expect(checked('Brainwave state')).toEqual([radio('Brainwave state', 'Alpha 8–12 Hz')]);
    expect(screen.getByText('Current configuration')).toBeVisible();
    const defaults = '528 Hz · Wealth mode · Alpha state (8–12 Hz) · Standing by';
    expect(configurationText(defaults)).toBeVisible();
    expect(activate()).toHaveAccessibleDescription(defaults);
    expect(status()).toBeEmptyDOMElement();

    expect(
      within(group('Frequency'))
        .getAllByRole('radio')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['528', '432', '963', '741', '852', '396']);
    expect(within(group('Manifestation mode')).getAllByRole('radio')).toHaveLength(6);
    for (const band of ['Gamma 40–100 Hz', 'Beta 13–39 Hz', 'Theta 4–7 Hz', 'Delta 0.5–3 Hz']) {
      expect(radio('Brainwave state', band)).not.toBeChecked();
    }
    expect(radio('Frequency', /^432 Hz/)).toHaveAccessibleDescription(/calm resonance for balance/);
  });

  it('keeps one choice per group and states it; activating reports it, follows a new choice, and the same button pauses and clears it', async () => {
    const user = renderPanel();
    await user.click(radio('Frequency', /^963 Hz/));
    await user.click(radio('Manifestation mode', 'Power'));
    // The label selects, not only the radio (the browser journeys click the rest of the card).
    await user.click(screen.getByText('Theta'));

    expect(checked('Frequency')).toEqual([radio('Frequency', /^963 Hz/)]);
    expect(checked('Manifestation mode')).toEqual([radio('Manifestation mode', 'Power')]);
    expect(checked('Brainwave state')).toEqual([radio('Brainwave state', 'Theta 4–7 Hz')]);
    const tuned = '963 Hz · Power mode · Theta state (4–7 Hz)';
    expect(configurationText(`${tuned} · Standing by`)).toBeVisible();
    expect(activate()).toHaveAccessibleDescription(`${tuned} · Standing by`);

    await user.click(activate());
    expect(status()).toHaveTextContent('Transmission active: 963 Hz in power mode, theta state.');
    const pause = screen.getByRole('button', { name: 'Pause transmission' });
    expect(pause).not.toHaveAttribute('aria-pressed');
    expect(pause).toHaveAccessibleDescription(`${tuned} · Transmitting`);

    await user.click(radio('Frequency', /^432 Hz/));
    expect(status()).toHaveTextContent('Transmission active: 432 Hz in power mode, theta state.');

    await user.click(pause);
    expect(status()).toBeEmptyDOMElement();
    expect(activate()).toHaveAccessibleDescription(/· Standing by$/);
  });
});
