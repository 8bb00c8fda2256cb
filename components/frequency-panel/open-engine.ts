import type { AudioContextLike, AudioEngine } from './audio-engine';

const ignore = () => {};

/**
 * Why sound that was turned on could not play: the engine's module did not load (offline, or a
 * new deployment replaced the file), or the browser would not make or start an AudioContext.
 */
export type SoundFailure = 'load' | 'start';

export class SoundUnavailable extends Error {
  constructor(readonly reason: SoundFailure) {
    super(`Sound unavailable: ${reason}`);
    this.name = 'SoundUnavailable';
  }
}

/**
 * Makes the audio context, fetches the engine and starts the context, all from the visitor's
 * click (the context is made before the first await, inside the gesture, as browsers require).
 * Rejects with SoundUnavailable, having closed the context it made, if any step fails.
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
