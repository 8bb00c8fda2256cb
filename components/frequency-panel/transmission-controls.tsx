import type { ReactNode } from 'react';
import { panelCopy } from '@/content/frequency-controller';
import { Configuration } from './configuration';
import { presses } from './early-marks';
import { describeTransmission, type PanelAction, type PanelState } from './reducer';
import { SoundSwitch } from './sound-controls';
import type { Sound } from './use-sound';

interface TransmissionControlsProps {
  state: PanelState;
  act: (action: PanelAction) => void;
  sound: Sound;
  /** The transmission signal, drawn beside the configuration. */
  signal: ReactNode;
}

/**
 * The configuration, Activate/Pause and Reset, the Sound switch and volume, and the status: from
 * lg one card beside the options. Below lg the card's box gives way (globals.css, `.console`) so
 * its first part, the bar, can stay at the foot of the screen while the options scroll under it;
 * the rest follows where the options end. The same controls, moved by layout alone.
 */
export function TransmissionControls({ state, act, sound, signal }: TransmissionControlsProps) {
  return (
    <div className="console">
      <div className="console-bar">
        {signal}
        <div className="max-md:col-span-2 max-md:row-start-1 lg:mt-6">
          <Configuration state={state} />
        </div>
        <button
          type="button"
          name={presses.name}
          value={presses.transmission}
          aria-describedby="panel-configuration"
          onClick={() => act({ type: 'toggleTransmission' })}
          // The bootstrap may have marked it pending; it unmarks it once hydrated.
          suppressHydrationWarning
          className="btn-gold lg:mt-6 lg:w-full"
        >
          {state.transmitting ? panelCopy.pause : panelCopy.activate}
        </button>
      </div>

      <div className="grid grid-cols-2 gap-3 max-lg:-mt-7 lg:mt-3 lg:grid-cols-1">
        {/* A reset button: before hydration, the bootstrap resets the radios as a form would. */}
        <button
          type="reset"
          name={presses.name}
          value={presses.reset}
          onClick={() => act({ type: 'reset' })}
          suppressHydrationWarning
          className="btn-ghost"
        >
          {panelCopy.reset}
        </button>
        <SoundSwitch state={state} sound={sound} />
        <p
          role="status"
          aria-label={panelCopy.statusLabel}
          className="col-span-full mt-1 min-h-10 text-sm font-semibold text-gold-light"
        >
          {describeTransmission(state)}
          {sound.failure ? (
            <span className="mt-1 block font-normal text-ivory">
              {panelCopy.soundFailed[sound.failure]}
            </span>
          ) : null}
        </p>
      </div>
    </div>
  );
}
