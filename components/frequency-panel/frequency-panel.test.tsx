import { screen, within } from '@testing-library/react';
import {
  brainwaveStates,
  frequencyPresets,
  panelCopy,
  panelWords,
} from '@/content/frequency-controller';
import { formatBand } from '@/content/_lib/format';
import { activate, checked, group, option, radio, renderPanel, status } from './panel.test-utils';

const { frequencyLegend, modeLegend, brainwaveLegend } = panelCopy;

describe('FrequencyPanel', () => {
  // Its configuration, description and status as it starts: e2e/frequency-controller.spec.ts.
  it('starts at 528 Hz, wealth and alpha, offering every option named with its Hz or band', () => {
    renderPanel();
    expect(checked(frequencyLegend)).toEqual([option(frequencyLegend, 528)]);
    expect(checked(modeLegend)).toEqual([option(modeLegend, 'wealth')]);
    expect(checked(brainwaveLegend)).toEqual([option(brainwaveLegend, 'alpha')]);
    expect(screen.getByText(panelCopy.configurationLabel)).toBeVisible();

    expect(
      within(group(frequencyLegend))
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(frequencyPresets.map((preset) => String(preset.hz)));
    for (const preset of frequencyPresets) {
      expect(radio(frequencyLegend, `${preset.hz} Hz ${preset.name}`)).toHaveAccessibleDescription(
        preset.description,
      );
    }
    for (const state of brainwaveStates) {
      expect(radio(brainwaveLegend, `${state.name} ${formatBand(state.band)}`)).toBe(
        option(brainwaveLegend, state.id),
      );
    }
  });

  it('tells assistive technology of a pause and a reset, unseen, until a choice follows', async () => {
    const user = renderPanel();
    await user.click(activate());
    await user.click(screen.getByRole('button', { name: panelCopy.pause }));
    expect(status()).toHaveTextContent(panelWords.paused);
    expect(within(status()).getByText(panelWords.paused)).toHaveClass('sr-only');
    await user.click(option(frequencyLegend, 963));
    expect(status()).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: panelCopy.reset }));
    expect(status()).toHaveTextContent(panelWords.reset(528, 'Wealth', 'Alpha'));
  });
});
