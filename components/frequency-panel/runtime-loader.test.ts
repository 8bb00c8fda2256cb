import { fireEvent } from '@testing-library/react';
import { prefetchDelayMs, runtimeLoader } from './runtime-loader';

// Each test starts its own loader with its own file names: the window outlives the tests.
let n = 0;
function start() {
  n++;
  const files = {
    async: [`/_next/static/chunks/a${n}.js`, `/_next/static/chunks/b${n}.js`],
    nomodule: [`/_next/static/chunks/p${n}.js`],
  };
  const events = { onStart: jest.fn(), onFailure: jest.fn() };
  const loader = runtimeLoader(files, events);
  const fetched = (selector: string) =>
    [...document.head.querySelectorAll(selector)]
      .map((e) => e.getAttribute('src') ?? e.getAttribute('href'))
      .filter((url) => url?.match(new RegExp(`[abp]${n}\\.js$`)));
  return { files, events, loader, fetched };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('runs nothing while the page loads, then, a second later and idle, prefetches the runtime at the lowest priority', () => {
  const { fetched } = start();
  expect(fetched('script, link')).toEqual([]);
  // Idle at once: what is left to wait for is the second after load, clear of the largest paint.
  window.requestIdleCallback = (task) => (task({} as IdleDeadline), 0);
  window.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(prefetchDelayMs - 1);
  expect(fetched('link[rel="prefetch"]')).toEqual([]);
  jest.advanceTimersByTime(1);
  Reflect.deleteProperty(window, 'requestIdleCallback');
  expect(fetched('link[rel="prefetch"][as="script"]')).toEqual([
    `/_next/static/chunks/a${n}.js`,
    `/_next/static/chunks/b${n}.js`,
  ]);
  expect(document.head.querySelector('link[rel="prefetch"]')).toHaveAttribute(
    'fetchpriority',
    'low',
  );
  expect(fetched('script')).toEqual([]);
});

it('prefetches nothing for a visitor who asked to save data', () => {
  Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
  const { fetched } = start();
  window.dispatchEvent(new Event('load'));
  jest.runOnlyPendingTimers();
  expect(fetched('link')).toEqual([]);
  Reflect.deleteProperty(navigator, 'connection');
});

it('runs the runtime once, on the first interaction, after the frame that acknowledges it', () => {
  const { fetched, events } = start();
  fireEvent.pointerDown(document.body);
  expect(events.onStart).toHaveBeenCalledTimes(1);
  expect(fetched('script')).toEqual([]);
  jest.runAllTimers();
  const scripts = [...document.head.querySelectorAll('script')].slice(-3);
  expect(
    scripts.map((s) => [s.getAttribute('src'), s.hasAttribute('async') ? 'async' : 'nomodule']),
  ).toEqual([
    [`/_next/static/chunks/a${n}.js`, 'async'],
    [`/_next/static/chunks/b${n}.js`, 'async'],
    [`/_next/static/chunks/p${n}.js`, 'nomodule'],
  ]);
  fireEvent.keyDown(document.body, { key: 'Tab' });
  fireEvent.focusIn(document.body);
  jest.runAllTimers();
  expect(fetched('script')).toHaveLength(3);
  expect(events.onStart).toHaveBeenCalledTimes(1);
});

it.each(['touchstart', 'keydown', 'focusin', 'click'])('is brought in by %s too', (type) => {
  const { events } = start();
  window.dispatchEvent(new Event(type));
  expect(events.onStart).toHaveBeenCalled();
});

it('reports a runtime script, or a chunk it loads itself, that fails to load', () => {
  const { events } = start();
  const chunk = document.createElement('script');
  chunk.src = '/_next/static/chunks/later.js';
  document.head.append(chunk);
  chunk.dispatchEvent(new Event('error'));
  expect(events.onFailure).toHaveBeenCalledTimes(1);
  const other = document.createElement('script');
  other.src = '/elsewhere.js';
  document.head.append(other);
  other.dispatchEvent(new Event('error'));
  expect(events.onFailure).toHaveBeenCalledTimes(1);
});
