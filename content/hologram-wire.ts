import { shapesFor } from './_lib/shaped';
import { quote } from './_lib/quote';
import { capitalize, countWord } from './_lib/format';
import { markersFor } from './_lib/launch-register';

const shaped = shapesFor('content/hologram-wire.ts');

const { count } = markersFor('content/hologram-wire.ts');

/** The units still available: a count that goes stale, with the day it was last confirmed. */
export const hologramDated = shaped('datedClaims', {
  remaining: count('hologramDated.remaining', '3 remaining', '2026-11-21'),
});

/** The offer's figures, each displayed exactly as written. */
export const hologramOffer = shaped('hologramOffer', {
  price: '$500,000',
  units: '12 units',
  remaining: hologramDated.remaining.text,
  results: 'Results in 72 hours',
} as const);

export const hologramCapabilities = shaped('highlight', [
  {
    icon: 'radio',
    title: 'Resonance mapping',
    description:
      'At the fitting, the Wire learns the rhythm of your days and holds it as a reference field, so it works with you rather than on you.',
  },
  {
    icon: 'sparkles',
    title: 'Intention encoding',
    description:
      'One intention, chosen with the advisor, is set into the device and carried with you through every meeting, flight and negotiation.',
  },
  {
    icon: 'infinity',
    title: 'Abundance alignment',
    description:
      'Attunes your attention to opportunity, so the openings you would once have walked past become the ones you notice first.',
  },
  {
    icon: 'moon',
    title: 'Deep-rest programming',
    description:
      'A night mode that quiets the day’s noise and supports the deep, unbroken sleep on which every good decision depends.',
  },
  {
    icon: 'shield',
    title: 'Field shielding',
    description:
      'Holds a calm perimeter around you in crowded rooms and charged negotiations, so other people’s urgency stays theirs.',
  },
  {
    icon: 'feather',
    title: 'Hand-finished and numbered',
    description:
      'Each unit is made by hand, engraved with its number and yours, and registered to a single owner for life.',
  },
]);

export const hologramPage = shaped('page', {
  eyebrow: 'Private commission',
  title: 'The Hologram Wire',
  lead: 'A personal resonance device, finished by hand in a numbered edition and tuned to a single owner and a single intention at a private fitting with the advisor.',
  offerSection: {
    eyebrow: 'Price and availability',
    title: 'The edition',
    intro:
      'Each Hologram Wire is fitted in person, delivered by hand anywhere in the world and recalibrated with the advisor for its first year. When the edition is placed, it will not be made again.',
    facts: [
      { label: 'Price per unit', value: hologramOffer.price },
      { label: 'Edition', value: hologramOffer.units },
      { label: 'Available', value: hologramOffer.remaining },
      { label: 'Stated timeframe', value: hologramOffer.results },
    ],
  },
  capabilitiesSection: {
    title: quote`${capitalize(countWord(hologramCapabilities.length))} capabilities`,
  },
} as const);
