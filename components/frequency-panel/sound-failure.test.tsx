import { screen, waitFor } from '@testing-library/react';
import { panelCopy } from '@/content/frequency-controller';
import { FakeAudioContext } from './fake-audio-context.test-utils';
import { activate, renderPanel, status } from './panel.test-utils';

describe('The panel when sound cannot play', () => {
  const soundSwitch = () => screen.getByRole('switch', { name: 'Sound' });
  let contexts: FakeAudioContext[];
  let unhandled: unknown[];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeEach(() => {
    contexts = [];
    unhandled = [];
    process.on('unhandledRejection', onUnhandled);
    Object.defineProperty(window, 'AudioContext', {
      value: jest.fn(() => {
        const context = new FakeAudioContext();
        contexts.push(context);
        return context;
      }),
      configurable: true,
      writable: true,
    });
  });
  afterEach(() => {
    process.off('unhandledRejection', onUnhandled);
    Reflect.deleteProperty(window, 'AudioContext');
    jest.dontMock('./audio-engine');
  });

  /** Lets any rejection nobody handled reach Node's unhandledRejection. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('turns the switch off, says why in the status and closes the context when the engine does not load; on again, it plays', async () => {
    jest.doMock('./audio-engine', () => {
      throw new Error('ChunkLoadError: Loading chunk failed');
    });
    const user = renderPanel();
    await user.click(soundSwitch());
    await user.click(activate());

    await waitFor(() => expect(soundSwitch()).toHaveAttribute('aria-checked', 'false'));
    expect(status()).toHaveTextContent(panelCopy.soundFailed.load);
    expect(status()).toHaveTextContent('Transmission active: 528 Hz');
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(contexts.map((context) => context.state)).toEqual(['closed']);
    await settle();
    expect(unhandled).toEqual([]);

    // The network is back: turning sound on again tries again, and plays.
    jest.dontMock('./audio-engine');
    await user.click(soundSwitch());
    expect(status()).not.toHaveTextContent(panelCopy.soundFailed.load);
    await waitFor(() =>
      expect(
        contexts[1]?.oscillators.filter((o) => o.stoppedAt === null).map((o) => o.frequency.target),
      ).toEqual([528, 538]),
    );
    expect(soundSwitch()).toHaveAttribute('aria-checked', 'true');
  });

  it('turns the switch off and says why when the browser will not start audio', async () => {
    Object.defineProperty(window, 'AudioContext', {
      value: jest.fn(() => {
        throw new DOMException('no audio device', 'NotSupportedError');
      }),
      configurable: true,
      writable: true,
    });
    const user = renderPanel();
    await user.click(soundSwitch());
    await user.click(activate());
    await waitFor(() => expect(soundSwitch()).toHaveAttribute('aria-checked', 'false'));
    expect(status()).toHaveTextContent(panelCopy.soundFailed.start);
    await settle();
    expect(unhandled).toEqual([]);
  });
});
