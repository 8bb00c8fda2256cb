import type {
  BrainwaveState,
  FrequencyPreset,
  FrequencyTestimonial,
  ManifestationMode,
} from './types';

/** The page's opening: its eyebrow, its one h1 and the lead paragraph. */
export const frequencyPage = {
  eyebrow: 'Frequency controller',
  title: 'Tune your frequency',
  lead: 'Compose a private transmission: one Solfeggio frequency, one intention and one brainwave state. Nothing is recorded and nothing leaves your browser.',
} as const;

export const frequencyPresets = [
  {
    hz: 528,
    name: 'Transformation',
    description: 'The tone of renewal, held to open the way for change and for what is new.',
    color: 'emerald',
  },
  {
    hz: 432,
    name: 'Natural harmony',
    description: 'A calm, unhurried resonance for balance and an even, settled mind.',
    color: 'sky',
  },
  {
    hz: 963,
    name: 'Higher consciousness',
    description: 'The crown frequency, reserved for contemplation, insight and oneness.',
    color: 'violet',
  },
  {
    hz: 741,
    name: 'Clarity',
    description: 'For clear thinking and expression, and for untying knotted problems.',
    color: 'amber',
  },
  {
    hz: 852,
    name: 'Inner vision',
    description: 'Returns attention to intuition and restores a sense of inner order.',
    color: 'indigo',
  },
  {
    hz: 396,
    name: 'Liberation',
    description: 'Releases fear and inherited patterns, clearing the ground for what comes next.',
    color: 'rose',
  },
] as const satisfies readonly FrequencyPreset[];

export type Hz = (typeof frequencyPresets)[number]['hz'];

export const manifestationModes = [
  {
    id: 'wealth',
    name: 'Wealth',
    icon: 'gem',
    description:
      'Aligns attention with abundance, stewardship and the quiet confidence of capital.',
  },
  {
    id: 'consciousness',
    name: 'Consciousness',
    icon: 'eye',
    description: 'Widens awareness for reflection, perspective and unhurried decisions.',
  },
  {
    id: 'power',
    name: 'Power',
    icon: 'zap',
    description: 'Gathers resolve and presence for negotiation, leadership and command.',
  },
  {
    id: 'love',
    name: 'Love',
    icon: 'heart',
    description: 'Opens the heart to partnership, family and generosity of spirit.',
  },
  {
    id: 'health',
    name: 'Health',
    icon: 'leaf',
    description: 'Invites rest, recovery and a steadier rhythm of body and mind.',
  },
  {
    id: 'success',
    name: 'Success',
    icon: 'crown',
    description: 'Focuses intention on milestones, recognition and a lasting legacy.',
  },
] as const satisfies readonly ManifestationMode[];

export type ModeId = (typeof manifestationModes)[number]['id'];

/** Ordered from the fastest band to the slowest; the figures are the spec's (section 9). */
export const brainwaveStates = [
  {
    id: 'gamma',
    name: 'Gamma',
    description: 'Heightened perception and peak concentration, for the moments that decide.',
    color: 'gold',
    band: { low: 40, high: 100 },
  },
  {
    id: 'beta',
    name: 'Beta',
    description: 'Alert, analytical and engaged: the waking mind at work.',
    color: 'amber',
    band: { low: 13, high: 39 },
  },
  {
    id: 'alpha',
    name: 'Alpha',
    description: 'Relaxed, receptive focus; the bridge between thought and intuition.',
    color: 'teal',
    band: { low: 8, high: 12 },
  },
  {
    id: 'theta',
    name: 'Theta',
    description: 'Deep meditation and vivid imagery, where an intention takes root.',
    color: 'indigo',
    band: { low: 4, high: 7 },
  },
  {
    id: 'delta',
    name: 'Delta',
    description: 'Dreamless, restorative sleep and the most profound stillness.',
    color: 'violet',
    band: { low: 0.5, high: 3 },
  },
] as const satisfies readonly BrainwaveState[];

export type BrainwaveId = (typeof brainwaveStates)[number]['id'];

/** The labels of the panel. */
export const panelCopy = {
  title: 'Compose your transmission',
  lead: 'Choose one of each. Your selection takes effect at once, even while transmitting.',
  frequencyLegend: 'Frequency',
  modeLegend: 'Manifestation mode',
  brainwaveLegend: 'Brainwave state',
  configurationLabel: 'Current configuration',
  activate: 'Activate transmission',
  pause: 'Pause transmission',
  reset: 'Reset',
} as const;

/** The usage figures of the spec (section 9), written once and quoted by the copy below. */
export const usageFigures = {
  minimumListening: '20 minutes',
  resultsWithin: '21 days',
  libraryFrequencies: '100 frequencies',
} as const;

/** Shown next to the testimonials and next to the 21-day claim. */
export const resultsDisclosure = 'Individual results; not guaranteed; not medical advice.';

export const frequencyTestimonials: readonly FrequencyTestimonial[] = [
  {
    result: 'An acquisition signed after a year’s delay',
    quote:
      'Each morning before negotiations I set 528 Hz, wealth mode, alpha. Eighteen days later the acquisition that had stalled all year was signed, on our terms.',
    name: 'Victoria H., Monaco',
  },
  {
    result: 'Composure before a board vote',
    quote:
      'Twenty minutes of 741 Hz in consciousness mode every evening for a fortnight. I walked into the vote with a calm I had not felt in years.',
    name: 'Julian M., London',
  },
  {
    result: 'A family brought back to one table',
    quote:
      'We kept 432 Hz in love mode playing through the evenings at the villa. By the third week my brother and I were planning the foundation together.',
    name: 'Isabella R., Lake Como',
  },
];

export const usageInstructions = {
  title: 'How to listen',
  intro:
    'The controller composes your configuration. The practice lies in returning to it, quietly and without hurry.',
  facts: [
    { value: usageFigures.minimumListening, label: 'Minimum listening, each session' },
    { value: usageFigures.resultsWithin, label: 'Within which clients describe results' },
    {
      value: `Over ${usageFigures.libraryFrequencies}`,
      label: 'In the full library, opened to clients',
    },
  ],
  steps: [
    {
      title: 'Settle the room',
      body: 'Choose a quiet, dim room and a comfortable seat. Headphones give the most immersive session.',
    },
    {
      title: 'Compose your configuration',
      body: 'One frequency, one manifestation mode and one brainwave state, chosen for the intention you hold today.',
    },
    {
      title: 'Listen without interruption',
      body: `Activate the transmission and listen for at least ${usageFigures.minimumListening}, eyes closed, returning gently to your intention.`,
    },
    {
      title: 'Return each day',
      body: `Keep the same configuration daily; clients describe results within ${usageFigures.resultsWithin}. The full library of over ${usageFigures.libraryFrequencies} is opened to clients in private sessions.`,
    },
  ],
} as const;
