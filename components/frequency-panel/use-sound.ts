import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { AudioEngine } from './audio-engine';
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

export interface Sound {
  /** Whether the visitor has turned sound on. */
  readonly on: boolean;
  readonly supported: boolean;
  /** In percent. */
  readonly volume: number;
  /**
   * Brings the sound in line with the panel's next state. Call it from the click that changed
   * the state, so a new AudioContext is made inside the visitor's gesture, as browsers require.
   */
  sync(next: PanelState): void;
  /** Turns sound on or off, then syncs it with `state`; from a click too. */
  switchTo(state: PanelState, on: boolean): void;
  setVolume(percent: number): void;
}

/** The panel's sound: off until the visitor turns it on; silenced when the page is left. */
export function useSound(): Sound {
  const [on, setOn] = useState(false);
  const [volume, setVolume] = useState(20);
  const supported = useSyncExternalStore(neverChanges, canPlaySound, assumeSound);
  /** The engine while sound plays; a promise, as its module loads on demand. */
  const engine = useRef<Promise<AudioEngine> | null>(null);

  function play(next: PanelState, soundOn: boolean) {
    if (!soundOn || !next.transmitting) {
      void engine.current?.then((playing) => playing.dispose());
      engine.current = null;
      return;
    }
    if (!engine.current) {
      const context = new (audioContextClass()!)();
      if (context.state === 'suspended') void context.resume();
      engine.current = import('./audio-engine').then(({ createEngine }) =>
        createEngine(() => context),
      );
    }
    const { left, beatHz } = binauralTones(next);
    // Starting a playing engine retunes it, smoothly.
    void engine.current.then((playing) => playing.start(left, beatHz, volume / 100));
  }

  // Leaving the page silences it.
  useEffect(
    () => () => {
      void engine.current?.then((playing) => playing.dispose());
    },
    [],
  );

  return {
    on,
    supported,
    volume,
    sync: (next) => play(next, on),
    switchTo(state, soundOn) {
      // Fetch the engine now, so it is ready by the time the visitor activates.
      if (soundOn && !on) void import('./audio-engine');
      if (soundOn !== on) setOn(soundOn);
      play(state, soundOn);
    },
    setVolume(percent) {
      setVolume(percent);
      void engine.current?.then((playing) => playing.setVolume(percent / 100));
    },
  };
}
