/**
 * What the panel's markup and its bootstrap (bootstrap.ts) agree on: the attributes the
 * bootstrap finds things by before React runs, and the names and values of the panel's buttons,
 * by which it records a press. Shared here so neither spells them twice.
 */
export const earlyMarks = {
  /** On an island's root: its name, under which its early inputs are recorded. */
  island: 'data-island',
  /** On an element restating a radio group's choice (its value: the group's name). */
  echo: 'data-echo',
  /** On each radio: the text its group's echo shows while it is checked. */
  echoText: 'data-echo-text',
  /** Set by the bootstrap on a button pressed before React arrived, until it does. */
  pending: 'data-pending',
  /** The live region the bootstrap speaks in, with its two messages as data-starting and data-failed. */
  note: 'data-early-note',
  /** A hidden button the bootstrap shows when the panel's code could not load. */
  reload: 'data-early-reload',
} as const;

/** The `data-island` name of the frequency panel. */
export const panelIsland = 'frequency-panel';

/** The `name` and `value`s of the panel's buttons, so the bootstrap can record a press. */
export const presses = {
  name: 'press',
  transmission: 'toggleTransmission',
  reset: 'reset',
  sound: 'sound',
} as const;
