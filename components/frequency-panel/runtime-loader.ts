/**
 * Loading and failure (browser code, run by the bootstrap). The page loads without Next's
 * runtime; a second after load, once idle, the browser fetches it at the lowest priority without
 * running it (not when the visitor asked to save data); the first press, touch, key or focus runs
 * it, from the cache by then, and React hydrates. Should a script of it fail, the loader says why
 * at once, and asks for it again, in place, when told to.
 */
import type { RuntimeFailure } from './early-marks';
import { chunkDirectory } from './trusted-types';

/** How long the runtime may go unanswered before the panel says it could not load. */
export const patienceMs = 8000;

/** How long after load the prefetch waits (clear of the largest paint), then for idle. */
export const prefetchDelayMs = 1000;

/** What brings the runtime in; a click that came with none of the others is a screen reader's. */
const firstInteraction = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click'];

const savesData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;

const whenIdle = (task: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 3000 }) : setTimeout(task);

/** A script that did not arrive: with no connection, or with the server's answer (a 404). */
const whyFailed = async (src: string): Promise<RuntimeFailure> =>
  navigator.onLine
    ? fetch(src, { method: 'HEAD', cache: 'no-store' }).then(
        () => 'unavailable',
        () => 'offline',
      )
    : 'offline';

/**
 * Starts listening for the first interaction. `files` are the runtime's scripts, as the build
 * listed them; `onFailure` hears why they are not running, as soon as a failure is known, or
 * once they have gone unanswered for `patienceMs`.
 */
export function runtimeLoader(files: readonly string[], onFailure: (why: RuntimeFailure) => void) {
  let patience: ReturnType<typeof setTimeout> | undefined;
  const failed = new Set<string>();
  const interaction = new AbortController();
  const watch = new AbortController();

  // Inserted by script, each runs as soon as it arrives, as the async tags they replace did.
  const request = (sources: Iterable<string>) => {
    clearTimeout(patience);
    patience = setTimeout(() => onFailure('unavailable'), patienceMs);
    for (const src of sources) {
      document.head.append(Object.assign(document.createElement('script'), { src }));
    }
  };
  const load = () => {
    interaction.abort();
    // After the next frame: the press that brought it in is acknowledged on screen first.
    requestAnimationFrame(() => setTimeout(() => request(files)));
  };
  for (const type of firstInteraction) {
    addEventListener(type, load, { capture: true, passive: true, signal: interaction.signal });
  }

  // The runtime's scripts and the chunks it loads itself, after a deploy removed them, say.
  addEventListener(
    'error',
    ({ target }) => {
      if (!(target instanceof HTMLScriptElement) || !target.src) return;
      if (!new URL(target.src).pathname.startsWith(chunkDirectory)) return;
      clearTimeout(patience);
      target.remove();
      // As written: Turbopack knows a chunk by its script's src attribute.
      failed.add(target.getAttribute('src')!);
      void whyFailed(target.src).then((why) => watch.signal.aborted || onFailure(why));
    },
    { capture: true, signal: watch.signal },
  );

  // A fetch into the HTTP cache, not <link rel=prefetch>: CSP3 puts a prefetch under default-src
  // ('none'), and Firefox refuses it; a fetch of the site's own files is connect-src's 'self'.
  const prefetch = () => {
    if (interaction.signal.aborted || savesData()) return;
    for (const src of files) {
      fetch(src, { priority: 'low' })
        .then((response) => response.blob())
        .catch(() => {});
    }
  };
  addEventListener('load', () => setTimeout(() => whenIdle(prefetch), prefetchDelayMs), {
    once: true,
  });

  return {
    /** Asks again, in place, for the scripts that failed. */
    retry() {
      const again = [...failed];
      failed.clear();
      if (again.length > 0) request(again);
    },
    /** The panel is running: nothing more to wait for. */
    done() {
      clearTimeout(patience);
      watch.abort();
    },
  };
}
