/**
 * The one script a page runs while it loads. runtime-on-demand.ts compiles it and writes it
 * inline into every exported page's <head>, with the page's runtime scripts in its `data-async`
 * and `data-nomodule` attributes: inline, it costs no request on a slow network, and the page's
 * CSP pins it by hash. It runs in the browser, before any of the page's markup.
 *
 * 1. Next's runtime is fetched on the visitor's first press, touch, key or focus, in place of the
 *    `<script async>` tags the build removed; the inline RSC data waits for it, so React hydrates
 *    whenever it arrives, as on a slow network.
 * 2. Until React hydrates an island (an element with `data-island="name"`), what the visitor does
 *    there is recorded in order (a changed input's or a pressed named button's name and value),
 *    for the island to replay once hydrated (`window.__early.take(name)`). Meanwhile each
 *    `data-echo="group"` element shows the `data-echo-text` of its group's checked radio, so text
 *    that restates a choice never disagrees with it. React takes over the island when it takes its
 *    inputs; the recorder listens on window, after React's own listeners on the document, so a
 *    press that makes React hydrate is React's, not also a recorded one.
 */

/** One thing the visitor did in an island: the `name` and `value` of the control. */
export type EarlyInput = readonly [name: string, value: string];

export interface EarlyInputs {
  /** The island's inputs so far, oldest first. From then on React handles the island itself. */
  take(island: string): EarlyInput[];
}

declare global {
  interface Window {
    __early?: EarlyInputs;
  }
}

/**
 * What brings the runtime in: the visitor's first press, touch, key or focus, or a click that
 * came with none of them (a screen reader activating a control). This script is the first in
 * <head>, so nothing in the page can be pressed or focused before it listens.
 */
const firstInteraction = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click'];

export function bootstrap(element: HTMLScriptElement): void {
  const runtime = new AbortController();
  const loadRuntime = () => {
    runtime.abort();
    // Async scripts run in the order they arrive, as the tags the build removed did; a browser
    // that runs modules never fetches a `nomodule` one.
    for (const kind of ['async', 'nomodule'] as const) {
      for (const src of (element.dataset[kind] ?? '').split(' ').filter(Boolean)) {
        const script = document.createElement('script');
        script.src = src;
        script.setAttribute(kind, '');
        document.head.append(script);
      }
    }
  };
  for (const type of firstInteraction) {
    addEventListener(type, loadRuntime, { capture: true, passive: true, signal: runtime.signal });
  }

  const recorded = new Map<string, EarlyInput[]>();
  const taken = new Set<string>();
  window.__early = {
    take(island) {
      taken.add(island);
      const inputs = recorded.get(island) ?? [];
      recorded.delete(island);
      return inputs;
    },
  };

  /** The island an element is in, unless React already handles it. */
  const islandOf = (target: EventTarget | null) => {
    const island = target instanceof Element ? target.closest<HTMLElement>('[data-island]') : null;
    return island && !taken.has(island.dataset.island!) ? island : null;
  };
  const echo = (island: HTMLElement) => {
    for (const target of island.querySelectorAll<HTMLElement>('[data-echo]')) {
      const checked = island.querySelector<HTMLInputElement>(
        `input[name="${target.dataset.echo}"]:checked`,
      );
      const text = checked?.dataset.echoText;
      if (text !== undefined) target.textContent = text;
    }
  };
  const record = (island: HTMLElement, { name, value }: HTMLInputElement | HTMLButtonElement) => {
    const key = island.dataset.island!;
    recorded.set(key, [...(recorded.get(key) ?? []), [name, value]]);
    echo(island);
  };

  addEventListener('change', ({ target }) => {
    const island = islandOf(target);
    if (island && target instanceof HTMLInputElement && target.name) record(island, target);
  });
  addEventListener('click', ({ target }) => {
    const button = target instanceof Element ? target.closest('button[name]') : null;
    const island = islandOf(button);
    if (!island || !(button instanceof HTMLButtonElement)) return;
    // Outside a form a reset button does nothing by itself: do what it would, so the radios
    // already show what the replay will make of them.
    if (button.type === 'reset') {
      for (const input of island.querySelectorAll('input')) input.checked = input.defaultChecked;
    }
    record(island, button);
  });
  addEventListener('DOMContentLoaded', () => {
    // A browser that restored the radios (on reload or back) fired no change event.
    for (const input of document.querySelectorAll<HTMLInputElement>('[data-island] :checked')) {
      const island = islandOf(input);
      if (island && !input.defaultChecked) record(island, input);
    }
  });
  // A menu left open by following one of its links comes back from the back-forward cache closed.
  addEventListener('pagehide', () => {
    for (const popover of document.querySelectorAll<HTMLElement>('[popover]')) {
      if (popover.hidePopover && popover.matches(':popover-open')) popover.hidePopover();
    }
  });
}
