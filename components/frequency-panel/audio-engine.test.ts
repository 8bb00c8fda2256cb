import { createEngine, GLIDE_SECONDS, GLIDE_TIME_CONSTANT, RELEASE_MS } from './audio-engine';
import { FakeAudioContext, playing } from './fake-audio-context.test-utils';

function setUp(initialState: 'suspended' | 'running' = 'running') {
  const context = new FakeAudioContext(initialState);
  const createContext = jest.fn(() => context);
  const engine = createEngine(createContext);
  return { context, createContext, engine };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('createEngine', () => {
  it('makes no context until the first start', () => {
    const { createContext, engine } = setUp();
    engine.setVolume(0.5);
    engine.dispose();
    expect(createContext).not.toHaveBeenCalled();
  });

  it.each([
    [528, 10, 538],
    [963, 6, 969],
  ])(
    'plays %i Hz in the left ear and, with a %i Hz beat, %i Hz in the right, through one gain',
    (hz, beatHz, right) => {
      const { context, engine } = setUp();
      engine.start(hz, beatHz, 0.2);
      expect(context.oscillators).toHaveLength(2);
      expect(context.oscillators.map((oscillator) => oscillator.type)).toEqual(['sine', 'sine']);
      expect(playing([context])).toEqual([hz, right]);
      expect(context.oscillators.map((oscillator) => oscillator.startedAt)).toEqual([0, 0]);
      const [merger] = context.mergers;
      const [gain] = context.gains;
      expect(merger!.kind).toBe('merger(2)');
      expect(context.oscillators.map((oscillator) => oscillator.connections)).toEqual([
        [{ to: merger, output: 0, input: 0 }],
        [{ to: merger, output: 0, input: 1 }],
      ]);
      expect(merger!.connections.map(({ to }) => to)).toEqual([gain]);
      expect(gain!.connections.map(({ to }) => to)).toEqual([context.destination]);
    },
  );

  it('fades in from silence to the volume over about 40 ms', () => {
    const { context, engine } = setUp();
    context.currentTime = 3;
    engine.start(528, 10, 0.2);
    expect(context.gains[0]!.gain.calls).toEqual([
      ['setValueAtTime', 0, 3],
      ['cancelScheduledValues', 3],
      ['setTargetAtTime', 0.2, 3, GLIDE_TIME_CONSTANT],
      ['setValueAtTime', 0.2, 3 + GLIDE_SECONDS],
    ]);
    expect(GLIDE_TIME_CONSTANT * 3).toBeGreaterThanOrEqual(0.03);
    expect(GLIDE_SECONDS).toBeLessThanOrEqual(0.05);
  });

  it('resumes a context the browser made suspended', () => {
    const { context, engine } = setUp('suspended');
    engine.start(528, 10, 0.2);
    expect(context.resumeCalls).toBe(1);
    expect(context.state).toBe('running');
  });

  it('start while playing retunes both ears smoothly and changes the volume, without new oscillators', () => {
    const { context, createContext, engine } = setUp();
    engine.start(528, 10, 0.2);
    context.currentTime = 5;
    engine.start(963, 6, 0.5);
    expect(createContext).toHaveBeenCalledTimes(1);
    expect(context.oscillators).toHaveLength(2);
    expect(playing([context])).toEqual([963, 969]);
    expect(context.oscillators[1]!.frequency.calls).toEqual([
      ['cancelScheduledValues', 5],
      ['setTargetAtTime', 969, 5, GLIDE_TIME_CONSTANT],
      ['setValueAtTime', 969, 5 + GLIDE_SECONDS],
    ]);
    expect(context.gains[0]!.gain.target).toBe(0.5);
  });

  it('glides to a new volume, kept between 0 and 1', () => {
    const { context, engine } = setUp();
    engine.start(528, 10, 0.2);
    context.currentTime = 1;
    engine.setVolume(0.6);
    expect(context.gains[0]!.gain.calls.slice(-3)).toEqual([
      ['cancelScheduledValues', 1],
      ['setTargetAtTime', 0.6, 1, GLIDE_TIME_CONSTANT],
      ['setValueAtTime', 0.6, 1 + GLIDE_SECONDS],
    ]);
    engine.setVolume(4);
    expect(context.gains[0]!.gain.target).toBe(1);
    engine.setVolume(-1);
    expect(context.gains[0]!.gain.target).toBe(0);
  });

  it('dispose fades out, stops both oscillators once silent and closes the context after the fade', () => {
    const { context, createContext, engine } = setUp();
    engine.start(528, 10, 0.2);
    context.currentTime = 2;
    engine.dispose();
    expect(context.gains[0]!.gain.target).toBe(0);
    expect(context.oscillators.map((oscillator) => oscillator.stoppedAt)).toEqual([
      2 + GLIDE_SECONDS,
      2 + GLIDE_SECONDS,
    ]);
    // Closing at once would cut the fade short.
    expect(context.state).toBe('running');
    jest.advanceTimersByTime(RELEASE_MS);
    expect(context.state).toBe('closed');
    expect(RELEASE_MS / 1000).toBeGreaterThan(GLIDE_SECONDS);
    // The engine is spent: a late start makes no sound.
    engine.start(528, 10, 0.2);
    expect(createContext).toHaveBeenCalledTimes(1);
    expect(playing([context])).toEqual([]);
  });
});
