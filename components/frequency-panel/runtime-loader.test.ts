import { fireEvent } from '@testing-library/react';
import { patienceMs, prefetchDelayMs, runtimeLoader } from './runtime-loader';

// Each test starts its own loader with its own file names: the window outlives the tests.
let n = 0;
function start() {
  n++;
  const files = [`/_next/static/chunks/a${n}.js`, `/_next/static/chunks/b${n}.js`];
  const onFailure = jest.fn();
  const loader = runtimeLoader(files, onFailure);
  const fetched = (selector: string) =>
    [...document.head.querySelectorAll(selector)]
      .map((e) => new URL(e.getAttribute('src') ?? e.getAttribute('href')!, location.href).pathname)
      .filter((url) => url.match(new RegExp(`[ab]${n}\\.js$`)));
  /** Runs the runtime, as the first press does, and waits out the frame it leaves the press. */
  const run = () => {
    fireEvent.pointerDown(document.body);
    afterTheFrame();
  };
  const scriptOf = (src: string) =>
    [...document.head.querySelectorAll('script')].find((script) => script.src.endsWith(src))!;
  return { files, onFailure, loader, fetched, run, scriptOf };
}

/** What the server answers when asked whether a script is there; a network error rejects. */
const answer = (outcome: 'network error' | number) =>
  outcome === 'network error'
    ? jest.fn().mockRejectedValue(new TypeError('Failed to fetch'))
    : jest.fn().mockResolvedValue({ status: outcome, ok: outcome < 300, blob: async () => null });

/** The frame the runtime leaves the press that brought it in, then the task after it. */
const afterTheFrame = () => {
  jest.runOnlyPendingTimers();
  jest.runOnlyPendingTimers();
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(window, 'fetch');
  Reflect.deleteProperty(navigator, 'onLine');
});

it('runs nothing while the page loads, then, a second later and idle, fetches the runtime into the cache at the lowest priority', () => {
  window.fetch = answer(200);
  const { fetched } = start();
  // Idle at once: what is left to wait for is the second after load, clear of the largest paint.
  window.requestIdleCallback = (task) => (task({} as IdleDeadline), 0);
  window.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(prefetchDelayMs - 1);
  expect(window.fetch).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  Reflect.deleteProperty(window, 'requestIdleCallback');
  expect(jest.mocked(window.fetch).mock.calls).toEqual([
    [`/_next/static/chunks/a${n}.js`, { priority: 'low' }],
    [`/_next/static/chunks/b${n}.js`, { priority: 'low' }],
  ]);
  expect(fetched('script')).toEqual([]);
});

it('fetches nothing ahead for a visitor who asked to save data', () => {
  window.fetch = answer(200);
  Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
  start();
  window.dispatchEvent(new Event('load'));
  jest.runOnlyPendingTimers();
  expect(window.fetch).not.toHaveBeenCalled();
  Reflect.deleteProperty(navigator, 'connection');
});

it('runs the runtime once, on the first interaction, after the frame that acknowledges it', () => {
  const { fetched } = start();
  fireEvent.pointerDown(document.body);
  expect(fetched('script')).toEqual([]);
  afterTheFrame();
  expect(fetched('script')).toEqual([
    `/_next/static/chunks/a${n}.js`,
    `/_next/static/chunks/b${n}.js`,
  ]);
  fireEvent.keyDown(document.body, { key: 'Tab' });
  afterTheFrame();
  expect(fetched('script')).toHaveLength(2);
});

it.each(['touchstart', 'keydown', 'focusin', 'click'])('is brought in by %s too', (type) => {
  const { fetched } = start();
  window.dispatchEvent(new Event(type));
  afterTheFrame();
  expect(fetched('script')).toHaveLength(2);
});

it.each([
  ['the server answers 404', answer(404), true, 'unavailable'],
  ['a request fails as a network error', answer('network error'), true, 'offline'],
  ['the browser knows it is offline', answer(200), false, 'offline'],
] as const)('says why a script failed at once, when %s', async (_, fetch, onLine, why) => {
  window.fetch = fetch;
  Object.defineProperty(navigator, 'onLine', { value: onLine, configurable: true });
  const { run, scriptOf, onFailure } = start();
  run();
  scriptOf(`/_next/static/chunks/b${n}.js`).dispatchEvent(new Event('error'));
  await jest.advanceTimersByTimeAsync(0);
  expect(onFailure.mock.calls).toEqual([[why]]);
});

it('says the runtime could not load when it goes unanswered too long, and only then', () => {
  const { run, onFailure } = start();
  run();
  jest.advanceTimersByTime(patienceMs - 1);
  expect(onFailure).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(onFailure.mock.calls).toEqual([['unavailable']]);
});

it('asks again for exactly the scripts that failed, in place, and hears nothing once done', async () => {
  window.fetch = answer('network error');
  const { run, scriptOf, loader, fetched, onFailure } = start();
  run();
  const failed = `/_next/static/chunks/a${n}.js`;
  scriptOf(failed).dispatchEvent(new Event('error'));
  // A chunk the runtime loads itself counts too; a script from elsewhere does not.
  const chunk = Object.assign(document.createElement('script'), {
    src: `/_next/static/chunks/c${n}.js`,
  });
  const other = Object.assign(document.createElement('script'), { src: '/elsewhere.js' });
  document.head.append(chunk, other);
  chunk.dispatchEvent(new Event('error'));
  other.dispatchEvent(new Event('error'));
  await jest.advanceTimersByTimeAsync(0);
  expect(onFailure).toHaveBeenCalledTimes(2);
  expect(fetched('script')).toEqual([`/_next/static/chunks/b${n}.js`]);

  loader.retry();
  expect(fetched('script')).toEqual([`/_next/static/chunks/b${n}.js`, failed]);
  expect(document.head.querySelector(`script[src$="c${n}.js"]`)).not.toBeNull();
  loader.done();
  scriptOf(failed).dispatchEvent(new Event('error'));
  jest.advanceTimersByTime(patienceMs);
  await jest.advanceTimersByTimeAsync(0);
  expect(onFailure).toHaveBeenCalledTimes(2);
});
