import { Fragment, type ReactNode } from 'react';
import { panelCopy } from '@/content/frequency-controller';
import { earlyMarks, presses } from './early-marks';
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

/**
 * Reads as the parts joined by ' · ', but wraps inside a part only where the part alone is
 * wider than the line (a reader's wide letter spacing).
 */
function Configuration({ state }: { state: PanelState }) {
  return (
    <p
      id="panel-configuration"
      className="mt-1 font-display text-base leading-snug text-ivory max-lg:text-balance md:text-lg lg:mt-2 lg:text-xl"
    >
      {/* Before hydration the bootstrap keeps each choice's echo in step with its radios;
          React then hydrates over that text and replays the choices that changed it. */}
      {configurationParts(state).map((part, index, parts) => (
        <Fragment key={index}>
          {index > 0 ? ' ' : null}
          <span className="inline-block">
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

/**
 * The configuration's label, and where the bootstrap speaks until React takes the panel over:
 * that a press is waiting for the panel's code, or that the code could not load. React renders
 * the note empty, and the bootstrap empties it again when the panel hydrates. The note speaks on
 * the label's line, in its place, so the controls below never move under a finger, not when a
 * press shows it nor when hydration empties it; only the longer could-not-load message takes
 * more room, when nothing is left to press but the reload button below.
 */
function LabelOrEarlyNote() {
  const marks = {
    [earlyMarks.note]: '',
    'data-starting': panelCopy.starting,
    'data-failed': panelCopy.couldNotLoad,
  };
  return (
    <div className="grid">
      <p
        role="status"
        aria-label={panelCopy.noteLabel}
        className="peer text-sm font-semibold leading-5 text-gold-light [grid-area:1/1]"
        {...marks}
        suppressHydrationWarning
      >
        {''}
      </p>
      <p className="eyebrow leading-5 [grid-area:1/1] peer-[:not(:empty)]:invisible">
        {panelCopy.configurationLabel}
      </p>
    </div>
  );
}

/** Hidden until the bootstrap shows it, beside its note, when the panel's code could not load. */
function EarlyReload() {
  return (
    <button
      type="button"
      hidden
      {...{ [earlyMarks.reload]: '' }}
      className="btn-ghost mt-2 [&[hidden]]:hidden"
      suppressHydrationWarning
    >
      {panelCopy.reload}
    </button>
  );
}

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
          <LabelOrEarlyNote />
          <Configuration state={state} />
          <EarlyReload />
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
        <button
          type="button"
          role="switch"
          name={presses.name}
          value={presses.sound}
          aria-checked={sound.on}
          disabled={!sound.supported}
          aria-describedby={sound.supported ? undefined : 'panel-no-sound'}
          onClick={() => sound.switchTo(state, !sound.on)}
          suppressHydrationWarning
          // Its dot fills while aria-checked is true, with its border, which forced colours keep
          // (they drop backgrounds).
          className="btn-ghost w-full before:size-3 before:rounded-full before:border-2 before:border-current aria-checked:before:border-[0.375rem] disabled:cursor-not-allowed disabled:border-line disabled:text-mist disabled:hover:bg-transparent"
        >
          {panelCopy.sound}
        </button>
        {sound.supported ? null : (
          <p id="panel-no-sound" className="col-span-full text-sm text-mist">
            {panelCopy.noSound}
          </p>
        )}
        {sound.on ? (
          <div className="col-span-full grid gap-2 text-sm text-mist">
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

      {/* Drawn only where scripting is off; then globals.css hides the controls beside it. */}
      <noscript>
        <p className="rounded-2xl border border-gold/40 bg-night p-4 text-sm leading-relaxed text-ivory lg:border-0 lg:bg-transparent lg:p-0">
          {panelCopy.needsScript}
        </p>
      </noscript>
    </div>
  );
}
