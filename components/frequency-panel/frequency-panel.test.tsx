import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { panelCopy } from '@/content/frequency-controller';
import { bootstrap } from '@/scripts/runtime-bootstrap';
import { FakeAudioContext } from './fake-audio-context';
import { FrequencyPanel } from './frequency-panel';
import { modeIcons } from './mode-icons';

const group = (name: string) => screen.getByRole('group', { name });
const radio = (groupName: string, name: string | RegExp) =>
  within(group(groupName)).getByRole('radio', { name });
const checked = (groupName: string) =>
  within(group(groupName))
    .getAllByRole('radio')
    .filter((option) => (option as HTMLInputElement).checked);
const activate = () => screen.getByRole('button', { name: 'Activate transmission' });
/** The visible configuration paragraph (its parts sit in spans that keep them unbroken). */
const configurationText = (text: string | RegExp) =>
  screen.getByText(
    (_, element) =>
      element?.tagName === 'P' &&
      (typeof text === 'string'
        ? element.textContent === text
        : text.test(element.textContent ?? '')),
  );

function renderPanel() {
  const user = userEvent.setup();
  const view = render(<FrequencyPanel modeIcons={modeIcons} />);
  return Object.assign(user, { unmount: view.unmount });
}

describe('FrequencyPanel', () => {
  it('starts at 528 Hz, wealth mode and alpha, standing by, with an empty status', () => {
    renderPanel();
    expect(checked('Frequency')).toEqual([radio('Frequency', '528 Hz Transformation')]);
    expect(checked('Manifestation mode')).toEqual([radio('Manifestation mode', 'Wealth')]);
    expect(checked('Brainwave state')).toEqual([radio('Brainwave state', 'Alpha 8–12 Hz')]);
    expect(screen.getByText('Current configuration')).toBeVisible();
    expect(
      configurationText('528 Hz · Wealth mode · Alpha state (8–12 Hz) · Standing by'),
    ).toBeVisible();
    expect(activate()).toHaveAccessibleDescription(
      '528 Hz · Wealth mode · Alpha state (8–12 Hz) · Standing by',
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('offers every option with its Hz or band, and describes each', () => {
    renderPanel();
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

  it('keeps one choice per group and describes the new configuration', async () => {
    const user = renderPanel();
    await user.click(radio('Frequency', /^963 Hz/));
    await user.click(radio('Manifestation mode', 'Power'));
    // The label selects, not only the radio (the browser journeys click the rest of the card).
    await user.click(screen.getByText('Theta'));

    expect(checked('Frequency')).toEqual([radio('Frequency', /^963 Hz/)]);
    expect(checked('Manifestation mode')).toEqual([radio('Manifestation mode', 'Power')]);
    expect(checked('Brainwave state')).toEqual([radio('Brainwave state', 'Theta 4–7 Hz')]);
    expect(
      configurationText('963 Hz · Power mode · Theta state (4–7 Hz) · Standing by'),
    ).toBeVisible();
    expect(activate()).toHaveAccessibleDescription(
      '963 Hz · Power mode · Theta state (4–7 Hz) · Standing by',
    );
  });

  it('activates with a status message, and the same button then pauses and clears it', async () => {
    const user = renderPanel();
    await user.click(activate());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Transmission active: 528 Hz in wealth mode, alpha state.',
    );
    const pause = screen.getByRole('button', { name: 'Pause transmission' });
    expect(pause).not.toHaveAttribute('aria-pressed');
    expect(pause).toHaveAccessibleDescription(
      '528 Hz · Wealth mode · Alpha state (8–12 Hz) · Transmitting',
    );

    await user.click(radio('Frequency', /^432 Hz/));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Transmission active: 432 Hz in wealth mode, alpha state.',
    );

    await user.click(pause);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(activate()).toHaveAccessibleDescription(/· Standing by$/);
  });

  it('reset stops the transmission and restores 528 Hz, wealth and alpha', async () => {
    const user = renderPanel();
    await user.click(radio('Frequency', /^396 Hz/));
    await user.click(radio('Manifestation mode', 'Success'));
    await user.click(radio('Brainwave state', /^Gamma/));
    await user.click(activate());

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(radio('Frequency', /^528 Hz/)).toBeChecked();
    expect(radio('Manifestation mode', 'Wealth')).toBeChecked();
    expect(radio('Brainwave state', /^Alpha/)).toBeChecked();
    expect(checked('Frequency')).toHaveLength(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(activate()).toHaveAccessibleDescription(
      '528 Hz · Wealth mode · Alpha state (8–12 Hz) · Standing by',
    );
  });

  it('moves the choice with the arrow keys, one Tab stop per group', async () => {
    const user = renderPanel();
    await user.tab();
    expect(radio('Frequency', /^528 Hz/)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(radio('Frequency', /^432 Hz/)).toBeChecked();
    await user.tab();
    expect(radio('Manifestation mode', 'Wealth')).toHaveFocus();
    await user.tab();
    expect(radio('Brainwave state', /^Alpha/)).toHaveFocus();
    await user.tab();
    expect(activate()).toHaveFocus();
  });
});

describe('FrequencyPanel sound', () => {
  const soundSwitch = () => screen.getByRole('switch', { name: 'Sound' });
  /** Every context the panel made, each a fake that records its nodes. */
  let contexts: FakeAudioContext[];
  let AudioContextSpy: jest.Mock;

  beforeEach(() => {
    contexts = [];
    AudioContextSpy = jest.fn(() => {
      const context = new FakeAudioContext();
      contexts.push(context);
      return context;
    });
    Object.defineProperty(window, 'AudioContext', {
      value: AudioContextSpy,
      configurable: true,
      writable: true,
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'AudioContext');
  });

  const playing = () =>
    contexts.flatMap((context) =>
      context.oscillators
        .filter((oscillator) => oscillator.stoppedAt === null)
        .map((oscillator) => oscillator.frequency.target),
    );

  it('offers a Sound switch, off by default, with no volume or beat shown', () => {
    renderPanel();
    expect(soundSwitch()).toHaveAttribute('aria-checked', 'false');
    expect(soundSwitch()).toBeEnabled();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.queryByText(/beat:/)).not.toBeInTheDocument();
  });

  it('with sound off, activating shows only the message and makes no AudioContext', async () => {
    const user = renderPanel();
    await user.click(activate());
    expect(screen.getByRole('status')).toHaveTextContent('Transmission active: 528 Hz');
    await user.click(screen.getByRole('button', { name: 'Pause transmission' }));
    expect(AudioContextSpy).not.toHaveBeenCalled();
  });

  it('turning sound on alone makes no AudioContext; activating then plays 528 and 538 Hz', async () => {
    const user = renderPanel();
    await user.click(soundSwitch());
    expect(soundSwitch()).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveValue('20');
    expect(
      screen.getByText(`Alpha beat: 10 Hz (528 Hz left, 538 Hz right). ${panelCopy.headphones}`),
    ).toBeVisible();
    expect(AudioContextSpy).not.toHaveBeenCalled();

    await user.click(activate());
    expect(AudioContextSpy).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(playing()).toEqual([528, 538]));
    expect(contexts[0]!.gains[0]!.gain.target).toBe(0.2);
  });

  it('retunes while playing, follows the volume, and pause stops and closes it', async () => {
    const user = renderPanel();
    await user.click(soundSwitch());
    await user.click(activate());
    await waitFor(() => expect(playing()).toEqual([528, 538]));

    await user.click(radio('Frequency', /^963 Hz/));
    await user.click(radio('Brainwave state', /^Theta/));
    await waitFor(() => expect(playing()).toEqual([963, 969]));
    expect(screen.getByText(/^Theta beat: 6 Hz \(963 Hz left, 969 Hz right\)/)).toBeVisible();

    fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '50' } });
    await waitFor(() => expect(contexts[0]!.gains[0]!.gain.target).toBe(0.5));

    await user.click(screen.getByRole('button', { name: 'Pause transmission' }));
    await waitFor(() => expect(contexts[0]!.state).toBe('closed'));
    expect(playing()).toEqual([]);
    expect(contexts).toHaveLength(1);
  });

  it.each([
    [
      'reset',
      (user: ReturnType<typeof renderPanel>) =>
        user.click(screen.getByRole('button', { name: 'Reset' })),
    ],
    ['switching sound off', (user: ReturnType<typeof renderPanel>) => user.click(soundSwitch())],
    ['leaving the page', async (user: ReturnType<typeof renderPanel>) => user.unmount()],
  ])('%s stops the sound and closes the context', async (_, leave) => {
    const user = renderPanel();
    await user.click(soundSwitch());
    await user.click(activate());
    await waitFor(() => expect(playing()).toHaveLength(2));
    await leave(user);
    await waitFor(() => expect(contexts[0]!.state).toBe('closed'));
    expect(playing()).toEqual([]);
  });

  it('turning sound on mid-transmission starts it at once', async () => {
    const user = renderPanel();
    await user.click(activate());
    await user.click(soundSwitch());
    expect(AudioContextSpy).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(playing()).toEqual([528, 538]));
  });

  it('disables the switch, and says why, where the browser has no Web Audio', () => {
    Reflect.deleteProperty(window, 'AudioContext');
    renderPanel();
    expect(soundSwitch()).toBeDisabled();
    expect(soundSwitch()).toHaveAccessibleDescription(panelCopy.noSound);
    expect(screen.getByText(panelCopy.noSound)).toBeVisible();
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
    document.body.innerHTML = '';
  });

  /**
   * The prerendered panel, what the visitor did to it before the runtime arrived (through the
   * page's real bootstrap), then React hydrating it.
   */
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

  it('replays a choice and an Activate press made before hydration', async () => {
    await hydrateAfter(async (user) => {
      await user.click(radio('Frequency', /^963 Hz/));
      expect(
        configurationText('963 Hz · Wealth mode · Alpha state (8–12 Hz) · Standing by'),
      ).toBeVisible();
      await user.click(activate());
    });
    expect(radio('Frequency', /^963 Hz/)).toBeChecked();
    expect(checked('Frequency')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Transmission active: 963 Hz in wealth mode, alpha state.',
    );
    expect(
      configurationText('963 Hz · Wealth mode · Alpha state (8–12 Hz) · Transmitting'),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  it('replays a Reset between choices, in order', async () => {
    const user = await hydrateAfter(async (user) => {
      await user.click(radio('Frequency', /^963 Hz/));
      await user.click(radio('Manifestation mode', 'Power'));
      await user.click(screen.getByRole('button', { name: 'Reset' }));
      await user.click(radio('Brainwave state', /^Theta/));
    });
    expect(checked('Frequency')).toEqual([radio('Frequency', /^528 Hz/)]);
    expect(checked('Manifestation mode')).toEqual([radio('Manifestation mode', 'Wealth')]);
    expect(checked('Brainwave state')).toEqual([radio('Brainwave state', /^Theta/)]);
    expect(
      configurationText('528 Hz · Wealth mode · Theta state (4–7 Hz) · Standing by'),
    ).toBeVisible();
    // React has taken over: a press now is handled once, not also replayed.
    await user.click(activate());
    expect(screen.getByRole('status')).toHaveTextContent('Transmission active: 528 Hz');
    await user.click(radio('Frequency', /^741 Hz/));
    expect(configurationText(/^741 Hz · Wealth mode/)).toBeVisible();
    expect(errors).toEqual([]);
  });

  it('with nothing done before, hydrates to the defaults with no error', async () => {
    await hydrateAfter(async () => {});
    expect(
      configurationText('528 Hz · Wealth mode · Alpha state (8–12 Hz) · Standing by'),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });
});
