import * as audioEngine from './audio-engine';
import { FakeAudioContext } from './fake-audio-context.test-utils';
import { openEngine, SoundUnavailable } from './open-engine';

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
