import { earlyMarks, earlyMessageKeys, presses, type EarlyMessages } from './early-marks';
import { lastAsk, showNote } from './early-note';

const words: EarlyMessages = {
  starting: 'Starting…',
  activate: 'Could not start.',
  pause: 'Could not pause.',
  reset: 'Could not reset.',
  sound: 'Sound could not start.',
  offline: 'Offline.',
  unavailable: 'Could not load.',
  tryAgain: 'Try again',
  reload: 'Reload',
};

describe('lastAsk', () => {
  const press = (value: string) => [presses.name, value] as const;
  it.each([
    [[], null],
    [[['frequency', '963']], null],
    [[press(presses.transmission)], 'activate'],
    [[press(presses.transmission), ['frequency', '963'], press(presses.transmission)], 'pause'],
    [[press(presses.transmission), press(presses.reset)], 'reset'],
    [[press(presses.transmission), press(presses.reset), press(presses.transmission)], 'activate'],
    [[press(presses.transmission), press(presses.sound)], 'sound'],
  ] as const)('reads %j as the visitor asking to %s', (inputs, ask) => {
    expect(lastAsk(inputs)).toBe(ask);
  });
});

describe('showNote', () => {
  beforeAll(() => {
    document.body.innerHTML = `
      <p role="status" ${earlyMarks.note}="${earlyMessageKeys.map((key) => words[key]).join('\n')}"></p>
      <button ${earlyMarks.retry} hidden>Reload</button>
      <button id="activate">Activate</button>
      <button id="sound">Sound</button>`;
  });
  const note = () => document.querySelector('[role="status"]')!.textContent;
  const retry = () => document.querySelector<HTMLButtonElement>(`[${earlyMarks.retry}]`)!;
  const pending = () => [...document.querySelectorAll(`[${earlyMarks.pending}]`)].map((b) => b.id);

  it('acknowledges each waiting press at once', () => {
    showNote({ say: 'starting' }, document.getElementById('activate'));
    showNote({ say: 'starting' }, document.getElementById('sound'));
    expect(note()).toBe('Starting…');
    expect(pending()).toEqual(['activate', 'sound']);
    expect(retry().hidden).toBe(true);
  });

  it('names the press a failure kept from happening, then why, beside the way to try again', () => {
    showNote({ say: 'unavailable', ask: 'sound' });
    expect(note()).toBe('Sound could not start. Could not load.');
    expect(retry()).toHaveTextContent('Reload');
    expect(retry().hidden).toBe(false);
    expect(pending()).toEqual([]);

    showNote({ say: 'offline', ask: null });
    expect(note()).toBe('Offline.');
    expect(retry()).toHaveTextContent('Try again');
  });

  it('says nothing once cleared', () => {
    showNote(null);
    expect(note()).toBe('');
    expect(retry().hidden).toBe(true);
  });
});
