/**
 * What the panel's markup, its bootstrap (bootstrap.ts) and the build agree on: the attributes
 * the bootstrap finds things by before React runs, and the names and values of the panel's
 * buttons, by which it records a press. Every one is spelled here only (and in the stylesheet,
 * which marks a pending press).
 */
export const earlyMarks = {
  /** On the island's root; the build keeps the runtime of a page that has one. */
  island: 'data-island',
  /** On the bootstrap: the runtime's scripts, in order, as the build found them. */
  runtime: 'data-runtime',
  /** On an element restating a radio group's choice (its value: the group's name). */
  echo: 'data-echo',
  /** On each radio: the text its group's echo shows while it is checked. */
  echoText: 'data-echo-text',
  /** Set by the bootstrap on a button pressed before React arrived, until it does. */
  pending: 'data-pending',
  /** The live region the bootstrap speaks in; its value holds the messages, one a line. */
  note: 'data-early-note',
  /** A hidden button the bootstrap shows beside a failure: try again, or reload. */
  retry: 'data-early-retry',
} as const;

/** The `name` and `value`s of the panel's buttons, so the bootstrap can record a press. */
export const presses = {
  name: 'press',
  transmission: 'toggleTransmission',
  reset: 'reset',
  sound: 'sound',
} as const;

/** Why the panel's code is not running: no connection, or its files could not be had. */
export type RuntimeFailure = 'offline' | 'unavailable';

/** A press the bootstrap names when it cannot be honoured. */
export type EarlyAsk = 'activate' | 'pause' | 'reset' | 'sound';

/** The words the bootstrap says, in the order the note lists them (React writes them there). */
export const earlyMessageKeys = [
  'starting',
  'offline',
  'unavailable',
  'activate',
  'pause',
  'reset',
  'sound',
  'tryAgain',
  'reload',
] as const satisfies readonly ('starting' | RuntimeFailure | EarlyAsk | 'tryAgain' | 'reload')[];

export type EarlyMessages = Readonly<Record<(typeof earlyMessageKeys)[number], string>>;
