import { initialState } from './machine';
import { createStore, type PanelStore } from './store';
import { followRuntime, patienceMs, prefetchDelayMs, takeKeptChoices } from './runtime-loader';

// Each test starts its own runtime with its own file names: the window outlives the tests.
let n = 0;
let files: string[];
let store: PanelStore;
/** What the server answers for each address: a status, or no answer at all (a network error). */
let answers: Record<string, number | 'network error' | 'never'>;

beforeEach(() => {
  jest.useFakeTimers();
  n++;
  files = [`/_next/static/chunks/a${n}.js`, `/_next/static/chunks/b${n}.js`];
  answers = {};
  window.fetch = jest.fn((input: RequestInfo | URL) => {
    const path = new URL(String(input), location.href).pathname;
    const answer = answers[path] ?? 200;
    if (answer === 'never') return new Promise(() => {});
    if (answer === 'network error') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve({ ok: answer < 300, arrayBuffer: async () => new ArrayBuffer(0) });
  }) as typeof fetch;
  store = createStore();
  followRuntime(store, files);
});
afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(window, 'fetch');
  Reflect.deleteProperty(navigator, 'onLine');
});

const fetched = () => jest.mocked(window.fetch).mock.calls.map(([input]) => String(input));
const inserted = () =>
  [...document.head.querySelectorAll('script')]
    .map((script) => new URL(script.src).pathname)
    .filter((path) => files.includes(path));
/** Asks for the runtime, as the first touch does, and lets the frame it leaves the press pass. */
async function wake() {
  store.send({ type: 'wake' });
  await jest.advanceTimersByTimeAsync(20);
}

it('fetches the runtime a second after load, once idle, without running it', async () => {
  window.requestIdleCallback = (task) => (task({} as IdleDeadline), 0);
  window.dispatchEvent(new Event('load'));
  await jest.advanceTimersByTimeAsync(prefetchDelayMs - 1);
  expect(fetched()).toEqual([]);
  await jest.advanceTimersByTimeAsync(1);
  Reflect.deleteProperty(window, 'requestIdleCallback');
  expect(fetched()).toEqual(files);
  expect(inserted()).toEqual([]);
});

it('runs the runtime once every file has come, and only then', async () => {
  answers[files[1]!] = 'never';
  await wake();
  expect(inserted()).toEqual([]);
  expect(store.get().phase).toBe('arriving');
});

it('runs every file in order once all have come', async () => {
  await wake();
  expect(inserted()).toEqual(files);
});

it.each([
  ['a file answers 404', { file: 404 }, true, 'unavailable'],
  ['a file is refused while the page answers', { file: 'network error' }, true, 'unavailable'],
  [
    'a file and the page go unanswered',
    { file: 'network error', page: 'network error' },
    true,
    'offline',
  ],
  ['the browser is offline', { file: 'network error' }, false, 'offline'],
] as const)('says why at once, and runs nothing, when %s', async (_, answer, onLine, why) => {
  Object.defineProperty(navigator, 'onLine', { value: onLine, configurable: true });
  answers[files[0]!] = answer.file;
  if ('page' in answer) answers[location.pathname] = answer.page;
  store.send({ type: 'press', press: 'transmission' });
  await jest.advanceTimersByTimeAsync(20);
  expect(store.get()).toMatchObject({ phase: 'failed', why });
  expect(inserted()).toEqual([]);
});

it('fetches the files again on the first touch, so one gone since the prefetch runs nothing', async () => {
  window.requestIdleCallback = (task) => (task({} as IdleDeadline), 0);
  window.dispatchEvent(new Event('load'));
  await jest.advanceTimersByTimeAsync(prefetchDelayMs);
  Reflect.deleteProperty(window, 'requestIdleCallback');
  answers[files[1]!] = 404;
  await wake();
  expect(store.get()).toMatchObject({ phase: 'failed', why: 'unavailable' });
  expect(inserted()).toEqual([]);
});

/** The browser's word that a script it was given could not load (gone, refused, no network). */
const failToLoad = (path: string) =>
  document.head.querySelector(`script[src="${path}"]`)!.dispatchEvent(new Event('error'));

it.each([
  ['gone or refused, the page answering', {}, true, 'unavailable'],
  ['unanswered, as is the page', { page: 'network error' }, true, 'offline'],
  ['unanswered, the browser offline', {}, false, 'offline'],
] as const)(
  'says why at once when a file fetched ahead fails to load as it runs: %s',
  async (_, answer, onLine, why) => {
    await wake();
    expect(inserted()).toEqual(files);
    Object.defineProperty(navigator, 'onLine', { value: onLine, configurable: true });
    if ('page' in answer) answers[location.pathname] = answer.page;
    failToLoad(files[1]!);
    await jest.advanceTimersByTimeAsync(0);
    expect(store.get()).toMatchObject({ phase: 'failed', why });
  },
);

it('asks again, once the connection is back, only for the script that could not load', async () => {
  Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
  await wake();
  failToLoad(files[1]!);
  await jest.advanceTimersByTimeAsync(0);
  expect(store.get()).toMatchObject({ phase: 'failed', why: 'offline' });
  expect(inserted()).toEqual([files[0]]);
  Reflect.deleteProperty(navigator, 'onLine');
  window.dispatchEvent(new Event('online'));
  await jest.advanceTimersByTimeAsync(20);
  expect(inserted()).toEqual(files);
  expect(store.get().phase).toBe('retrying');
});

it('says it could not load when the files take too long, and runs them should they come after all', async () => {
  let come!: () => void;
  const late = new Promise<void>((resolve) => (come = resolve));
  jest.mocked(window.fetch).mockImplementation(async () => {
    await late;
    return { ok: true, arrayBuffer: async () => new ArrayBuffer(0) } as Response;
  });
  await wake();
  await jest.advanceTimersByTimeAsync(patienceMs);
  expect(store.get()).toMatchObject({ phase: 'failed', why: 'unavailable' });
  come();
  await jest.advanceTimersByTimeAsync(0);
  expect(inserted()).toEqual(files);
});

it('asks again when the connection is back, and says it is ready once it runs', async () => {
  Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
  answers[files[0]!] = 'network error';
  await wake();
  expect(store.get()).toMatchObject({ phase: 'failed', why: 'offline' });
  Reflect.deleteProperty(navigator, 'onLine');
  answers[files[0]!] = 200;
  window.dispatchEvent(new Event('online'));
  await jest.advanceTimersByTimeAsync(20);
  expect(inserted()).toEqual(files);
  expect(store.get().phase).toBe('retrying');
  await jest.advanceTimersByTimeAsync(patienceMs);
  store.send({ type: 'arrived' });
  expect(store.get().phase).toBe('ready');
});

it('reloads when asked, keeping the choices for the page as reloaded, which takes them once', async () => {
  const reloaded = createStore({
    ...initialState,
    frequency: 963,
    mode: 'power',
    phase: 'failed',
    why: 'unavailable',
  });
  followRuntime(reloaded, files);
  // jsdom cannot navigate, and says so: here, that is the reload.
  const navigation = jest.spyOn(console, 'error').mockImplementation(() => {});
  reloaded.send({ type: 'retry' });
  expect(navigation).toHaveBeenCalledWith(
    expect.objectContaining({ message: expect.stringMatching(/navigation/) }),
  );
  navigation.mockRestore();
  expect(takeKeptChoices()).toEqual({ frequency: 963, mode: 'power', brainwave: 'alpha' });
  expect(takeKeptChoices()).toBeNull();
});
