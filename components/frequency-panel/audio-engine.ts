/**
 * The panel's sound: a sine at the chosen frequency in the left ear and one a beat higher in the
 * right, through the Web Audio API. Plain TS with no React, loaded by the panel only when the
 * visitor turns sound on, so the page's first load does not carry it.
 *
 * Graph: left oscillator → merger input 0, right oscillator → merger input 1, merger → gain →
 * speakers. Every change glides (about 30–50 ms), so nothing clicks.
 */

/** The parts of the Web Audio API the engine uses, so tests can hand it a small fake. */
export interface ParamLike {
  value: number;
  setValueAtTime(value: number, time: number): unknown;
  setTargetAtTime(target: number, startTime: number, timeConstant: number): unknown;
  cancelScheduledValues(time: number): unknown;
}

export interface NodeLike {
  connect(destination: NodeLike, output?: number, input?: number): unknown;
}

interface OscillatorLike extends NodeLike {
  type: OscillatorType;
  readonly frequency: ParamLike;
  start(when?: number): void;
  stop(when?: number): void;
}

interface GainLike extends NodeLike {
  readonly gain: ParamLike;
}

export interface AudioContextLike {
  readonly currentTime: number;
  readonly state: string;
  readonly destination: NodeLike;
  createOscillator(): OscillatorLike;
  createGain(): GainLike;
  createChannelMerger(inputs: number): NodeLike;
  resume(): Promise<void>;
  close(): Promise<void>;
}

export interface AudioEngine {
  /** Plays `hz` left and `hz + beatHz` right at `volume` (0–1), fading in; retunes if playing. */
  start(hz: number, beatHz: number, volume: number): void;
  setVolume(volume: number): void;
  /** Fades out, stops the oscillators, then closes the context once the fade has finished. */
  dispose(): void;
}

/** setTargetAtTime's time constant: 95 % of the way in 30 ms, 99 % in 46 ms. */
export const GLIDE_TIME_CONSTANT = 0.01;
/** When a glide lands exactly on its target (and a fade-out stops the oscillators). */
export const GLIDE_SECONDS = 0.05;
/** How long dispose() waits before closing the context, so the fade-out is heard to its end. */
export const RELEASE_MS = 100;

/** Moves a parameter smoothly from wherever it is now to `target`, landing on it exactly. */
function glide(param: ParamLike, target: number, now: number) {
  param.cancelScheduledValues(now);
  param.setTargetAtTime(target, now, GLIDE_TIME_CONSTANT);
  param.setValueAtTime(target, now + GLIDE_SECONDS);
}

const clampVolume = (volume: number) => Math.min(1, Math.max(0, volume));

interface Voice {
  left: OscillatorLike;
  right: OscillatorLike;
  gain: GainLike;
}

/**
 * The context is made on the first start() by `createContext`, which the panel calls inside the
 * visitor's click so browsers let it play.
 */
export function createEngine(createContext: () => AudioContextLike): AudioEngine {
  let context: AudioContextLike | null = null;
  let voice: Voice | null = null;
  let disposed = false;

  const setVolume = (volume: number) => {
    if (!context || !voice) return;
    glide(voice.gain.gain, clampVolume(volume), context.currentTime);
  };

  return {
    start(hz, beatHz, volume) {
      if (disposed) return;
      if (voice) {
        glide(voice.left.frequency, hz, context!.currentTime);
        glide(voice.right.frequency, hz + beatHz, context!.currentTime);
        setVolume(volume);
        return;
      }
      context ??= createContext();
      if (context.state === 'suspended') void context.resume();
      const now = context.currentTime;
      const merger = context.createChannelMerger(2);
      const gain = context.createGain();
      gain.gain.setValueAtTime(0, now);
      merger.connect(gain);
      gain.connect(context.destination);
      const [left, right] = [hz, hz + beatHz].map((frequency, channel) => {
        const oscillator = context!.createOscillator();
        oscillator.type = 'sine';
        oscillator.frequency.value = frequency;
        oscillator.connect(merger, 0, channel);
        oscillator.start(now);
        return oscillator;
      }) as [OscillatorLike, OscillatorLike];
      voice = { left, right, gain };
      setVolume(volume);
    },
    setVolume,
    dispose() {
      if (disposed) return;
      disposed = true;
      const closing = context;
      context = null;
      if (!closing) return;
      if (voice) {
        const end = closing.currentTime + GLIDE_SECONDS;
        glide(voice.gain.gain, 0, closing.currentTime);
        voice.left.stop(end);
        voice.right.stop(end);
        voice = null;
      }
      setTimeout(() => void closing.close(), RELEASE_MS);
    },
  };
}
