/**
 * The panel's runtime (Next's scripts) as the machine's state asks. A second after load, once
 * idle, its files are fetched into the cache without running (not to save data). Arriving, they
 * are fetched again (from the cache, or joining that fetch) and run once all have come: one gone
 * since (a deploy renamed it, the cache let it go) never leaves React half started. A file that
 * fails, fetched or as its script loads, says why at once; only files that never answer wait
 * `patienceMs` to say so, and run should they come after all.
 */
import type { Choices, Failure } from './machine';
import type { PanelStore } from './store';

/** How long the runtime may take before the panel says it could not load. */
export const patienceMs = 8000;
/** How long after load the prefetch waits (clear of the largest paint), then for idle. */
export const prefetchDelayMs = 1000;
/** The history entry's key for the choices a reload keeps. */
const keptKey = 'panelChoices';

/** Offline, if the browser says so or the page itself does not answer; else the file was refused. */
const unreachable = async (): Promise<Failure> =>
  navigator.onLine &&
  (await fetch(location.href, { method: 'HEAD', cache: 'no-store' }).then(Boolean, () => false))
    ? 'unavailable'
    : 'offline';

async function fetchWhole(src: string) {
  const response = await fetch(src).catch(async () => Promise.reject(await unreachable()));
  if (!response.ok) throw 'unavailable' satisfies Failure;
  await response.arrayBuffer();
}

/** Follows `store` with `files`, the runtime's scripts as the build listed them. */
export function followRuntime(store: PanelStore, files: readonly string[]): void {
  // A fetch into the HTTP cache, not <link rel=prefetch>: CSP3 puts a prefetch under default-src
  // ('none'), and Firefox refuses it; a fetch of the site's own files is connect-src's 'self'.
  let fetching: Promise<unknown> | null = null;
  const fetchAll = () =>
    (fetching ??= Promise.all(files.map(fetchWhole)).finally(() => (fetching = null)));
  let patience: ReturnType<typeof setTimeout> | undefined;
  const fail = (why: Failure) => store.send({ type: 'failed', why });
  async function arrive() {
    clearTimeout(patience);
    patience = setTimeout(() => fail('unavailable'), patienceMs);
    try {
      await fetchAll();
    } catch (why) {
      return fail(why as Failure);
    }
    // Inserted by script, each runs as soon as it is read, as the async tags they replace did.
    // One that fails to load (gone since the prefetch, refused, the network down) says so at
    // once, and goes, to be inserted again should the runtime be asked for again.
    for (const src of files) {
      if (document.querySelector(`[src="${src}"]`)) continue;
      const script = Object.assign(document.createElement('script'), { src });
      script.addEventListener('error', () => {
        script.remove();
        void unreachable().then(fail);
      });
      document.head.append(script);
    }
  }

  let phase = store.get().phase;
  store.subscribe(() => {
    const state = store.get();
    if (state.phase === phase) return;
    phase = state.phase;
    // After the next frame: the press that asked for it is acknowledged on screen first.
    if (phase === 'arriving' || phase === 'retrying')
      requestAnimationFrame(() => setTimeout(arrive));
    if (phase !== 'arriving' && phase !== 'retrying') clearTimeout(patience);
    if (phase !== 'reloading') return;
    // Reloads, keeping the choices in the page's history entry for the page as reloaded.
    const { frequency, mode, brainwave } = state;
    const kept: Choices = { frequency, mode, brainwave };
    history.replaceState({ ...(history.state as object), [keptKey]: kept }, '');
    location.reload();
  });
  addEventListener('online', () => store.send({ type: 'online' }));
  const prefetch = () => {
    const { saveData } = (navigator as { connection?: { saveData?: boolean } }).connection ?? {};
    if (phase === 'asleep' && !saveData) fetchAll().catch(() => {});
  };
  // Safari has no requestIdleCallback: there, the next task.
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(prefetch, { timeout: 3000 }) : prefetch();
  addEventListener('load', () => setTimeout(whenIdle, prefetchDelayMs), { once: true });
}

/** The choices kept by the reload that loaded this page, once: the entry forgets them. */
export function takeKeptChoices(): Choices | null {
  const { [keptKey]: kept, ...rest } = (history.state ?? {}) as Record<string, unknown>;
  if (kept) history.replaceState(rest, '');
  return (kept as Choices) ?? null;
}
