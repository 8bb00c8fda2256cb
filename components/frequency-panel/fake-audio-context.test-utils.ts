// A silent AudioContext for the unit tests: it records every node, connection, parameter call
// and stop/close, with a clock the test moves by hand.
import type { AudioContextLike, NodeLike, ParamLike } from './audio-engine';

type ParamCall =
  | ['setValueAtTime', number, number]
  | ['setTargetAtTime', number, number, number]
  | ['cancelScheduledValues', number];

class FakeParam implements ParamLike {
  readonly calls: ParamCall[] = [];
  constructor(public value: number) {}
  setValueAtTime = (...at: [number, number]) => void this.calls.push(['setValueAtTime', ...at]);
  setTargetAtTime = (...at: [number, number, number]) =>
    void this.calls.push(['setTargetAtTime', ...at]);
  cancelScheduledValues = (time: number) => void this.calls.push(['cancelScheduledValues', time]);
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
  start = (when = 0) => void (this.startedAt = when);
  stop = (when = 0) => void (this.stoppedAt = when);
}

class FakeGain extends FakeNode {
  readonly gain = new FakeParam(1);
  override readonly kind = 'gain';
}

export class FakeAudioContext implements AudioContextLike {
  currentTime = 0;
  readonly destination = new FakeNode('destination');
  readonly oscillators: FakeOscillator[] = [];
  readonly gains: FakeGain[] = [];
  readonly mergers: FakeNode[] = [];
  resumeCalls = 0;

  constructor(public state: 'suspended' | 'running' | 'closed' = 'running') {}
  private add = <T>(nodes: T[], node: T) => (nodes.push(node), node);
  createOscillator = () => this.add(this.oscillators, new FakeOscillator());
  createGain = () => this.add(this.gains, new FakeGain());
  createChannelMerger = (inputs: number) =>
    this.add(this.mergers, new FakeNode(`merger(${inputs})`));
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
