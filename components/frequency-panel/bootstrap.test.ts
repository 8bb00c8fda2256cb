import { fireEvent, screen } from '@testing-library/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { panelCopy } from '@/content/frequency-controller';
import { bootstrap } from './bootstrap';
import { earlyMarks } from './early-marks';
import { FrequencyPanel } from './frequency-panel';
import { modeIcons } from './mode-icons';

/** The panel's page as the build leaves it: the bootstrap in <head>, the prerendered panel. */
function loadPage() {
  document.head.innerHTML = `<script ${earlyMarks.runtime}="/_next/static/chunks/a.js /_next/static/chunks/b.js"></script>`;
  document.body.innerHTML = renderToString(createElement(FrequencyPanel, { modeIcons }));
  bootstrap(document.head.querySelector('script')!);
  document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
}

const button = (name: string) => screen.getByRole('button', { name });
const note = () => screen.getByRole('status', { name: panelCopy.noteLabel });
const runtime = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].map(
    (script) => new URL(script.src).pathname,
  );
/** The runtime's scripts fail: the server says whether they are there, unless offline. */
async function scriptsFail(answer: 'offline' | 404) {
  Object.defineProperty(navigator, 'onLine', { value: answer !== 'offline', configurable: true });
  window.fetch = jest.fn().mockResolvedValue({ status: answer, ok: false });
  for (const script of document.head.querySelectorAll('script[src]')) {
    script.dispatchEvent(new Event('error'));
  }
  await jest.advanceTimersByTimeAsync(0);
}
/** The frame the runtime leaves the press that brought it in, then the task after it. */
const afterTheFrame = () => {
  jest.runOnlyPendingTimers();
  jest.runOnlyPendingTimers();
};

// The bootstrap listens on the window for the page's life, so one page serves the whole story.
beforeAll(() => {
  jest.useFakeTimers();
  loadPage();
});
afterAll(() => jest.useRealTimers());

it('acknowledges a press at once, then runs the runtime', () => {
  fireEvent.click(screen.getByRole('radio', { name: /^963 Hz/ }));
  fireEvent.click(button(panelCopy.activate));
  expect(note()).toHaveTextContent(panelCopy.starting);
  expect(button(panelCopy.activate)).toHaveAttribute(earlyMarks.pending);
  afterTheFrame();
  expect(runtime()).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
});

it('offline, says so in place, naming the press, and asks again when the connection is back', async () => {
  await scriptsFail('offline');
  expect(note()).toHaveTextContent(`${panelCopy.couldNot.activate} ${panelCopy.offline}`);
  expect(button(panelCopy.tryAgain)).toBeVisible();
  expect(button(panelCopy.activate)).not.toHaveAttribute(earlyMarks.pending);
  expect(runtime()).toEqual([]);

  window.dispatchEvent(new Event('online'));
  expect(note()).toHaveTextContent(panelCopy.starting);
  expect(screen.queryByRole('button', { name: panelCopy.tryAgain })).toBeNull();
  expect(runtime()).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
});

it('with its files gone, says Sound could not start and offers to reload, and reloads only when asked, keeping the choices', async () => {
  fireEvent.click(screen.getByRole('switch', { name: panelCopy.sound }));
  await scriptsFail(404);
  expect(note()).toHaveTextContent(`${panelCopy.couldNot.sound} ${panelCopy.unavailable}`);
  expect(screen.getByRole('switch', { name: panelCopy.sound })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  fireEvent.click(button(panelCopy.activate));
  expect(note()).toHaveTextContent(`${panelCopy.couldNot.pause} ${panelCopy.unavailable}`);

  // jsdom cannot navigate, and says so: here, that is the reload.
  const navigation = jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(navigation).not.toHaveBeenCalled();
  fireEvent.click(button(panelCopy.reload));
  expect(navigation).toHaveBeenCalledWith(
    expect.objectContaining({ message: expect.stringMatching(/navigation/) }),
  );
  navigation.mockRestore();
  expect(history.state).toEqual({
    earlyChoices: [
      ['frequency', '963'],
      ['mode', 'wealth'],
      ['brainwave', 'alpha'],
    ],
  });
});

it('hands the presses to the panel and gives the note back as React rendered it', () => {
  const handover = window.__early!.take();
  expect(handover.inputs.map(([, value]) => value)).toEqual([
    '963',
    'toggleTransmission',
    'sound',
    'toggleTransmission',
  ]);
  expect(note()).toHaveTextContent('');
  expect(screen.queryByRole('button', { name: panelCopy.reload })).toBeNull();
});
