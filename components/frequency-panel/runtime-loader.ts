/**
 * Next's runtime for the panel's page, on demand (browser code, run by the bootstrap). The page
 * loads without it; a second after load, once idle, the browser fetches it at the lowest priority
 * without running it (not when the visitor asked to save data); the visitor's first press, touch,
 * key or focus runs it, from the cache by then, and React hydrates.
 */
import { chunkDirectory } from './trusted-types';

/** The runtime's scripts, as the build listed them on the bootstrap (`data-async`, `data-nomodule`). */
interface RuntimeFiles {
  readonly async: readonly string[];
  readonly nomodule: readonly string[];
}

export function runtimeFilesOf(script: HTMLScriptElement): RuntimeFiles {
  const list = (value: string | undefined) => (value ?? '').split(' ').filter(Boolean);
  return { async: list(script.dataset.async), nomodule: list(script.dataset.nomodule) };
}

interface RuntimeLoader {
  /** Runs the runtime, once: its scripts run in the order they arrive, as the removed tags did. */
  load(): void;
}

/** What brings the runtime in; a click that came with none of the others is a screen reader's. */
const firstInteraction = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click'];

const savesData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** How long after load the runtime's prefetch waits, before waiting for the browser to be idle. */
export const prefetchDelayMs = 1000;

const whenIdle = (task: () => void) =>
  'requestIdleCallback' in window
    ? requestIdleCallback(task, { timeout: 3000 })
    : setTimeout(task, 1000);

interface RuntimeEvents {
  /** The runtime has started to load. */
  onStart(): void;
  /** One of its scripts failed to load, the chunks it loads itself included (after a deploy removed them, say). */
  onFailure(): void;
}

/** Starts listening for the first interaction. */
export function runtimeLoader(
  files: RuntimeFiles,
  { onStart, onFailure }: RuntimeEvents,
): RuntimeLoader {
  let started = false;
  const interaction = new AbortController();

  const run = () => {
    // A browser that runs modules never fetches a `nomodule` script.
    for (const kind of ['async', 'nomodule'] as const) {
      for (const src of files[kind]) {
        const script = document.createElement('script');
        script.src = src;
        script.setAttribute(kind, '');
        document.head.append(script);
      }
    }
  };
  const load = () => {
    if (started) return;
    started = true;
    interaction.abort();
    onStart();
    // After the next frame: the press that brought it in is acknowledged on screen first.
    requestAnimationFrame(() => setTimeout(run));
  };

  for (const type of firstInteraction) {
    addEventListener(type, load, { capture: true, passive: true, signal: interaction.signal });
  }
  addEventListener(
    'error',
    ({ target }) => {
      if (target instanceof HTMLScriptElement && target.src) {
        if (new URL(target.src, location.href).pathname.startsWith(chunkDirectory)) onFailure();
      }
    },
    true,
  );
  // A second after load: the largest paint can land a few frames after the load event, and a
  // fetch begun before it, however low its priority, shares the network with it (Lighthouse's
  // throttled model then counted the runtime against LCP). A press within that second runs it
  // at once all the same.
  const afterLargestPaint = (task: () => void) => setTimeout(task, prefetchDelayMs);
  addEventListener(
    'load',
    () =>
      afterLargestPaint(() =>
        whenIdle(() => {
          if (started || savesData()) return;
          for (const href of files.async) {
            const link = document.createElement('link');
            link.rel = 'prefetch';
            link.setAttribute('as', 'script');
            link.setAttribute('fetchpriority', 'low');
            link.href = href;
            document.head.append(link);
          }
        }),
      ),
    { once: true },
  );
  return { load };
}
