import { shapesFor } from './_lib/shaped';

const shaped = shapesFor('content/panel-note.ts');

/**
 * The controls' note: what it says while the panel's code is on its way, when it could not run
 * (each press it kept from happening, then why), and once it starts after all. The page's inline
 * script says these too: a module of their own, so its bundle takes these words and nothing else
 * (`shaped` only tags it; zod checks it on the server).
 */
export const panelNote = shaped('words', {
  starting: 'Starting the controls…',
  ready: 'The controls are ready. Your choices are kept.',
  couldNot: {
    transmission: 'The transmission could not start.',
    sound: 'Sound could not start.',
  },
  offline:
    'The connection is down. Your choices are kept, and the controls will start as soon as it is back.',
  unavailable: 'The controls could not load. Reload to try again: your choices will be kept.',
  tryAgain: 'Try again',
  reload: 'Reload the controls',
} as const);
