import { useSyncExternalStore } from 'react';
import { brainwaveStates, panelWords } from '@/content/frequency-controller';
import { cyclesOf } from './cycles';
import { describeChoice } from './describe';
import { initialState, type PanelState } from './machine';
import { marks } from './marks';
import { spectrum } from './tones';

const neverChanges = () => () => {};

/**
 * The state the instrument's colours and spacing show: until React has hydrated, the state the
 * server drew, so hydrating matches the page; then the panel's own, which React writes into the
 * page in place of the server's (a hydrating React leaves an attribute that differs as it was).
 * With it, whether React has hydrated.
 */
export function useShown(state: PanelState): [shown: PanelState, hydrated: boolean] {
  const hydrated = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
  return [hydrated ? state : initialState, hydrated];
}

/** One cycle is 100 units wide; the track draws 16 (a 12-cycle picture and one more to flow by). */
const wave = (amplitude: number) => `M0 50q25 ${-amplitude} 50 0${'t50 0'.repeat(31)}`;

/**
 * The transmission as a picture, drawn from the state: the frequency as the wave's spacing, the
 * brainwave state as its slow pulse (its place in the list, fastest first) and the colour of the
 * wave that echoes the main one, the preset's colour (the card's `tone-*`,
 * transmission-controls.tsx) as its light, and the choices named in it. Standing by, a low wave
 * at the frequency's spacing rests (globals.css, from a mask); transmitting, the drawn wave rises
 * out of it, flows and breathes (CSS, globals.css `.instrument`), and settles when paused.
 * Decoration to assistive technology, which hears the configuration and the status instead; its
 * names are echoes, so the bootstrap keeps them in step before React runs. The wave itself is
 * drawn once React has: until then nothing can transmit, and the resting wave is all there is to
 * see, which keeps the page's HTML within its first round trip.
 */
export function TransmissionPicture({ state }: { state: PanelState }) {
  const [shown, hydrated] = useShown(state);
  const beat = brainwaveStates.findIndex((candidate) => candidate.id === shown.brainwave);
  const { color } = brainwaveStates[beat]!;
  return (
    <div
      aria-hidden="true"
      className={`instrument cycles-${cyclesOf(shown.frequency)} beat-${beat}`}
    >
      {/* Unnamed parts, styled by place (globals.css): the panel's HTML has bytes to spare for
          none. Its amplitude; its pulse, in the state's colour; its wave and the wave's echo; its
          state; its mode and frequency. */}
      <div>
        <div className={spectrum[color]}>
          {hydrated ? (
            <svg viewBox="0 0 1600 100" preserveAspectRatio="none">
              <path d={wave(44)} />
              <path d={wave(-24)} />
            </svg>
          ) : null}
        </div>
      </div>
      <p>{state.transmitting ? panelWords.transmitting : panelWords.standingBy}</p>
      <p>
        <span {...{ [marks.echo]: 'mode' }} suppressHydrationWarning>
          {describeChoice.mode(state.mode)}
        </span>
        <span {...{ [marks.echo]: 'frequency' }} suppressHydrationWarning>
          {describeChoice.frequency(state.frequency)}
        </span>
      </p>
    </div>
  );
}
