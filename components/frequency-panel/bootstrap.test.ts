import { fireEvent } from '@testing-library/react';
import { bootstrap, patienceMs } from './bootstrap';
import { installFakeAudio } from './fake-audio-context.test-utils';

/** A page as the build leaves it: the bootstrap in <head>, an island with radios and buttons. */
function loadPage() {
  document.head.innerHTML =
    '<script id="runtime-on-demand" data-async="/_next/static/chunks/a.js"></script>';
  document.body.innerHTML = `
    <section data-island="panel">
      <input type="radio" name="frequency" value="528" id="f528" data-echo-text="528 Hz" checked>
      <input type="radio" name="frequency" value="963" id="f963" data-echo-text="963 Hz">
      <input type="radio" name="mode" value="wealth" id="wealth" data-echo-text="Wealth mode" checked>
      <input type="radio" name="mode" value="power" id="power" data-echo-text="Power mode">
      <p id="configuration"><span data-echo="frequency">528 Hz</span> · <span data-echo="mode">Wealth mode</span></p>
      <p role="status" data-early-note="" data-starting="Starting…" data-failed="Could not load."></p>
      <button type="button" data-early-reload="" hidden>Reload</button>
      <button type="button" name="press" value="toggleTransmission">Activate</button>
      <button type="reset" name="press" value="reset">Reset</button>
      <button type="button" name="press" value="sound" role="switch">Sound</button>
      <button type="button">Unnamed</button>
    </section>
    <input type="radio" name="outside" value="x" id="outside">`;
  bootstrap(document.getElementById('runtime-on-demand') as HTMLScriptElement);
}

const byId = (id: string) => document.getElementById(id) as HTMLInputElement;
const press = (value: string) =>
  document.querySelector<HTMLButtonElement>(`button[value="${value}"]`)!;
const configuration = () => byId('configuration').textContent;
const note = () => document.querySelector('[data-early-note]')!;
const reload = () => document.querySelector<HTMLButtonElement>('[data-early-reload]')!;
const pending = () =>
  [...document.querySelectorAll('[data-pending]')].map((button) => button.textContent);

// The bootstrap listens on the window for the page's life, so one page serves the whole story.
let audio: ReturnType<typeof installFakeAudio>;
beforeAll(() => {
  jest.useFakeTimers();
  audio = installFakeAudio();
  loadPage();
});
afterAll(() => jest.useRealTimers());

it('keeps the echoes of a choice in step with radios the browser restored', () => {
  // A browser restoring form state on reload fires no change event: it is read when parsed.
  byId('power').checked = true;
  document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
  expect(configuration()).toBe('528 Hz · Power mode');
  // Nothing was pressed and the runtime is not on its way: nothing is said.
  jest.advanceTimersByTime(patienceMs * 2);
  expect(note().textContent).toBe('');
});

it('records choices and presses in an island in order, and acknowledges each press at once', () => {
  fireEvent.click(byId('f963'));
  expect(configuration()).toBe('963 Hz · Power mode');
  fireEvent.click(byId('wealth'));
  expect(configuration()).toBe('963 Hz · Wealth mode');
  fireEvent.click(byId('power'));
  expect(note().textContent).toBe('');
  fireEvent.click(press('toggleTransmission'));
  expect(pending()).toEqual(['Activate']);
  expect(note().textContent).toBe('Starting…');
  fireEvent.click(document.querySelector('button:not([name]):not([hidden])')!);
  fireEvent.click(byId('outside'));
  expect(configuration()).toBe('963 Hz · Power mode');

  fireEvent.click(press('reset'));
  // A reset puts the radios back to their defaults, as the replay will.
  expect(byId('f528').checked).toBe(true);
  expect(byId('wealth').checked).toBe(true);
  expect(configuration()).toBe('528 Hz · Wealth mode');
  fireEvent.click(byId('f963'));
  expect(pending()).toEqual(['Activate', 'Reset']);
});

it('owns the island’s presses until React takes it: React, hydrating, neither sees nor drops one', () => {
  // React listens on the document, and stops a press it cannot hydrate for yet.
  const react = jest.fn((event: Event) => event.stopPropagation());
  document.addEventListener('click', react);
  document.addEventListener('change', react);
  fireEvent.click(press('toggleTransmission'));
  fireEvent.click(press('toggleTransmission'));
  expect(react).not.toHaveBeenCalled();
  fireEvent.click(byId('outside'));
  expect(react).toHaveBeenCalled();
  document.removeEventListener('click', react);
  document.removeEventListener('change', react);
});

it('makes the audio context inside an early press of Sound, for the panel to play through', () => {
  fireEvent.click(press('sound'));
  expect(audio.made()[0]!.resumeCalls).toBe(1);
  fireEvent.click(press('sound'));
  expect(audio.made()).toHaveLength(1);
});

it('says the controls could not load when they have not come alive some seconds on', () => {
  jest.advanceTimersByTime(patienceMs - 1);
  expect(note().textContent).toBe('Starting…');
  expect(reload().hidden).toBe(true);
  jest.advanceTimersByTime(1);
  expect(note().textContent).toBe('Could not load.');
  expect(reload().hidden).toBe(false);
  expect(pending()).toEqual([]);
  // A press after that is kept, but promises nothing it cannot keep.
  fireEvent.click(press('toggleTransmission'));
  expect(note().textContent).toBe('Could not load.');
  expect(reload().hidden).toBe(false);
  expect(pending()).toEqual([]);
});

it('hands everything over once, and puts the island back as React rendered it', () => {
  const handover = window.__early!.take('panel');
  expect(handover.inputs).toEqual([
    ['mode', 'power'],
    ['frequency', '963'],
    ['mode', 'wealth'],
    ['mode', 'power'],
    ['press', 'toggleTransmission'],
    ['press', 'reset'],
    ['frequency', '963'],
    ['press', 'toggleTransmission'],
    ['press', 'toggleTransmission'],
    ['press', 'sound'],
    ['press', 'sound'],
    ['press', 'toggleTransmission'],
  ]);
  expect(handover.audioContext).toBe(audio.made()[0]);
  expect(note().textContent).toBe('');
  expect(reload().hidden).toBe(true);
  expect(pending()).toEqual([]);
});

it('leaves an island alone once React has taken it', () => {
  fireEvent.click(byId('power'));
  fireEvent.click(press('toggleTransmission'));
  expect(configuration()).toBe('963 Hz · Wealth mode');
  expect(pending()).toEqual([]);
  expect(window.__early!.take('panel')).toEqual({ inputs: [], audioContext: null });
  expect(window.__early!.take('elsewhere')).toEqual({ inputs: [], audioContext: null });
});
