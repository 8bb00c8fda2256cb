/**
 * Acknowledgement, before React runs (browser code, run by the bootstrap): a press is shown at
 * once (the button marked pending, the island's note saying the controls are starting), and a
 * failure is said in the same place, naming what the visitor asked for, beside the one control
 * that tries again. React renders the note empty; once it has taken over, the note is cleared.
 */
import {
  earlyMarks,
  earlyMessageKeys,
  presses,
  type EarlyAsk,
  type EarlyMessages,
  type RuntimeFailure,
} from './early-marks';
import type { EarlyInput } from './early-presses';

/** The last press the inputs hold, as the visitor meant it: Activate, Pause, Reset or Sound. */
export function lastAsk(inputs: readonly EarlyInput[]): EarlyAsk | null {
  let transmitting = false;
  let ask: EarlyAsk | null = null;
  for (const [name, value] of inputs) {
    if (name !== presses.name) continue;
    if (value === presses.transmission) transmitting = !transmitting;
    if (value === presses.reset) transmitting = false;
    if (value === presses.sound) ask = 'sound';
    else if (value === presses.reset) ask = 'reset';
    else if (value === presses.transmission) ask = transmitting ? 'activate' : 'pause';
  }
  return ask;
}

/** What the note says: a press waiting, a failure and what it kept from happening, or nothing. */
export type NoteState =
  | { readonly say: 'starting' }
  | { readonly say: RuntimeFailure; readonly ask: EarlyAsk | null }
  | null;

/** Shows `state` in the island's note, its retry button and its pressed button. */
export function showNote(state: NoteState, pressed: Element | null = null): void {
  const note = document.querySelector<HTMLElement>(`[${earlyMarks.note}]`);
  const retry = document.querySelector<HTMLElement>(`[${earlyMarks.retry}]`);
  if (!note || !retry) return;
  const lines = note.getAttribute(earlyMarks.note)!.split('\n');
  const words = Object.fromEntries(
    earlyMessageKeys.map((key, index) => [key, lines[index]]),
  ) as unknown as EarlyMessages;
  if (state?.say === 'starting') pressed?.setAttribute(earlyMarks.pending, '');
  else
    for (const marked of document.querySelectorAll(`[${earlyMarks.pending}]`)) {
      marked.removeAttribute(earlyMarks.pending);
    }
  const failed = state && 'ask' in state ? state : null;
  note.textContent = !state
    ? ''
    : failed
      ? [failed.ask && words[failed.ask], words[failed.say]].filter(Boolean).join(' ')
      : words.starting;
  retry.hidden = !failed;
  if (failed) retry.textContent = failed.say === 'offline' ? words.tryAgain : words.reload;
}
