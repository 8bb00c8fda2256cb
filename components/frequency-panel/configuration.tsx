import { Fragment } from 'react';
import { panelCopy } from '@/content/frequency-controller';
import { earlyMarks, earlyMessageKeys, type EarlyMessages } from './early-marks';
import { configurationParts, type PanelState } from './reducer';

/** The radio group each configuration part restates, in order; the last part has none. */
const echoes = ['frequency', 'mode', 'brainwave'] as const;

/** What the bootstrap may say in the note before React takes the panel over (early-note.ts). */
const earlyMessages: EarlyMessages = {
  starting: panelCopy.starting,
  ...panelCopy.couldNot,
  offline: panelCopy.offline,
  unavailable: panelCopy.unavailable,
  tryAgain: panelCopy.tryAgain,
  reload: panelCopy.reload,
};

/**
 * The configuration's label, and where the bootstrap speaks until React takes the panel over:
 * that a press waits for the panel's code, or that the code could not run, beside a button (below
 * the configuration) that tries again. React renders the note empty and the button hidden, and
 * the bootstrap puts them back so once the panel hydrates. The note speaks on the label's line, so the controls below
 * never move under a finger; only a failure, when nothing is left to press but its button, takes
 * more room.
 */
function LabelOrEarlyNote() {
  return (
    <div className="grid">
      <p
        role="status"
        aria-label={panelCopy.noteLabel}
        className="peer text-sm font-semibold leading-5 text-gold-light [grid-area:1/1]"
        {...{ [earlyMarks.note]: earlyMessageKeys.map((key) => earlyMessages[key]).join('\n') }}
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

/**
 * The configuration as text under its label, its parts joined by ' · ', wrapping inside a part
 * only where the part alone is wider than the line (a reader's wide letter spacing). Before
 * hydration the bootstrap keeps each choice's echo in step with its radios; React then hydrates
 * over that text and replays the choices that changed it.
 */
export function Configuration({ state }: { state: PanelState }) {
  return (
    <>
      <LabelOrEarlyNote />
      <p
        id="panel-configuration"
        className="mt-1 font-display text-base leading-snug text-ivory max-lg:text-balance md:text-lg lg:mt-2 lg:text-xl"
      >
        {configurationParts(state).map((part, index, parts) => (
          <Fragment key={index}>
            {index > 0 ? ' ' : null}
            <span className="inline-block">
              {index < echoes.length ? (
                <span {...{ [earlyMarks.echo]: echoes[index] }} suppressHydrationWarning>
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
      <button
        type="button"
        hidden
        {...{ [earlyMarks.retry]: '' }}
        className="btn-ghost mt-2 [&[hidden]]:hidden"
        suppressHydrationWarning
      >
        {panelCopy.reload}
      </button>
    </>
  );
}
