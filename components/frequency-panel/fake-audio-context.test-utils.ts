/**
 * A hand-written stand-in for AudioContext, for the unit tests: it makes no sound and records
 * every node, connection, parameter call and stop/close, with a clock the test moves by hand.
 */
import type { AudioContextLike, NodeLike, ParamLike } from './audio-engine';

type ParamCall =
  | ['setValueAtTime', number, number]
  | ['setTargetAtTime', number, number, number]
  | ['cancelScheduledValues', number];

class FakeParam implements ParamLike {
  readonly calls: ParamCall[] = [];
  constructor(public value: number) {}
  setValueAtTime(value: number, time: number) {
    this.calls.push(['setValueAtTime', value, time]);
  }
  setTargetAtTime(target: number, startTime: number, timeConstant: number) {
    this.calls.push(['setTargetAtTime', target, startTime, timeConstant]);
  }
  cancelScheduledValues(time: number) {
    this.calls.push(['cancelScheduledValues', time]);
  }
  /** Where the parameter ends up: the last value scheduled (the fake does not render). */
  get target(): number {
    const last = this.calls.findLast((call) => call[0] !== 'cancelScheduledValues');
    return last ? last[1] : this.value;
  }
}

class FakeNode implements NodeLike {
  readonly connections: { to: NodeLike; output?: number; input?: number }[] = [];
  constructor(readonly kind = 'node') {}
  connect(to: NodeLike, output?: number, input?: number) {
    this.connections.push({ to, output, input });
    return to;
  }
}

export class FakeOscillator extends FakeNode {
  type: OscillatorType = 'sine';
  readonly frequency = new FakeParam(440);
  startedAt: number | null = null;
  stoppedAt: number | null = null;
  override readonly kind = 'oscillator';
  start(when = 0) {
    this.startedAt = when;
  }
  stop(when = 0) {
    this.stoppedAt = when;
  }
}

class FakeGain extends FakeNode {
  readonly gain = new FakeParam(1);
  override readonly kind = 'gain';
}

export class FakeAudioContext implements AudioContextLike {
  currentTime = 0;
  state: 'suspended' | 'running' | 'closed';
  readonly destination = new FakeNode('destination');
  readonly oscillators: FakeOscillator[] = [];
  readonly gains: FakeGain[] = [];
  readonly mergers: FakeNode[] = [];
  resumeCalls = 0;

  constructor(initialState: 'suspended' | 'running' = 'running') {
    this.state = initialState;
  }
  createOscillator() {
    const oscillator = new FakeOscillator();
    this.oscillators.push(oscillator);
    return oscillator;
  }
  createGain() {
    const gain = new FakeGain();
    this.gains.push(gain);
    return gain;
  }
  createChannelMerger(inputs: number) {
    const merger = new FakeNode(`merger(${inputs})`);
    this.mergers.push(merger);
    return merger;
  }
  resume() {
    this.resumeCalls += 1;
    this.state = 'running';
    return Promise.resolve();
  }
  close() {
    this.state = 'closed';
    return Promise.resolve();
  }
}

/** Makes `window.AudioContext` a spy that makes fakes; `made()` lists those it made. */
export function installFakeAudio() {
  const AudioContext = jest.fn(() => new FakeAudioContext());
  Object.defineProperty(window, 'AudioContext', {
    value: AudioContext,
    configurable: true,
    writable: true,
  });
  const made = () => AudioContext.mock.results.map(({ value }) => value as FakeAudioContext);
  return { AudioContext, made };
}

/** The frequencies the oscillators not stopped are set to, in the contexts given. */
export const playing = (contexts: FakeAudioContext[]) =>
  contexts.flatMap((context) =>
    context.oscillators.filter((o) => o.stoppedAt === null).map((o) => o.frequency.target),
  );
