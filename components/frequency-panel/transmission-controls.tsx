import { frequencyPresets, panelCopy } from '@/content/frequency-controller';
import { Configuration } from './configuration';
import { describeStop, transmissionMessage } from './describe';
import { isWaiting, type PanelMessage, type PanelState, type Press } from './machine';
import { marks } from './marks';
import { SoundSettings, SoundSwitch } from './sound-controls';
import { spectrum } from './tones';
import { TransmissionPicture, useShown } from './transmission-picture';

interface TransmissionControlsProps {
  state: PanelState;
  send: (message: PanelMessage) => void;
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
 * The instrument: the picture of the transmission and its status, then the bar (the
 * configuration, Activate/Pause, Sound and Reset), then the sound's volume. From lg one card,
 * sticky beside the options. Below lg the card gives way (globals.css, `.console`): the picture
 * and status stand above the options, and the bar rides at the foot of the screen while they
 * scroll under it, docking where they end. Its track (spanning the options) keeps it from rising
 * over the picture. The same controls, moved by layout alone.
 */
export function TransmissionControls({ state, send }: TransmissionControlsProps) {
  const [shown] = useShown(state);
  const [message, heard] = transmissionMessage(state);
  const preset = frequencyPresets.find((candidate) => candidate.hz === shown.frequency)!;
  return (
    <div
      className={`console ${spectrum[preset.color]}`}
      {...(state.transmitting ? { 'data-transmitting': '' } : {})}
    >
      <TransmissionPicture state={state} />
      <p role="status" aria-label={panelCopy.statusLabel} className="panel-status">
        {message}
        {heard ? <span className="sr-only">{heard}</span> : null}
        {state.stopped ? <span className="sr-only">{describeStop(state)}</span> : null}
        {state.sound.failure ? (
          <span className="mt-1 block font-normal text-ivory">
            {panelCopy.soundFailed[state.sound.failure]}
          </span>
        ) : null}
      </p>
      <div className="console-track">
        <div className="console-bar">
          <div className="console-configuration">
            <Configuration state={state} send={send} />
          </div>
          <div className="console-buttons">
            <button
              type="button"
              {...pressProps(state, 'transmission')}
              aria-describedby="panel-configuration"
              onClick={() => send({ type: 'press', press: 'transmission' })}
              className="panel-activate"
            >
              {state.transmitting ? panelCopy.pause : panelCopy.activate}
            </button>
            <SoundSwitch state={state} send={send} />
            <button
              type="button"
              {...pressProps(state, 'reset')}
              onClick={() => send({ type: 'press', press: 'reset' })}
              className="panel-reset"
            >
              {panelCopy.reset}
            </button>
          </div>
        </div>
      </div>
      <SoundSettings state={state} send={send} />
    </div>
  );
}
