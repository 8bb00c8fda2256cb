/**
 * Recording and replay, before React runs (browser code, run by the bootstrap): what the visitor
 * does in the island (a changed radio's or a pressed named button's name and value) is recorded
 * for the panel to replay when it hydrates, and each choice's echo follows its radios meanwhile.
 * The visitor's choices can be kept through a reload, in the page's history entry.
 */
import { earlyMarks, presses } from './early-marks';

/** One thing the visitor did in the island: the `name` and `value` of the control. */
export type EarlyInput = readonly [name: string, value: string];

declare global {
  interface Window {
    /** Hands the panel its early inputs, and the audio context an early press of Sound made. */
    __early?: { take(): { inputs: EarlyInput[]; audioContext: AudioContext | null } };
    webkitAudioContext?: typeof AudioContext;
  }
}

/** The history entry's key for the choices kept across a reload. */
const keptKey = 'earlyChoices';

const islandOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>(`[${earlyMarks.island}]`) : null;

const checkedIn = (island: HTMLElement | null) => [
  ...(island?.querySelectorAll<HTMLInputElement>('input:checked') ?? []),
];

function echo(island: HTMLElement) {
  for (const target of island.querySelectorAll(`[${earlyMarks.echo}]`)) {
    const group = target.getAttribute(earlyMarks.echo);
    const checked = checkedIn(island).find((radio) => radio.name === group);
    target.textContent = checked?.getAttribute(earlyMarks.echoText) ?? target.textContent;
  }
}

/** Some browsers (Safari) start audio only inside the visitor's own press: this is it. */
function audioContextInPress(): AudioContext | null {
  try {
    const context = new (window.AudioContext ?? window.webkitAudioContext)();
    context.resume().catch(() => {});
    return context;
  } catch {
    return null;
  }
}

/**
 * Records until the panel takes over. `onInput` hears each input with the inputs so far, and the
 * button, if a press; `onRetry` hears a press of the retry button.
 */
export function recordEarlyPresses(
  onInput: (inputs: readonly EarlyInput[], button: HTMLButtonElement | null) => void,
  onRetry: () => void,
) {
  const inputs: EarlyInput[] = [];
  let audioContext: AudioContext | null = null;
  let taken = false;

  const record = (island: HTMLElement, input: EarlyInput, button: HTMLButtonElement | null) => {
    inputs.push(input);
    echo(island);
    onInput(inputs, button);
  };
  /**
   * Until React takes the island over, its presses and choices are the bootstrap's alone: they
   * stop here, first of all (capture, on window), so React, hydrating meanwhile, neither handles
   * one twice (here and on replay) nor drops one it cannot yet hydrate for. What the browser does
   * by default (checking a radio) still happens.
   */
  const own = (event: Event) => {
    const island = taken ? null : islandOf(event.target);
    if (island) event.stopImmediatePropagation();
    return island;
  };
  addEventListener('input', own, true);
  addEventListener(
    'change',
    (event) => {
      const island = own(event);
      const radio = event.target as HTMLInputElement;
      if (island) record(island, [radio.name, radio.value], null);
    },
    true,
  );
  addEventListener(
    'click',
    (event) => {
      const island = own(event);
      const element = event.target as Element;
      if (!island) return;
      if (element.closest(`[${earlyMarks.retry}]`)) return onRetry();
      const button = element.closest<HTMLButtonElement>('button[name]');
      if (!button) return;
      // Outside a form a reset button does nothing by itself: do what it would.
      if (button.value === presses.reset) {
        for (const input of island.querySelectorAll('input')) input.checked = input.defaultChecked;
      }
      if (button.value === presses.sound) audioContext ??= audioContextInPress();
      record(island, [button.name, button.value], button);
    },
    true,
  );

  addEventListener('DOMContentLoaded', () => {
    const island = document.querySelector<HTMLElement>(`[${earlyMarks.island}]`);
    const { [keptKey]: kept, ...state } = (history.state ?? {}) as Record<string, unknown>;
    if (!island) return;
    if (Array.isArray(kept)) {
      history.replaceState(state, '');
      for (const radio of island.querySelectorAll('input')) {
        radio.checked ||= kept.some(
          ([name, value]) => radio.name === name && radio.value === value,
        );
      }
    }
    // Radios checked by now (kept, or restored by the browser on reload or back) fired no change.
    for (const radio of checkedIn(island)) {
      if (!radio.defaultChecked) record(island, [radio.name, radio.value], null);
    }
  });

  return {
    take() {
      taken = true;
      const handover = { inputs: inputs.splice(0), audioContext };
      audioContext = null;
      return handover;
    },
    /** Keeps the visitor's choices in the page's history entry, for the page as reloaded. */
    keepChoices() {
      const island = document.querySelector<HTMLElement>(`[${earlyMarks.island}]`);
      const choices = checkedIn(island).map((radio) => [radio.name, radio.value]);
      history.replaceState({ ...(history.state as object), [keptKey]: choices }, '');
    },
  };
}
