import type { InnerCircleTier } from './types';

/** The inner circle's main tier figures, shown on its page and in the home page teaser. */
export const innerCircleFacts = {
  price: '$500,000',
  seatsMaximum: '12 seats maximum',
  seatsRemaining: '11 seats remaining',
  nextInitiation: 'March 2026',
} as const;

export const innerCircleTiers: readonly InnerCircleTier[] = [
  {
    title: 'The Inner Circle',
    price: innerCircleFacts.price,
    description:
      'A year inside the advisor’s private circle: a closed council of twelve principals who meet in person each season and hold one another to the work between gatherings.',
    features: [
      innerCircleFacts.seatsMaximum,
      `Next initiation: ${innerCircleFacts.nextInitiation}`,
      'Four in-person council gatherings a year',
      'A direct line to the advisor, answered personally',
      'Quarterly one-to-one strategy and consciousness sessions',
    ],
    urgency: innerCircleFacts.seatsRemaining,
    isMain: true,
    isVampire: false,
    isUltra: false,
  },
  {
    title: 'The Nocturne Council',
    price: '$750,000',
    description:
      'For members whose lives run after dark: the full inner circle, with its gatherings held at night in private houses and a nocturnal rhythm of counsel built around you.',
    features: [
      'Everything in the Inner Circle',
      'Night-time gatherings in private residences',
      'Monthly one-to-one sessions after sunset',
      'A personal concierge for travel and discretion',
    ],
    urgency: '3 slots',
    isMain: false,
    isVampire: true,
    isUltra: false,
  },
  {
    title: 'The Sovereign Seat',
    price: '$1,000,000',
    description:
      'The advisor’s undivided attention for a year: a single seat, arranged around your family, your holdings and your legacy, with nothing shared and nothing hurried.',
    features: [
      'Everything in the Nocturne Council',
      'Unlimited access to the advisor, worldwide',
      'A private retreat designed for your family each year',
      'Legacy and succession counsel with your own advisers',
    ],
    urgency: 'By invitation',
    isMain: false,
    isVampire: false,
    isUltra: true,
  },
];
