import { fireEvent } from '@testing-library/react';
import { earlyMarks, presses } from './early-marks';
import { recordEarlyPresses } from './early-presses';
import { installFakeAudio } from './fake-audio-context.test-utils';

/** The panel as prerendered: radios with their echo texts, the configuration, its buttons. */
function loadIsland() {
  document.body.innerHTML = `
    <section ${earlyMarks.island}>
      <input type="radio" name="frequency" value="528" id="f528" ${earlyMarks.echoText}="528 Hz" checked>
      <input type="radio" name="frequency" value="963" id="f963" ${earlyMarks.echoText}="963 Hz">
      <input type="radio" name="mode" value="wealth" id="wealth" ${earlyMarks.echoText}="Wealth mode" checked>
      <input type="radio" name="mode" value="power" id="power" ${earlyMarks.echoText}="Power mode">
      <p id="configuration"><span ${earlyMarks.echo}="frequency">528 Hz</span> · <span ${earlyMarks.echo}="mode">Wealth mode</span></p>
      <button type="button" ${earlyMarks.retry} hidden>Try again</button>
      <button type="button" name="${presses.name}" value="${presses.transmission}">Activate</button>
      <button type="reset" name="${presses.name}" value="${presses.reset}">Reset</button>
      <button type="button" name="${presses.name}" value="${presses.sound}" role="switch">Sound</button>
    </section>
    <input type="radio" name="outside" value="x" id="outside">`;
}

const byId = (id: string) => document.getElementById(id) as HTMLInputElement;
const press = (value: string) =>
  document.querySelector<HTMLButtonElement>(`button[value="${value}"]`)!;
const configuration = () => byId('configuration').textContent;

// The recorder listens on the window for the page's life, so one page serves the whole story.
const onInput = jest.fn();
const onRetry = jest.fn();
let early: ReturnType<typeof recordEarlyPresses>;
let audio: ReturnType<typeof installFakeAudio>;
beforeAll(() => {
  audio = installFakeAudio();
  // Back from a reload that kept 963 Hz, in a browser that also restored Power by itself.
  history.replaceState({ other: 1, earlyChoices: [['frequency', '963']] }, '');
  early = recordEarlyPresses(onInput, onRetry);
  loadIsland();
  byId('power').checked = true;
  document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
});

it('puts back the choices kept through a reload, and records what the browser restored', () => {
  expect(byId('f963').checked).toBe(true);
  expect(configuration()).toBe('963 Hz · Power mode');
  expect(history.state).toEqual({ other: 1 });
  expect(onInput.mock.lastCall).toEqual([
    [
      ['frequency', '963'],
      ['mode', 'power'],
    ],
    null,
  ]);
});

it('records choices and presses in order, with the button pressed, and keeps echoes in step', () => {
  fireEvent.click(byId('wealth'));
  expect(configuration()).toBe('963 Hz · Wealth mode');
  fireEvent.click(press(presses.transmission));
  expect(onInput).toHaveBeenLastCalledWith(expect.anything(), press(presses.transmission));
  fireEvent.click(byId('outside'));
  // A reset puts the radios back to their defaults, as the replay will.
  fireEvent.click(press(presses.reset));
  expect(byId('f528').checked).toBe(true);
  expect(configuration()).toBe('528 Hz · Wealth mode');
  expect(onInput.mock.lastCall![0]).toEqual([
    ['frequency', '963'],
    ['mode', 'power'],
    ['mode', 'wealth'],
    [presses.name, presses.transmission],
    [presses.name, presses.reset],
  ]);
});

it('owns the island’s presses until the panel takes it: React, hydrating, neither sees nor drops one', () => {
  const react = jest.fn((event: Event) => event.stopPropagation());
  document.addEventListener('click', react);
  fireEvent.click(press(presses.transmission));
  expect(react).not.toHaveBeenCalled();
  fireEvent.click(byId('outside'));
  expect(react).toHaveBeenCalledTimes(1);
  document.removeEventListener('click', react);
});

it('makes one audio context inside an early press of Sound, for the panel to play through', () => {
  fireEvent.click(press(presses.sound));
  fireEvent.click(press(presses.sound));
  expect(audio.made()).toHaveLength(1);
  expect(audio.made()[0]!.resumeCalls).toBe(1);
});

it('hears a press of the retry button without recording it', () => {
  const recorded = onInput.mock.calls.length;
  fireEvent.click(document.querySelector(`[${earlyMarks.retry}]`)!);
  expect(onRetry).toHaveBeenCalledTimes(1);
  expect(onInput).toHaveBeenCalledTimes(recorded);
});

it('hands everything over once, then leaves the island to React', () => {
  const handover = early.take();
  expect(handover.inputs.slice(-3)).toEqual([
    [presses.name, presses.transmission],
    [presses.name, presses.sound],
    [presses.name, presses.sound],
  ]);
  expect(handover.audioContext).toBe(audio.made()[0]);

  const react = jest.fn();
  document.addEventListener('click', react);
  fireEvent.click(byId('power'));
  expect(react).toHaveBeenCalled();
  expect(configuration()).toBe('528 Hz · Wealth mode');
  expect(early.take()).toEqual({ inputs: [], audioContext: null });
});
