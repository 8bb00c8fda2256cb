import { fireEvent, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { panelCopy } from '@/content/frequency-controller';
import { panelNote } from '@/content/panel-note';
import { bootstrap } from './bootstrap';
import { describeChoice } from './describe';
import { FrequencyPanel } from './frequency-panel';
import { marks } from './marks';

/** The panel's page as the build leaves it: the bootstrap in <head>, the prerendered panel. */
function loadPage() {
  document.head.innerHTML = `<script ${marks.runtime}="/_next/static/chunks/a.js /_next/static/chunks/b.js"></script>`;
  document.body.innerHTML = renderToString(createElement(FrequencyPanel));
  bootstrap(document.head.querySelector('script')!);
  document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
}

const button = (name: string) => screen.getByRole('button', { name });
const radio = (group: string, value: string) =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('radio')
    .find((input) => (input as HTMLInputElement).value === value)!;
const note = () => screen.getByRole('status', { name: panelCopy.noteLabel });
const configuration = () => document.getElementById('panel-configuration')!;
const runtime = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].map(
    (script) => new URL(script.src).pathname,
  );
/** The server's answer to every request: the runtime's files, and the page itself. */
const answer = (status: number) =>
  (window.fetch = jest.fn().mockResolvedValue({
    ok: status < 300,
    arrayBuffer: async () => new ArrayBuffer(0),
  }));

// The bootstrap listens on the window for the page's life, so one page serves the whole story.
beforeAll(() => {
  jest.useFakeTimers();
  loadPage();
});
afterAll(() => jest.useRealTimers());

it('draws a choice and a press at once: the echo, the press marked, the note starting', () => {
  answer(404);
  fireEvent.click(radio(panelCopy.frequencyLegend, '963'));
  fireEvent.click(button(panelCopy.activate));
  expect(configuration()).toHaveTextContent(describeChoice.frequency(963));
  expect(button(panelCopy.activate)).toHaveAttribute(marks.pending);
  expect(note()).toHaveTextContent(panelNote.starting);
});

it('resets at once before React runs: the defaults back, the waiting transmission taken back', () => {
  fireEvent.click(radio(panelCopy.modeLegend, 'power'));
  fireEvent.click(button(panelCopy.reset));
  expect(radio(panelCopy.frequencyLegend, '528')).toBeChecked();
  expect(radio(panelCopy.modeLegend, 'wealth')).toBeChecked();
  expect(configuration()).toHaveTextContent(describeChoice.mode('wealth'));
  expect(button(panelCopy.activate)).not.toHaveAttribute(marks.pending);
  expect(note()).toHaveTextContent('');
});

it('says in place which presses could not happen, with Reload, and runs nothing', async () => {
  fireEvent.click(radio(panelCopy.frequencyLegend, '963'));
  fireEvent.click(screen.getByRole('switch', { name: panelCopy.sound }));
  fireEvent.click(button(panelCopy.activate));
  await jest.advanceTimersByTimeAsync(20);
  expect(note()).toHaveTextContent(
    `${panelNote.couldNot.sound} ${panelNote.couldNot.transmission} ${panelNote.unavailable}`,
  );
  expect(button(panelNote.reload)).toBeVisible();
  expect(button(panelCopy.activate)).not.toHaveAttribute(marks.pending);
  expect(runtime()).toEqual([]);
});

it('reloads only when asked, keeping the choices', () => {
  // jsdom cannot navigate, and says so: here, that is the reload.
  const navigation = jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(navigation).not.toHaveBeenCalled();
  fireEvent.click(button(panelNote.reload));
  expect(navigation).toHaveBeenCalledWith(
    expect.objectContaining({ message: expect.stringMatching(/navigation/) }),
  );
  navigation.mockRestore();
  expect(history.state).toEqual({
    panelChoices: { frequency: 963, mode: 'wealth', brainwave: 'alpha' },
  });
});

it('hands the panel to React: it stops drawing and owning the panel’s events', () => {
  window.__panel!.takeOver();
  const changes = jest.fn();
  window.addEventListener('change', changes);
  fireEvent.click(radio(panelCopy.frequencyLegend, '432'));
  expect(changes).toHaveBeenCalled();
  expect(configuration()).toHaveTextContent(describeChoice.frequency(963));
  expect(window.__panel!.store.get().frequency).toBe(963);
});
