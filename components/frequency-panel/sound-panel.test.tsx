import { fireEvent, screen, waitFor } from '@testing-library/react';
import { panelCopy } from '@/content/frequency-controller';
import { installFakeAudio, playing } from './fake-audio-context.test-utils';
import { activate, option, renderPanel, status } from './panel.test-utils';
import { binauralTones, describeBeat } from './describe';
import { defaultChoices, type Choices } from './machine';

describe('The panel with sound', () => {
  const soundSwitch = () => screen.getByRole('switch', { name: panelCopy.sound });
  let audio: ReturnType<typeof installFakeAudio>;
  beforeEach(() => (audio = installFakeAudio()));
  afterEach(() => Reflect.deleteProperty(window, 'AudioContext'));

  it('offers a Sound switch, off by default, with no volume or beat', () => {
    renderPanel();
    expect(soundSwitch()).toHaveAttribute('aria-checked', 'false');
    expect(soundSwitch()).toBeEnabled();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.queryByText(/beat:/)).not.toBeInTheDocument();
  });

  it('makes no AudioContext for a transmission with sound off, or for sound on alone', async () => {
    const user = renderPanel();
    await user.click(activate());
    await user.click(screen.getByRole('button', { name: panelCopy.pause }));
    await user.click(soundSwitch());
    expect(soundSwitch()).toHaveAttribute('aria-checked', 'true');
    expect(audio.AudioContext).not.toHaveBeenCalled();
  });

  // Retuning, and Pause stopping and closing it, are heard in Chromium: e2e/frequency-audio.spec.ts.
  const alpha = { ...defaultChoices, brainwave: 'alpha' } as const;
  const theta963 = { ...defaultChoices, frequency: 963, brainwave: 'theta' } as const;
  const tones = (state: Choices) => [binauralTones(state).left, binauralTones(state).right];

  it('with sound on, Activate plays 528 Hz and its alpha beat at the volume shown', async () => {
    const user = renderPanel();
    await user.click(soundSwitch());
    expect(screen.getByRole('slider', { name: panelCopy.volume })).toHaveValue('20');
    await user.click(activate());
    expect(audio.AudioContext).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(playing(audio.made())).toEqual(tones(alpha)));
    expect(audio.made()[0]!.gains[0]!.gain.target).toBe(0.2);
  });

  it('with sound on, shows the beat of the choices made, and plays at the volume set', async () => {
    const user = renderPanel();
    await user.click(soundSwitch());
    expect(screen.getByText(`${describeBeat(alpha)} ${panelCopy.headphones}`)).toBeVisible();
    await user.click(activate());
    await user.click(option(panelCopy.frequencyLegend, 963));
    await user.click(option(panelCopy.brainwaveLegend, 'theta'));
    expect(screen.getByText(describeBeat(theta963), { exact: false })).toBeVisible();

    fireEvent.change(screen.getByRole('slider', { name: panelCopy.volume }), {
      target: { value: '50' },
    });
    await waitFor(() => expect(audio.made()[0]!.gains[0]!.gain.target).toBe(0.5));
  });

  it.each<[string, (user: ReturnType<typeof renderPanel>) => Promise<void>]>([
    ['reset', (user) => user.click(screen.getByRole('button', { name: panelCopy.reset }))],
    ['switching sound off', (user) => user.click(soundSwitch())],
    ['leaving the page', async (user) => user.unmount()],
  ])('%s stops the sound and closes the context', async (_, leave) => {
    const user = renderPanel();
    await user.click(soundSwitch());
    await user.click(activate());
    await waitFor(() => expect(playing(audio.made())).toHaveLength(2));
    await leave(user);
    await waitFor(() => expect(audio.made()[0]!.state).toBe('closed'));
    expect(playing(audio.made())).toEqual([]);
  });

  it('turning sound on mid-transmission starts it at once', async () => {
    const user = renderPanel();
    await user.click(activate());
    await user.click(soundSwitch());
    expect(audio.AudioContext).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(playing(audio.made())).toEqual(tones(alpha)));
  });

  it('turns the switch off and says why when the browser will not start audio', async () => {
    audio.AudioContext.mockImplementation(() => {
      throw new DOMException('no audio device', 'NotSupportedError');
    });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const user = renderPanel();
      await user.click(soundSwitch());
      await user.click(activate());
      await waitFor(() => expect(soundSwitch()).toHaveAttribute('aria-checked', 'false'));
      expect(status()).toHaveTextContent(panelCopy.soundFailed.start);
      // Lets a rejection nobody handled reach Node's unhandledRejection.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('disables the switch, and says why, where the browser has no Web Audio', () => {
    Reflect.deleteProperty(window, 'AudioContext');
    renderPanel();
    expect(soundSwitch()).toBeDisabled();
    expect(soundSwitch()).toHaveAccessibleDescription(panelCopy.noSound);
  });
});
