import { shapesFor } from './_lib/shaped';
import type { BrainwaveState, FrequencyPreset, ManifestationMode } from './types';

const shaped = shapesFor('content/frequency-controller.ts');

/** The page's opening: its eyebrow, its one h1 and the lead paragraph. */
export const frequencyPage = shaped('page', {
  eyebrow: 'Frequency controller',
  title: 'Tune your frequency',
  lead: 'Compose a private transmission: a Solfeggio frequency, an intention and a brainwave state. Nothing is recorded.',
  /** The panel the opening leads straight into: its label and introduction stand by the lead. */
  panelSection: {
    eyebrow: 'The instrument',
    title: 'Compose your transmission',
    intro: 'Choose one of each. A change takes effect at once, even while it plays.',
  },
} as const);

export const frequencyPresets = shaped('frequencyPreset', [
  {
    hz: 528,
    name: 'Transformation',
    description: 'The tone of renewal, opening the way for change.',
    color: 'emerald',
  },
  {
    hz: 432,
    name: 'Natural harmony',
    description: 'A calm resonance for balance and a settled mind.',
    color: 'sky',
  },
  {
    hz: 963,
    name: 'Higher consciousness',
    description: 'The crown frequency: contemplation, insight, oneness.',
    color: 'violet',
  },
  {
    hz: 741,
    name: 'Clarity',
    description: 'Clear thinking and expression; knotted problems untied.',
    color: 'amber',
  },
  {
    hz: 852,
    name: 'Inner vision',
    description: 'Returns attention to intuition and inner order.',
    color: 'indigo',
  },
  {
    hz: 396,
    name: 'Liberation',
    description: 'Releases fear and inherited patterns.',
    color: 'rose',
  },
] as const satisfies readonly FrequencyPreset[]);

export type Hz = (typeof frequencyPresets)[number]['hz'];

export const manifestationModes = shaped('manifestationMode', [
  {
    id: 'wealth',
    name: 'Wealth',
    icon: 'gem',
    description: 'Abundance, stewardship and the quiet confidence of capital.',
  },
  {
    id: 'consciousness',
    name: 'Consciousness',
    icon: 'eye',
    description: 'Wider awareness for reflection and perspective.',
  },
  {
    id: 'power',
    name: 'Power',
    icon: 'zap',
    description: 'Resolve and presence for negotiation and command.',
  },
  {
    id: 'love',
    name: 'Love',
    icon: 'heart',
    description: 'Partnership, family and generosity of spirit.',
  },
  {
    id: 'health',
    name: 'Health',
    icon: 'leaf',
    description: 'Rest, recovery and a steadier rhythm of body and mind.',
  },
  {
    id: 'success',
    name: 'Success',
    icon: 'crown',
    description: 'Milestones, recognition and a lasting legacy.',
  },
] as const satisfies readonly ManifestationMode[]);

export type ModeId = (typeof manifestationModes)[number]['id'];

/**
 * Ordered from the fastest band to the slowest; the bands are the client's figures, shown as given.
 * `beatHz` is the binaural beat played for the state: the right ear's offset from the left.
 */
export const brainwaveStates = shaped('brainwaveState', [
  {
    id: 'gamma',
    name: 'Gamma',
    description: 'Peak perception and concentration, for the moments that decide.',
    color: 'gold',
    band: { low: 40, high: 100 },
    beatHz: 40,
  },
  {
    id: 'beta',
    name: 'Beta',
    description: 'Alert, analytical and engaged: the waking mind at work.',
    color: 'amber',
    band: { low: 13, high: 39 },
    beatHz: 18,
  },
  {
    id: 'alpha',
    name: 'Alpha',
    description: 'Relaxed, receptive focus between thought and intuition.',
    color: 'teal',
    band: { low: 8, high: 12 },
    beatHz: 10,
  },
  {
    id: 'theta',
    name: 'Theta',
    description: 'Deep meditation and vivid imagery, where intention takes root.',
    color: 'indigo',
    band: { low: 4, high: 7 },
    beatHz: 6,
  },
  {
    id: 'delta',
    name: 'Delta',
    description: 'Dreamless, restorative sleep and the most profound stillness.',
    color: 'violet',
    band: { low: 0.5, high: 3 },
    beatHz: 2,
  },
] as const satisfies readonly BrainwaveState[]);

export type BrainwaveId = (typeof brainwaveStates)[number]['id'];

/** How the panel states its configuration, its transmission and its sound. */
export const panelWords = shaped('words', {
  frequency: (hz: number) => `${hz} Hz`,
  mode: (name: string) => `${name} mode`,
  brainwave: (name: string, band: string) => `${name} state (${band})`,
  transmitting: 'Transmitting',
  standingBy: 'Standing by',
  /** The active message: its opening is shown, over the configuration; all of it is heard. */
  active: 'Transmission active',
  activeHeard: (hz: number, mode: string, brainwave: string) =>
    `: ${hz} Hz in ${mode.toLowerCase()} mode, ${brainwave.toLowerCase()} state.`,
  /** Said to assistive technology only: the panel shows a message on activation alone. */
  paused: 'Transmission paused.',
  reset: (hz: number, mode: string, brainwave: string) =>
    `Reset to ${hz} Hz, ${mode.toLowerCase()} mode, ${brainwave.toLowerCase()} state.`,
  beat: (brainwave: string, beatHz: number, left: number, right: number) =>
    `${brainwave} beat: ${beatHz} Hz (${left} Hz left, ${right} Hz right).`,
});

/** The labels of the panel. */
export const panelCopy = shaped('words', {
  frequencyLegend: 'Frequency',
  modeLegend: 'Manifestation mode',
  brainwaveLegend: 'Brainwave state',
  configurationLabel: 'Current configuration',
  activate: 'Activate transmission',
  pause: 'Pause transmission',
  reset: 'Reset',
  sound: 'Sound',
  volume: 'Volume',
  /** Follows "Alpha beat: 10 Hz". */
  headphones: 'Use headphones: each ear hears its own tone.',
  noSound: 'Sound needs a browser with Web Audio.',
  /** Said when sound was turned on but could not play; the switch has turned itself off. */
  soundFailed: {
    load: 'Sound is unavailable: the part of the page that plays it did not download. Check your connection, then turn Sound on to try again, or reload the page.',
    start:
      'Sound is unavailable: this browser would not start its audio. Turn Sound on to try again.',
  },
  /** The names of the live regions: what the transmission does, and the controls' note. */
  statusLabel: 'Transmission status',
  noteLabel: 'Controls status',
  /** Shown in place of the controls where JavaScript is off. */
  needsScript:
    'Activating a transmission needs JavaScript, which is off in this browser. Every frequency, mode and state is listed here all the same.',
} as const);

/** The usage figures the client states, written once and quoted by the copy below. */
export const usageFigures = shaped('words', {
  minimumListening: '20 minutes',
  resultsWithin: '21 days',
  libraryFrequencies: '100 frequencies',
} as const);

export const usageInstructions = shaped('usageInstructions', {
  title: 'How to listen',
  intro:
    'The controller composes the configuration; the practice is returning to it, without hurry.',
  facts: [
    { label: 'Each session, at least', value: usageFigures.minimumListening },
    { label: 'Results described in', value: usageFigures.resultsWithin },
    { label: 'In the full library', value: `Over ${usageFigures.libraryFrequencies}` },
  ],
  steps: [
    {
      title: 'Settle the room',
      body: 'A quiet, dim room and a comfortable seat. Headphones are best.',
    },
    {
      title: 'Set your intention',
      body: 'One frequency, one mode and one state, for what you hold today.',
    },
    {
      title: 'Listen, undisturbed',
      body: `Activate the transmission and listen for at least ${usageFigures.minimumListening}, eyes closed.`,
    },
    {
      title: 'Return each day',
      body: 'Keep the same configuration from day to day. The full library opens in private sessions.',
    },
  ],
} as const);
