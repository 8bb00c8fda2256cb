/**
 * The panel's sound: an effect that follows the machine's state (`playsSound`). While the panel
 * plays, an engine (audio-engine.ts, loaded on demand) sounds the state's tones at its volume;
 * otherwise there is none. It runs as the store changes, inside the visitor's press, so a new
 * AudioContext is made inside the gesture, as browsers require. Should the engine not load or the
 * browser refuse to start audio, it tells the machine, which turns the switch off and says why.
 */
import type { AudioContextLike, AudioEngine } from './audio-engine';
import { binauralTones } from './describe';
import { isLive, type PanelState, type SoundFailure } from './machine';
import type { PanelStore } from './store';

type AudioContextClass = new () => AudioContext;

function audioContextClass(): AudioContextClass | undefined {
  const scope = window as Window & {
    AudioContext?: AudioContextClass;
    webkitAudioContext?: AudioContextClass;
  };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

/** Whether this browser has Web Audio. */
export const canPlaySound = () => audioContextClass() !== undefined;

const ignore = () => {};

export class SoundUnavailable extends Error {
  constructor(readonly reason: SoundFailure) {
    super(`Sound unavailable: ${reason}`);
    this.name = 'SoundUnavailable';
  }
}

/**
 * Makes the audio context, fetches the engine and starts the context, all from the visitor's
 * press (the context is made before the first await, inside the gesture). Rejects with
 * SoundUnavailable, having closed the context it made, if any step fails.
 */
export async function openEngine(
  createContext: () => AudioContextLike,
  loadEngine: () => Promise<typeof import('./audio-engine')>,
): Promise<AudioEngine> {
  let context: AudioContextLike;
  try {
    context = createContext();
  } catch {
    throw new SoundUnavailable('start');
  }
  try {
    const [{ createEngine }] = await Promise.all([
      loadEngine().catch(() => Promise.reject(new SoundUnavailable('load'))),
      context.state === 'suspended'
        ? context.resume().catch(() => Promise.reject(new SoundUnavailable('start')))
        : null,
    ]);
    return createEngine(() => context);
  } catch (error) {
    context.close().catch(ignore);
    throw error;
  }
}

const loadEngine = () => import('./audio-engine');

/** Whether the panel plays: the Sound switch on, a transmission running, React running it. */
export const playsSound = (state: PanelState) =>
  isLive(state) && state.sound.on && state.transmitting;

/**
 * Keeps the sound in line with `store` until the returned stop, which silences it. `handed` is a
 * context an earlier press made (the bootstrap's, before React ran), for the engine to play through.
 */
export function followSound(store: PanelStore, handed: AudioContext | null = null): () => void {
  let engine: Promise<AudioEngine> | null = null;
  let early = handed;
  let tuned = '';
  const release = () => {
    engine?.then((playing) => playing.dispose(), ignore);
    engine = null;
    tuned = '';
  };
  const makeContext = () => {
    const context = early ?? new (audioContextClass()!)();
    early = null;
    return context;
  };

  const sync = () => {
    const state = store.get();
    if (!playsSound(state)) {
      release();
      // Fetched ahead once Sound is on, so it is ready by the time the transmission starts.
      if (state.sound.on && isLive(state)) loadEngine().catch(ignore);
      return;
    }
    if (!engine) {
      const opening = openEngine(makeContext, loadEngine);
      engine = opening;
      opening.catch((error: unknown) => {
        // A pause or a reset in the meantime has already let this attempt go.
        if (engine !== opening) return;
        release();
        const why = error instanceof SoundUnavailable ? error.reason : 'start';
        store.send({ type: 'soundFailed', why });
      });
    }
    const { left, beatHz } = binauralTones(state);
    const volume = state.sound.volume / 100;
    const tune = `${left} ${beatHz} ${volume}`;
    if (tune === tuned) return;
    tuned = tune;
    // Starting a playing engine retunes it, smoothly.
    engine.then((playing) => playing.start(left, beatHz, volume), ignore);
  };

  const unsubscribe = store.subscribe(sync);
  sync();
  return () => {
    unsubscribe();
    release();
    early?.close().catch(ignore);
  };
}
