/**
 * The one script the panel's page runs while it loads, inline and first in <head>, pinned by hash
 * in its CSP (scripts/runtime-on-demand.ts). It makes the Trusted Types policy and starts the
 * machine on a store, which the runtime follows (runtime-loader.ts). Until React takes the store
 * over (`window.__panel`), it is the panel's hands and eyes: each radio and press becomes a
 * message, and the state is drawn into the page, so a press is acknowledged at once.
 */
import { closeMenusOnPagehide } from '../close-menus-on-pagehide';
import { panelNote } from '@/content/panel-note';
import { isWaiting, noteOf, type Choices, type Press } from './machine';
import { marks } from './marks';
import { createStore } from './store';
import { followRuntime, takeKeptChoices } from './runtime-loader';
import { installTrustedTypesPolicy } from './trusted-types';

declare global {
  interface Window {
    /** For React: the store, and what stops this script, handing on an early press's audio. */
    __panel?: { store: ReturnType<typeof createStore>; takeOver(): AudioContext | null };
    webkitAudioContext?: typeof AudioContext;
  }
}

/** What asks for the runtime; a click that came with none of the others is a screen reader's. */
const firstInteraction = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click'];

/** A radio's choice: the frequency in Hz, a number; the others by their ids. */
const choiceOf = ({ name, value }: HTMLInputElement) =>
  ({ [name]: Number(value) || value }) as Partial<Choices>;

/** Some browsers (Safari) start audio only inside the visitor's own press: this is it. */
function audioInPress(): AudioContext | null {
  try {
    const context = new (window.AudioContext ?? window.webkitAudioContext)();
    context.resume().catch(() => {});
    return context;
  } catch {
    return null;
  }
}

export function bootstrap(script: HTMLScriptElement): void {
  installTrustedTypesPolicy();
  closeMenusOnPagehide();
  const store = createStore();
  const { send } = store;
  followRuntime(store, script.getAttribute(marks.runtime)!.split(' '));
  const taken = new AbortController();
  const on = (type: string, listener: (event: Event) => void, passive = false) =>
    addEventListener(type, listener, { capture: true, passive, signal: taken.signal });
  let audio: AudioContext | null = null;
  let stopDrawing = () => {};

  for (const type of firstInteraction) on(type, () => send({ type: 'wake' }), true);
  // Until React takes the island over, its presses and changes are this script's alone: they stop
  // here, first (capture, on window), so React, hydrating meanwhile, neither handles one twice nor
  // drops one. What the browser does by default (checking a radio) still happens.
  for (const type of ['change', 'click']) {
    on(type, (event) => {
      const target = event.target as Element;
      if (!target.closest?.(`[${marks.island}]`)) return;
      event.stopImmediatePropagation();
      if (type === 'change')
        return send({ type: 'choose', choice: choiceOf(target as HTMLInputElement) });
      if (target.closest(`[${marks.retry}]`)) return send({ type: 'retry' });
      const press = target.closest<HTMLButtonElement>(`[name=${marks.press}]`)?.value;
      if (press === 'sound') audio ??= audioInPress();
      if (press) send({ type: 'press', press: press as Press | 'reset' });
    });
  }
  on('DOMContentLoaded', () => {
    const island = document.querySelector(`[${marks.island}]`)!;
    const find = <E extends Element>(selector: string) => [...island.querySelectorAll<E>(selector)];
    // The state drawn until React takes over (radios, echoes, presses waiting, the note): React
    // draws the same functions of it, so when it hydrates the page already shows what it renders.
    const draw = () => {
      const state = store.get();
      for (const radio of find<HTMLInputElement>('input[type=radio]')) {
        radio.checked = String(state[radio.name as keyof Choices]) === radio.value;
      }
      for (const echo of find(`[${marks.echo}]`)) {
        const checked = island.querySelector(`[name=${echo.getAttribute(marks.echo)}]:checked`);
        echo.textContent = checked?.getAttribute(marks.echoText) ?? echo.textContent;
      }
      for (const button of find<HTMLButtonElement>(`[name=${marks.press}]`)) {
        button.toggleAttribute(marks.pending, isWaiting(state, button.value));
      }
      const { text, button } = noteOf(state);
      const retry = island.querySelector<HTMLElement>(`[${marks.retry}]`)!;
      island.querySelector(`[${marks.note}]`)!.textContent = text;
      retry.hidden = !button;
      if (button) retry.textContent = panelNote[button];
    };
    // Radios the browser restored (a reload, back) fire no change. Chromium restores them only
    // after the load, just before pageshow, so they are read then too. Choices Reload kept win.
    const adoptChecked = () => {
      for (const radio of find<HTMLInputElement>(':checked'))
        send({ type: 'choose', choice: choiceOf(radio) });
    };
    adoptChecked();
    send({ type: 'choose', choice: takeKeptChoices() ?? {} });
    draw();
    stopDrawing = store.subscribe(draw);
    on('pageshow', adoptChecked);
  });

  window.__panel = {
    store,
    takeOver() {
      taken.abort();
      stopDrawing();
      const handed = audio;
      audio = null;
      return handed;
    },
  };
}
