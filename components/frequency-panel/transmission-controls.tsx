import type { ReactNode } from 'react';
import { panelCopy } from '@/content/frequency-controller';
import { Configuration } from './configuration';
import { describeTransmission } from './describe';
import { isWaiting, type PanelMessage, type PanelState, type Press } from './machine';
import { marks } from './marks';
import { SoundSwitch } from './sound-controls';

interface TransmissionControlsProps {
  state: PanelState;
  send: (message: PanelMessage) => void;
  /** The transmission signal, drawn beside the configuration. */
  signal: ReactNode;
}

/**
 * A button whose value is its press, as the bootstrap reads it before hydration; marked while its
 * press waits for the runtime (drawn by the bootstrap until then, the same way).
 */
export const pressProps = (state: PanelState, press: Press | 'reset') => ({
  name: marks.press,
  value: press,
  [marks.pending]: isWaiting(state, press) ? '' : undefined,
  suppressHydrationWarning: true,
});

/**
 * The configuration, Activate/Pause and Reset, the Sound switch and volume, and the status: from
 * lg one card beside the options. Below lg the card's box gives way (globals.css, `.console`) so
 * its first part, the bar, can stay at the foot of the screen while the options scroll under it;
 * the rest follows where the options end. The same controls, moved by layout alone.
 */
export function TransmissionControls({ state, send, signal }: TransmissionControlsProps) {
  return (
    <div className="console">
      <div className="console-bar">
        {signal}
        <div className="console-configuration">
          <Configuration state={state} send={send} />
        </div>
        <button
          type="button"
          {...pressProps(state, 'transmission')}
          aria-describedby="panel-configuration"
          onClick={() => send({ type: 'press', press: 'transmission' })}
          className="panel-activate"
        >
          {state.transmitting ? panelCopy.pause : panelCopy.activate}
        </button>
      </div>

      <div className="console-rest">
        <button
          type="button"
          {...pressProps(state, 'reset')}
          onClick={() => send({ type: 'press', press: 'reset' })}
          className="btn-ghost"
        >
          {panelCopy.reset}
        </button>
        <SoundSwitch state={state} send={send} />
        <p role="status" aria-label={panelCopy.statusLabel} className="panel-status">
          {describeTransmission(state)}
          {state.sound.failure ? (
            <span className="mt-1 block font-normal text-ivory">
              {panelCopy.soundFailed[state.sound.failure]}
            </span>
          ) : null}
        </p>
      </div>
    </div>
  );
}
