import { shapesFor } from './_lib/shaped';

const shaped = shapesFor('content/labels.ts');

/** The words that name an offer's flags, printed over its name; no colour stands in for them. */
export const badgeLabels = shaped('words', {
  luxury: 'Luxury',
  nocturnal: 'Nocturnal',
  main: 'Main programme',
  ultra: 'Ultra',
} as const);

export type BadgeKey = keyof typeof badgeLabels;

/** The names of the offer cards' facts and lists; the facts' names are read by screen readers. */
export const cardLabels = shaped('words', {
  price: 'Price',
  capacity: 'Capacity',
  duration: 'Duration',
  availability: 'Availability',
  /** A retreat's features. */
  included: 'Included',
  /** A transformation package's outcomes. */
  outcomes: 'Outcomes',
  /** An inner-circle tier's features. */
  membership: 'Membership includes',
  /** An opportunity's benefits and its investment. */
  benefits: 'Benefits',
  investment: 'Investment',
  /** Attributes a package's testimonial under it: "A client of Awakening". */
  clientOf: 'A client of',
  /** Attributes one read away from its package (the home page's): names what the package is. */
  clientOfProgramme: (name: string) => `A client of the ${name} programme`,
} as const);
