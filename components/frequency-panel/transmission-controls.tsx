import { Fragment } from 'react';
import { panelCopy } from '@/content/frequency-controller';
import { presses } from './early-inputs';
import {
  configurationParts,
  describeBeat,
  describeTransmission,
  type PanelAction,
  type PanelState,
} from './reducer';
import type { Sound } from './use-sound';

/** The radio group each configuration part restates, in order; the last part has none. */
const echoes = ['frequency', 'mode', 'brainwave'] as const;

/** Reads as describeConfiguration(state), but never wraps inside a part. */
function Configuration({ state }: { state: PanelState }) {
  return (
    <p id="panel-configuration" className="mt-2 font-display text-xl text-ivory">
      {/* Before hydration the bootstrap keeps each choice's echo in step with its radios;
          React then hydrates over that text and replays the choices that changed it. */}
      {configurationParts(state).map((part, index, parts) => (
        <Fragment key={index}>
          {index > 0 ? ' ' : null}
          <span className="whitespace-nowrap">
            {index < echoes.length ? (
              <span data-echo={echoes[index]} suppressHydrationWarning>
                {part}
              </span>
            ) : (
              part
            )}
            {index < parts.length - 1 ? ' ·' : null}
          </span>
        </Fragment>
      ))}
    </p>
  );
}

interface TransmissionControlsProps {
  state: PanelState;
  act: (action: PanelAction) => void;
  sound: Sound;
}

/** The configuration, Activate/Pause and Reset, the Sound switch and volume, and the status. */
export function TransmissionControls({ state, act, sound }: TransmissionControlsProps) {
  return (
    <div className="mt-6 sm:mt-0 lg:mt-6">
      <p className="eyebrow">{panelCopy.configurationLabel}</p>
      <Configuration state={state} />

      <div className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        <button
          type="button"
          name={presses.name}
          value={presses.transmission}
          aria-describedby="panel-configuration"
          onClick={() => act({ type: 'toggleTransmission' })}
          className="btn-gold"
        >
          {state.transmitting ? panelCopy.pause : panelCopy.activate}
        </button>
        {/* A reset button: before hydration, the bootstrap resets the radios as a form would. */}
        <button
          type="reset"
          name={presses.name}
          value={presses.reset}
          onClick={() => act({ type: 'reset' })}
          className="btn-ghost"
        >
          {panelCopy.reset}
        </button>
      </div>

      <button
        type="button"
        role="switch"
        name={presses.name}
        value={presses.sound}
        aria-checked={sound.on}
        disabled={!sound.supported}
        aria-describedby={sound.supported ? undefined : 'panel-no-sound'}
        onClick={() => sound.switchTo(state, !sound.on)}
        className="switch mt-3"
      >
        {panelCopy.sound}
      </button>
      {sound.supported ? null : (
        <p id="panel-no-sound" className="mt-2 text-sm text-mist">
          {panelCopy.noSound}
        </p>
      )}
      {sound.on ? (
        <div className="mt-3 grid gap-2 text-sm text-mist">
          <label className="grid gap-1">
            {panelCopy.volume}
            <input
              type="range"
              min={0}
              max={100}
              step={5}
              value={sound.volume}
              aria-valuetext={`${sound.volume} %`}
              onChange={(event) => sound.setVolume(Number(event.target.value))}
              className="accent-gold"
            />
          </label>
          <p>
            {describeBeat(state)} {panelCopy.headphones}
          </p>
        </div>
      ) : null}

      <p role="status" className="mt-4 min-h-10 text-sm font-semibold text-gold-light">
        {describeTransmission(state)}
      </p>
    </div>
  );
}
