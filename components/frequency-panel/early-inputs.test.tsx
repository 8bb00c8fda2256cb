import { act, screen, waitFor } from '@testing-library/react';
import { panelCopy } from '@/content/frequency-controller';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { bootstrap } from './bootstrap';
import { earlyAction, replay } from './early-inputs';
import { installFakeAudio, playing } from './fake-audio-context.test-utils';
import { presses } from './early-marks';
import { FrequencyPanel } from './frequency-panel';
import { modeIcons } from './mode-icons';
import { activate, checked, configurationText, option, status } from './panel.test-utils';
import { binauralTones, configurationParts, describeTransmission, initialState } from './reducer';
describe('earlyAction', () => {
  it.each([
    [['frequency', '963'], { type: 'selectFrequency', frequency: 963 }],
    [['mode', 'power'], { type: 'selectMode', mode: 'power' }],
    [['brainwave', 'theta'], { type: 'selectBrainwave', brainwave: 'theta' }],
    [[presses.name, presses.transmission], { type: 'toggleTransmission' }],
    [[presses.name, presses.reset], { type: 'reset' }],
    [[presses.name, presses.sound], { type: 'toggleSound' }],
    // What the panel never offers is ignored.
    [['frequency', '999'], null],
    [['mode', 'fame'], null],
    [['brainwave', 'omega'], null],
    [[presses.name, 'launch'], null],
    [['volume', '50'], null],
  ] as const)('reads %j as %j', (input, action) => {
    expect(earlyAction(input)).toEqual(action);
  });
});

describe('replay', () => {
  const from = { state: initialState, soundOn: false, soundSupported: true };

  it('returns the panel actions in order, the state they lead to and whether sound is on', () => {
    const early = [
      { type: 'selectFrequency', frequency: 963 },
      { type: 'toggleSound' },
      { type: 'toggleTransmission' },
    ] as const;
    expect(replay(early, from)).toEqual({
      actions: [early[0], early[2]],
      state: { ...initialState, frequency: 963, transmitting: true },
      soundOn: true,
    });
  });

  it('leaves sound off where the browser cannot play it', () => {
    expect(replay([{ type: 'toggleSound' }], { ...from, soundSupported: false }).soundOn).toBe(
      false,
    );
  });
});

describe('FrequencyPanel hydrated after the visitor acted', () => {
  const errors: unknown[] = [];
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    errors.length = 0;
    consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  });
  afterEach(() => {
    consoleError.mockRestore();
    Reflect.deleteProperty(window, '__early');
    Reflect.deleteProperty(window, 'AudioContext');
    document.body.innerHTML = '';
  });

  /** The prerendered panel, early presses through the page's real bootstrap, then hydration. */
  async function hydrateAfter(before: (user: ReturnType<typeof userEvent.setup>) => Promise<void>) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<FrequencyPanel modeIcons={modeIcons} />);
    document.body.append(container);
    const script = document.createElement('script');
    bootstrap(script);
    const user = userEvent.setup();
    await before(user);
    await act(async () => {
      hydrateRoot(container, <FrequencyPanel modeIcons={modeIcons} />);
    });
    return user;
  }

  it('plays an early Sound and Activate through the audio context made inside the press', async () => {
    const audio = installFakeAudio();
    await hydrateAfter(async (user) => {
      await user.click(screen.getByRole('switch', { name: panelCopy.sound }));
      // Made in the press itself, as browsers that start audio only in a gesture require.
      expect(audio.AudioContext).toHaveBeenCalledTimes(1);
      await user.click(activate());
    });
    expect(screen.getByRole('switch', { name: panelCopy.sound })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const { left, right } = binauralTones(initialState);
    await waitFor(() => expect(playing(audio.made()).sort()).toEqual([left, right]));
    expect(audio.AudioContext).toHaveBeenCalledTimes(1);
  });

  it('replays a Reset between choices, in order', async () => {
    const { frequencyLegend, modeLegend, brainwaveLegend } = panelCopy;
    const user = await hydrateAfter(async (user) => {
      await user.click(option(frequencyLegend, 963));
      await user.click(option(modeLegend, 'power'));
      await user.click(screen.getByRole('button', { name: panelCopy.reset }));
      await user.click(option(brainwaveLegend, 'theta'));
    });
    const replayed = { ...initialState, brainwave: 'theta' } as const;
    expect(checked(frequencyLegend)).toEqual([option(frequencyLegend, 528)]);
    expect(checked(modeLegend)).toEqual([option(modeLegend, 'wealth')]);
    expect(checked(brainwaveLegend)).toEqual([option(brainwaveLegend, 'theta')]);
    expect(configurationText(configurationParts(replayed).join(' · '))).toBeVisible();
    // React has taken over: a press now is handled once, not also replayed.
    await user.click(activate());
    expect(status()).toHaveTextContent(describeTransmission({ ...replayed, transmitting: true }));
    await user.click(option(frequencyLegend, 741));
    expect(configurationText(/^741 Hz · /)).toBeVisible();
    expect(errors).toEqual([]);
  });

  it('with nothing done before, hydrates to the defaults with no error', async () => {
    await hydrateAfter(async () => {});
    expect(configurationText(configurationParts(initialState).join(' · '))).toBeVisible();
    expect(errors).toEqual([]);
  });
});
