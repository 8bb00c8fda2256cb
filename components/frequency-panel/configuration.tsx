import { Fragment } from 'react';
import { panelCopy } from '@/content/frequency-controller';
import { panelNote } from '@/content/panel-note';
import { configurationParts } from './describe';
import { noteOf, type PanelMessage, type PanelState } from './machine';
import { marks } from './marks';

interface PanelProps {
  state: PanelState;
  send: (message: PanelMessage) => void;
}

/** The radio group each configuration part restates, in order; the last part has none. */
const echoes = ['frequency', 'mode', 'brainwave'] as const;

/**
 * The controls' note: that a press waits for the runtime, that it could not load (and what it
 * kept from happening), or that it is ready. Before hydration the bootstrap draws the same state
 * here (render.ts).
 */
export function ControlsNote({ state }: { state: PanelState }) {
  return (
    <p
      role="status"
      aria-label={panelCopy.noteLabel}
      className="panel-note"
      {...{ [marks.note]: '' }}
      suppressHydrationWarning
    >
      {noteOf(state).text}
    </p>
  );
}

/** The note's one button, when it has one: Try again, or Reload. */
export function RetryButton({ state, send }: PanelProps) {
  const { button } = noteOf(state);
  return (
    <button
      type="button"
      hidden={!button}
      onClick={() => send({ type: 'retry' })}
      {...{ [marks.retry]: '' }}
      className="panel-retry"
      suppressHydrationWarning
    >
      {panelNote[button ?? 'reload']}
    </button>
  );
}

/**
 * The configuration as text under its label (or the note, with its button), its parts joined by
 * ' · ' and set on two lines, the frequency and mode, then the state and transmission (from 1024
 * to 1080 px the transmission takes a third); a dot at a break is heard but not shown (globals.css
 * `.panel-configuration`). A part wraps inside itself only where it alone is wider than the line
 * (a reader's wide letter spacing). Before hydration the bootstrap keeps each choice's echo in
 * step with its radio.
 */
export function Configuration({ state, send }: PanelProps) {
  return (
    <>
      {/* The note speaks on the label's line, in its place; a longer one, and its button, rise
          from that line over what is above it (globals.css), so nothing below ever moves. */}
      <div>
        <div className="panel-note-box">
          <ControlsNote state={state} />
          <RetryButton state={state} send={send} />
        </div>
        <p className="panel-label">{panelCopy.configurationLabel}</p>
      </div>
      <p id="panel-configuration" className="panel-configuration">
        {configurationParts(state).map((part, index, parts) => (
          <Fragment key={index}>
            {index > 0 ? ' ' : null}
            <span>
              {index < echoes.length ? (
                <span {...{ [marks.echo]: echoes[index] }} suppressHydrationWarning>
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
    </>
  );
}
