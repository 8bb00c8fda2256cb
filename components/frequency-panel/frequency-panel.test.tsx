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
});
