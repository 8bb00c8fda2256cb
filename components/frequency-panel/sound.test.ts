import * as audioEngine from './audio-engine';
import { binauralTones } from './describe';
import { FakeAudioContext, installFakeAudio, playing } from './fake-audio-context.test-utils';
import { initialState, type PanelMessage } from './machine';
import { createStore } from './store';
import { followSound, openEngine, SoundUnavailable } from './sound';

// An engine that cannot be fetched is refused in Chromium itself (e2e/frequency-audio.spec.ts).
describe('openEngine', () => {
  const loaded = () => Promise.resolve(audioEngine);

  it('makes the context at once, inside the click, and starts a suspended one', async () => {
    const context = new FakeAudioContext('suspended');
    const opening = openEngine(() => context, loaded);
    // Before any await: the browser still counts this as the visitor's gesture.
    expect(context.resumeCalls).toBe(1);
    const engine = await opening;
    engine.start(528, 10, 0.2);
    expect(context.oscillators).toHaveLength(2);
    expect(context.state).toBe('running');
  });

  it('fails with “start” when the browser will not make a context', async () => {
    const load = jest.fn(loaded);
    const refuse = () => {
      throw new DOMException('too many contexts', 'NotSupportedError');
    };
    await expect(openEngine(refuse, load)).rejects.toEqual(new SoundUnavailable('start'));
    expect(load).not.toHaveBeenCalled();
  });

  it('fails with “start”, and closes the context, when the context will not start', async () => {
    const context = new FakeAudioContext('suspended');
    context.resume = () => Promise.reject(new DOMException('not allowed', 'NotAllowedError'));
    await expect(openEngine(() => context, loaded)).rejects.toEqual(new SoundUnavailable('start'));
    expect(context.state).toBe('closed');
  });
});

describe('followSound', () => {
  let audio: ReturnType<typeof installFakeAudio>;
  beforeEach(() => (audio = installFakeAudio()));
  afterEach(() => Reflect.deleteProperty(window, 'AudioContext'));
  /** Lets the engine's module load and its promise settle. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  /** A panel React runs, with sound followed from the start. */
  function live(handed: AudioContext | null = null) {
    const store = createStore({ ...initialState, phase: 'running' });
    const stop = followSound(store, handed);
    const send = (...messages: PanelMessage[]) => messages.forEach(store.send);
    return { store, stop, send };
  }
  const press = (which: 'transmission' | 'sound' | 'reset'): PanelMessage => ({
    type: 'press',
    press: which,
  });

  it('plays through the context an early press made, when React replays that press', async () => {
    const handed = new FakeAudioContext();
    const store = createStore();
    followSound(store, handed as unknown as AudioContext);
    store.send(press('sound'));
    store.send(press('transmission'));
    expect(handed.oscillators).toHaveLength(0);
    store.send({ type: 'arrived' });
    await settle();
    expect(audio.AudioContext).not.toHaveBeenCalled();
    expect(playing([handed])).toEqual([528, 538]);
  });

  it('follows a change of choice and of volume by retuning the one engine it opened', async () => {
    const { send } = live();
    send(press('sound'), press('transmission'));
    await settle();
    send({ type: 'choose', choice: { frequency: 963, brainwave: 'theta' } });
    send({ type: 'setVolume', volume: 50 });
    await settle();
    const { left, right } = binauralTones({ frequency: 963, brainwave: 'theta' });
    expect(audio.made()).toHaveLength(1);
    expect(playing(audio.made())).toEqual([left, right]);
    expect(audio.made()[0]!.gains[0]!.gain.target).toBe(0.5);
  });

  it('makes no context while nothing would play, and closes its own when stopped', async () => {
    const { send, stop } = live();
    send(press('sound'));
    await settle();
    expect(audio.AudioContext).not.toHaveBeenCalled();
    send(press('transmission'));
    await settle();
    stop();
    await new Promise((resolve) => setTimeout(resolve, audioEngine.RELEASE_MS + 10));
    expect(audio.made()[0]!.state).toBe('closed');
  });

  it('tells the machine when the browser will not start audio, which turns the switch off', async () => {
    audio.AudioContext.mockImplementation(() => {
      throw new DOMException('no audio device', 'NotSupportedError');
    });
    const { store, send } = live();
    send(press('sound'), press('transmission'));
    await settle();
    expect(store.get().sound).toMatchObject({ on: false, failure: 'start' });
  });
});
