/**
 * The one script the frequency panel's page runs while it loads. The build (scripts/
 * runtime-on-demand.ts) compiles it and writes it inline, first in <head>, with the page's runtime
 * scripts in its data attributes; the page's CSP pins it by hash. In order:
 *
 * 1. It creates the page's Trusted Types policy (trusted-types.ts), before any script sink is used.
 * 2. It leaves Next's runtime to runtime-loader.ts: fetched after load, run on the first interaction.
 * 3. Until React hydrates an island (`data-island`), it records what the visitor does there (a
 *    changed radio's or a pressed named button's name and value) for the island to replay
 *    (`window.__early.take(name)`), and acknowledges each press at once: the button shows it is
 *    pending and the island's note says it is starting. Each echo of a choice follows its radios.
 * 4. If the runtime cannot load, a press is not left hanging: after a failed script the page
 *    reloads once, keeping the visitor's inputs in its history entry (no cookie, no storage), as
 *    a deploy may have replaced the scripts it names; failing again, or with no answer some
 *    seconds after a press, the note says the controls could not load and offers to reload.
 */
import { closeMenusOnPagehide } from '../close-menus-on-pagehide';
import { earlyMarks, presses } from './early-marks';
import { runtimeFilesOf, runtimeLoader } from './runtime-loader';
import { installTrustedTypesPolicy } from './trusted-types';

/** One thing the visitor did in an island: the `name` and `value` of the control. */
export type EarlyInput = readonly [name: string, value: string];

/** What an island receives when it takes over. */
interface EarlyHandover {
  /** Its inputs so far, oldest first. */
  readonly inputs: EarlyInput[];
  /** An audio context made inside the visitor's early press of Sound, already resumed there. */
  readonly audioContext: AudioContext | null;
}

interface EarlyInputs {
  /** Hands the island its early inputs; from then on React handles the island itself. */
  take(island: string): EarlyHandover;
}

declare global {
  interface Window {
    __early?: EarlyInputs;
    webkitAudioContext?: typeof AudioContext;
  }
}

/** How long a press may wait for the panel to come alive before the note says it could not. */
export const patienceMs = 8000;

/** The history entry's state key for inputs kept across a reload. */
const keptStateKey = 'earlyInputs';

/** Each island's inputs, kept in the history entry while the page reloads itself. */
type Kept = Readonly<Record<string, EarlyInput[]>>;

/** What the page kept before reloading itself, if this load is that reload. */
function keptInHistory(): Kept | null {
  const kept = (history.state as Record<string, unknown> | null)?.[keptStateKey];
  return kept && typeof kept === 'object' ? (kept as Kept) : null;
}

const islandName = (island: HTMLElement) => island.getAttribute(earlyMarks.island)!;

export function bootstrap(script: HTMLScriptElement): void {
  installTrustedTypesPolicy();
  closeMenusOnPagehide();

  const kept = keptInHistory();
  const recorded = new Map<string, EarlyInput[]>();
  const taken = new Set<string>();
  let audioContext: AudioContext | null = null;
  let runtimeStarted = false;
  let runtimeFailed = false;
  let leaving = false;
  let patience: ReturnType<typeof setTimeout> | undefined;

  const islands = () => [...document.querySelectorAll<HTMLElement>(`[${earlyMarks.island}]`)];
  /** The island an element is in, unless React already handles it. */
  const islandOf = (target: EventTarget | null) => {
    const island =
      target instanceof Element ? target.closest<HTMLElement>(`[${earlyMarks.island}]`) : null;
    return island && !taken.has(islandName(island)) ? island : null;
  };
  const waiting = () => islands().some((island) => recorded.has(islandName(island)));

  /**
   * What the island shows of the bootstrap: a press waiting ('starting': the press marked, the
   * note saying so), the code that could not load ('failed': the note, and the reload button),
   * or nothing, as React rendered it.
   */
  const show = (island: HTMLElement, state: 'starting' | 'failed' | null) => {
    if (state !== 'starting') {
      for (const button of island.querySelectorAll(`[${earlyMarks.pending}]`)) {
        button.removeAttribute(earlyMarks.pending);
      }
    }
    const note = island.querySelector<HTMLElement>(`[${earlyMarks.note}]`);
    if (note) note.textContent = state ? (note.dataset[state] ?? '') : '';
    const reload = island.querySelector<HTMLElement>(`[${earlyMarks.reload}]`);
    if (reload) reload.hidden = state !== 'failed';
  };

  /** Once given up on, the island says so until React takes it or the visitor reloads. */
  let failed = false;
  const couldNotLoad = () => {
    failed = true;
    for (const island of islands()) if (recorded.has(islandName(island))) show(island, 'failed');
  };
  const reloadKeepingInputs = () => {
    leaving = true;
    const inputs: Record<string, EarlyInput[]> = {};
    for (const [island, list] of recorded) {
      // Sound needs the visitor's own press to start: after a reload it waits for the next one.
      inputs[island] = list.filter(
        ([name, value]) => name !== presses.name || value !== presses.sound,
      );
    }
    const state = { ...(history.state as object | null), [keptStateKey]: inputs };
    history.replaceState(state, '');
    location.reload();
  };
  /** The runtime failed while a press waits for it: reload once, then say so. */
  const giveUp = () => {
    if (leaving) return;
    if (kept) couldNotLoad();
    else reloadKeepingInputs();
  };

  /** Once the runtime is on its way, waiting inputs give it some seconds to arrive. */
  const beginPatience = () => {
    if (runtimeStarted && patience === undefined && waiting()) {
      patience = setTimeout(couldNotLoad, patienceMs);
    }
  };
  const loader = runtimeLoader(runtimeFilesOf(script), {
    onStart() {
      runtimeStarted = true;
      beginPatience();
    },
    onFailure() {
      runtimeFailed = true;
      if (waiting()) giveUp();
    },
  });

  window.__early = {
    take(name) {
      taken.add(name);
      clearTimeout(patience);
      const island = islands().find((candidate) => islandName(candidate) === name);
      if (island) show(island, null);
      if (keptInHistory()) {
        // Delivered: a later failure (another deploy) may reload once more.
        const state = { ...(history.state as Record<string, unknown>) };
        delete state[keptStateKey];
        history.replaceState(state, '');
      }
      const inputs = recorded.get(name) ?? [];
      recorded.delete(name);
      const context = audioContext;
      audioContext = null;
      return { inputs, audioContext: context };
    },
  };

  const echo = (island: HTMLElement) => {
    for (const target of island.querySelectorAll<HTMLElement>(`[${earlyMarks.echo}]`)) {
      const checked = island.querySelector<HTMLInputElement>(
        `input[name="${target.getAttribute(earlyMarks.echo)}"]:checked`,
      );
      const text = checked?.getAttribute(earlyMarks.echoText);
      if (text !== null && text !== undefined) target.textContent = text;
    }
  };
  const record = (island: HTMLElement, input: EarlyInput) => {
    const name = islandName(island);
    recorded.set(name, [...(recorded.get(name) ?? []), input]);
    echo(island);
    if (runtimeFailed) giveUp();
    else beginPatience();
  };
  const acknowledge = (island: HTMLElement, button: Element | null) => {
    if (failed) {
      show(island, 'failed');
      return;
    }
    button?.setAttribute(earlyMarks.pending, '');
    show(island, 'starting');
  };
  const resetRadios = (island: HTMLElement) => {
    for (const input of island.querySelectorAll('input')) input.checked = input.defaultChecked;
  };

  /**
   * Until React takes an island over, its presses and choices are the bootstrap's alone: they
   * stop here, first of all (capture, on window), so React, hydrating meanwhile, neither handles
   * one twice (here and on replay) nor drops one it cannot yet hydrate for (it stops those).
   * What the browser does by default (checking a radio) still happens.
   */
  const own = (event: Event) => {
    const island = islandOf(event.target);
    if (island) event.stopImmediatePropagation();
    return island;
  };
  addEventListener('input', own, true);
  addEventListener(
    'change',
    (event) => {
      const island = own(event);
      const { target } = event;
      if (island && target instanceof HTMLInputElement && target.name) {
        record(island, [target.name, target.value]);
      }
    },
    true,
  );
  addEventListener(
    'click',
    (event) => {
      const island = own(event);
      const element = event.target instanceof Element ? event.target : null;
      if (!island || !element) return;
      if (element.closest(`[${earlyMarks.reload}]`)) {
        reloadKeepingInputs();
        return;
      }
      const button = element.closest('button[name]');
      if (!(button instanceof HTMLButtonElement)) return;
      // Outside a form a reset button does nothing by itself: do what it would, so the radios
      // already show what the replay will make of them.
      if (button.type === 'reset') resetRadios(island);
      if (button.value === presses.sound && !audioContext) {
        // Some browsers (Safari) only start audio inside the visitor's own press: this is it.
        // One that will not start audio at all is the panel's to report, once it runs.
        const Context = window.AudioContext ?? window.webkitAudioContext;
        try {
          audioContext = Context ? new Context() : null;
          audioContext?.resume().catch(() => {});
        } catch {
          audioContext = null;
        }
      }
      acknowledge(island, button);
      record(island, [button.name, button.value]);
    },
    true,
  );

  addEventListener('DOMContentLoaded', () => {
    if (kept) {
      // Back after a reload: the choices as the visitor left them, and the runtime at once, since
      // they were waiting for it.
      for (const island of islands()) {
        for (const [name, value] of kept[islandName(island)] ?? []) {
          if (name === presses.name && value === presses.reset) resetRadios(island);
          for (const radio of island.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)) {
            if (radio.value === value) radio.checked = true;
          }
          const button = island.querySelector(`button[name="${name}"][value="${value}"]`);
          if (name === presses.name && button) acknowledge(island, button);
          record(island, [name, value]);
        }
      }
      loader.load();
      return;
    }
    // A browser that restored the radios (on reload or back) fired no change event.
    for (const input of document.querySelectorAll<HTMLInputElement>(
      `[${earlyMarks.island}] :checked`,
    )) {
      const island = islandOf(input);
      if (island && !input.defaultChecked) record(island, [input.name, input.value]);
    }
  });
}
