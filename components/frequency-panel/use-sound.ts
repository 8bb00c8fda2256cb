import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { AudioEngine } from './audio-engine';
import { openEngine, SoundUnavailable, type SoundFailure } from './open-engine';
import { binauralTones, type PanelState } from './reducer';

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
const neverChanges = () => () => {};
/** The server cannot know; it renders the switch enabled, as most browsers will. */
const assumeSound = () => true;

const ignore = () => {};

export interface Sound {
  /** Whether the visitor has turned sound on. */
  readonly on: boolean;
  readonly supported: boolean;
  /** Why the last attempt to play failed (the switch is off again), until the next attempt. */
  readonly failure: SoundFailure | null;
  /** In percent. */
  readonly volume: number;
  /**
   * Brings the sound in line with the panel's next state. Call it from the click that changed
   * the state, so a new AudioContext is made inside the visitor's gesture, as browsers require.
   */
  sync(next: PanelState): void;
  /**
   * Turns sound on or off, then syncs it with `state`; from a click too, or with an audio context
   * made inside the visitor's press (the bootstrap's, before hydration), to play through.
   */
  switchTo(state: PanelState, on: boolean, audioContext?: AudioContext | null): void;
  setVolume(percent: number): void;
}

/**
 * The panel's sound: off until the visitor turns it on; silenced when the page is left. Should
 * it fail to start, the switch turns itself off and `failure` says why; turning it on tries again.
 */
export function useSound(): Sound {
  const [on, setOn] = useState(false);
  const [volume, setVolume] = useState(20);
  const [failure, setFailure] = useState<SoundFailure | null>(null);
  const supported = useSyncExternalStore(neverChanges, canPlaySound, assumeSound);
  /** The engine while sound plays; a promise, as its module loads on demand. */
  const engine = useRef<Promise<AudioEngine> | null>(null);
  /** A context made inside an earlier press, for the next engine to play through. */
  const handed = useRef<AudioContext | null>(null);

  /** Runs `use` on the engine once it is ready; a failed engine was already reported. */
  const withEngine = (use: (playing: AudioEngine) => void) => {
    engine.current?.then(use, ignore);
  };

  function play(next: PanelState, soundOn: boolean) {
    if (!soundOn || !next.transmitting) {
      withEngine((playing) => playing.dispose());
      engine.current = null;
      return;
    }
    if (!engine.current) {
      const opening = openEngine(
        () => {
          const context = handed.current ?? new (audioContextClass()!)();
          handed.current = null;
          return context;
        },
        () => import('./audio-engine'),
      );
      engine.current = opening;
      opening.catch((error: unknown) => {
        // A pause or a reset in the meantime has already let this attempt go.
        if (engine.current !== opening) return;
        engine.current = null;
        setOn(false);
        setFailure(error instanceof SoundUnavailable ? error.reason : 'start');
      });
    }
    const { left, beatHz } = binauralTones(next);
    // Starting a playing engine retunes it, smoothly.
    withEngine((playing) => playing.start(left, beatHz, volume / 100));
  }

  // Leaving the page silences it.
  useEffect(
    () => () => {
      engine.current?.then((playing) => playing.dispose(), ignore);
      handed.current?.close().catch(ignore);
    },
    [],
  );

  return {
    on,
    supported,
    failure,
    volume,
    sync: (next) => play(next, on),
    switchTo(state, soundOn, audioContext = null) {
      if (audioContext) {
        if (soundOn) handed.current = audioContext;
        else audioContext.close().catch(ignore);
      }
      if (soundOn && !on) {
        setFailure(null);
        // Fetch the engine now, so it is ready by the time the visitor activates; should it
        // fail, activating fetches it again and says so if that fails too.
        import('./audio-engine').catch(ignore);
      }
      if (soundOn !== on) setOn(soundOn);
      play(state, soundOn);
    },
    setVolume(percent) {
      setVolume(percent);
      withEngine((playing) => playing.setVolume(percent / 100));
    },
  };
}
