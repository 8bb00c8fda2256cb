import { fireEvent } from '@testing-library/react';
import { bootstrap } from './runtime-bootstrap';

/** A page as the build leaves it: the bootstrap in <head>, an island with radios and buttons. */
function loadPage() {
  document.head.innerHTML =
    '<script id="runtime-on-demand" data-async="/a.js /b.js" data-nomodule="/poly.js"></script>';
  document.body.innerHTML = `
    <section data-island="panel">
      <input type="radio" name="frequency" value="528" id="f528" data-echo-text="528 Hz" checked>
      <input type="radio" name="frequency" value="963" id="f963" data-echo-text="963 Hz">
      <input type="radio" name="mode" value="wealth" id="wealth" data-echo-text="Wealth mode" checked>
      <input type="radio" name="mode" value="power" id="power" data-echo-text="Power mode">
      <p><span data-echo="frequency">528 Hz</span> · <span data-echo="mode">Wealth mode</span></p>
      <button type="button" name="press" value="toggleTransmission">Activate</button>
      <button type="reset" name="press" value="reset">Reset</button>
      <button type="button">Unnamed</button>
    </section>
    <input type="radio" name="outside" value="x" id="outside">`;
  bootstrap(document.getElementById('runtime-on-demand') as HTMLScriptElement);
}

const runtimeScripts = () =>
  [...document.head.querySelectorAll('script[src]')].map((script) => [
    script.getAttribute('src'),
    script.hasAttribute('async') ? 'async' : 'nomodule',
  ]);
const byId = (id: string) => document.getElementById(id) as HTMLInputElement;
const configuration = () => document.querySelector('p')!.textContent;

// The bootstrap listens on the window for the page's life, so one page serves the whole story.
beforeAll(loadPage);

it('fetches nothing until the visitor first interacts, then the runtime once, in order', () => {
  expect(runtimeScripts()).toEqual([]);
  fireEvent.keyDown(document.body, { key: 'Tab' });
  const expected = [
    ['/a.js', 'async'],
    ['/b.js', 'async'],
    ['/poly.js', 'nomodule'],
  ];
  expect(runtimeScripts()).toEqual(expected);
  fireEvent.pointerDown(document.body);
  fireEvent.focusIn(byId('f963'));
  expect(runtimeScripts()).toEqual(expected);
});

it('records choices and presses in an island in order, keeping its echoes in step', () => {
  // A browser restoring form state on reload fires no change event: it is read when parsed.
  byId('power').checked = true;
  document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
  expect(configuration()).toBe('528 Hz · Power mode');

  fireEvent.click(byId('f963'));
  expect(configuration()).toBe('963 Hz · Power mode');
  fireEvent.click(byId('wealth'));
  expect(configuration()).toBe('963 Hz · Wealth mode');
  fireEvent.click(byId('power'));
  fireEvent.click(document.querySelector('button[value="toggleTransmission"]')!);
  fireEvent.click(document.querySelector('button:not([name])')!);
  fireEvent.click(byId('outside'));
  expect(configuration()).toBe('963 Hz · Power mode');

  fireEvent.click(document.querySelector('button[value="reset"]')!);
  // A reset puts the radios back to their defaults, as the replay will.
  expect(byId('f528').checked).toBe(true);
  expect(byId('wealth').checked).toBe(true);
  expect(configuration()).toBe('528 Hz · Wealth mode');

  fireEvent.click(byId('f963'));
  expect(window.__early!.take('panel')).toEqual([
    ['mode', 'power'],
    ['frequency', '963'],
    ['mode', 'wealth'],
    ['mode', 'power'],
    ['press', 'toggleTransmission'],
    ['press', 'reset'],
    ['frequency', '963'],
  ]);
});

it('leaves an island alone once React has taken its inputs', () => {
  fireEvent.click(byId('power'));
  fireEvent.click(document.querySelector('button[value="toggleTransmission"]')!);
  expect(configuration()).toBe('963 Hz · Wealth mode');
  expect(window.__early!.take('panel')).toEqual([]);
  expect(window.__early!.take('elsewhere')).toEqual([]);
});
