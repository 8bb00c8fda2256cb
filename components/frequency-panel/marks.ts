/**
 * What the panel's markup, its bootstrap and the build agree on: the attributes the bootstrap finds
 * things by before React runs, spelled here only (and in the stylesheet, for `[data-pending]`).
 */
export const marks = {
  /** On the island's root; the build keeps the runtime of a page that has one. */
  island: 'data-island',
  /** On the bootstrap: the runtime's scripts, in order, as the build found them. */
  runtime: 'data-runtime',
  /** On an element restating a radio group's choice (its value: the group's name). */
  echo: 'data-echo',
  /** On each radio: the text its group's echo shows while it is checked. */
  echoText: 'data-echo-text',
  /** On a button whose press waits for the runtime. */
  pending: 'data-pending',
  /** The controls' note, a live region. */
  note: 'data-note',
  /** The button beside the note: Try again, or Reload. */
  retry: 'data-retry',
  /** The `name` of the buttons whose value is their press (machine.ts `Press`, or reset). */
  press: 'press',
} as const;
