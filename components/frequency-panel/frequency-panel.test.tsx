import { screen, within } from '@testing-library/react';
import { checked, group, radio, renderPanel } from './panel.test-utils';

describe('FrequencyPanel', () => {
  // Its configuration, description and status as it starts: e2e/frequency-controller.spec.ts.
  it('starts at 528 Hz, wealth and alpha, offering every option with its Hz or band', () => {
    renderPanel();
    expect(checked('Frequency')).toEqual([radio('Frequency', '528 Hz Transformation')]);
    expect(checked('Manifestation mode')).toEqual([radio('Manifestation mode', 'Wealth')]);
    expect(checked('Brainwave state')).toEqual([radio('Brainwave state', 'Alpha 8–12 Hz')]);
    expect(screen.getByText('Current configuration')).toBeVisible();

    expect(
      within(group('Frequency'))
        .getAllByRole('radio')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['528', '432', '963', '741', '852', '396']);
    for (const band of ['Gamma 40–100 Hz', 'Beta 13–39 Hz', 'Theta 4–7 Hz', 'Delta 0.5–3 Hz']) {
      expect(radio('Brainwave state', band)).not.toBeChecked();
    }
    expect(radio('Frequency', /^432 Hz/)).toHaveAccessibleDescription(/calm resonance for balance/);
  });
});
