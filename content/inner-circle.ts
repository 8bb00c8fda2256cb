import { shapesFor } from './_lib/shaped';
import { countWord } from './_lib/format';
import { markersFor } from './_lib/launch-register';
import { site } from './site';

const shaped = shapesFor('content/inner-circle.ts');

const { count, next } = markersFor('content/inner-circle.ts');

/** The main tier's size: the most members one council can have. */
export const innerCircleSeats = 12;

/** Seats of the main tier still open: the count `innerCircleDated.seatsRemaining` dates. */
export const innerCircleSeatsOpen = 11;

/**
 * Figures that go stale, each with the day it was last confirmed. Shown as written; `npm run
 * launch-check` fails once the initiation month has passed or a count was confirmed too long ago.
 */
export const innerCircleDated = shaped('datedClaims', {
  seatsRemaining: count(
    'innerCircleDated.seatsRemaining',
    `${innerCircleSeatsOpen} seats remaining`,
    '2026-11-21',
  ),
  nextInitiation: next('innerCircleDated.nextInitiation', '2026-03', '2026-11-21'),
});

/** The inner circle's main tier figures, shown on its page and in the home page teaser. */
export const innerCircleFacts = shaped('innerCircleFacts', {
  price: '$500,000',
  seatsMaximum: `${innerCircleSeats} seats maximum`,
  seatsRemaining: innerCircleDated.seatsRemaining.text,
  nextInitiation: innerCircleDated.nextInitiation.text,
} as const);

export const innerCirclePage = shaped('page', {
  eyebrow: 'Private membership',
  title: 'The inner circle',
  lead: 'A closed council of principals, convened to meet in person each season and hold one another to the work in between.',
  /** The spec's statement (invitation only, after a personal screening): the lead's end. */
  invitationStatement:
    'Access is by invitation only, after a personal screening with the advisor. Seats are never sold to the public.',
  tiersSection: {
    eyebrow: 'Three tiers',
    title: 'Ways to belong',
    intro:
      'Each tier is a year-long commitment. The main programme opens at each initiation; the other two are offered to very few.',
  },
} as const);

/** Who is invited, and how the screening works. */
export const qualification = shaped('textSection', {
  eyebrow: 'Who is invited',
  heading: 'Qualification',
  paragraphs: [
    'The inner circle is not bought; it is offered. Before any invitation, the advisor meets each candidate personally, to be sure the circle is right for them and they are right for the circle.',
  ],
  items: [
    {
      title: 'An introduction',
      description:
        'Most candidates are introduced by a member or a client. Others begin with a private message or call to the office.',
    },
    {
      title: 'Means',
      description:
        'Resources that make the fee a considered decision rather than a strain: the work asks for your full attention, not your last reserves.',
    },
    {
      title: 'Readiness',
      description:
        'A willingness to do the work between gatherings, and to be candid with peers who will be candid with you.',
    },
    {
      title: 'Discretion',
      description:
        'A commitment to keep in confidence everything shared in council, by every member, for good.',
    },
    {
      title: 'A personal screening',
      description:
        'One or two private conversations with the advisor, in person or by telephone. An invitation follows only if both sides are sure.',
    },
  ],
});

/** How the fee is paid once an invitation is accepted. Nothing is paid through this site. */
export const paymentMethods = shaped('textSection', {
  eyebrow: 'After an invitation',
  heading: 'Payment methods',
  paragraphs: [
    'Nothing is paid on this site. Once you accept an invitation, the office sends an engagement letter with the payment instructions for your tier.',
  ],
  items: [
    {
      title: 'Wire transfer',
      description:
        'In full, to the account named in your engagement letter. Always confirm the details with the office by telephone before you send a transfer.',
    },
    {
      title: 'Staged payments',
      description: `In up to four instalments, arranged with our credit partner, ${site.creditPartner.name}, and subject to its own approval and terms.`,
    },
    {
      title: 'Through your family office',
      description:
        'Payment from a family office, trust or holding company you control, with the documentation your own advisors require.',
    },
  ],
});

export const innerCircleTiers = shaped('innerCircleTier', [
  {
    title: 'The Inner Circle',
    price: innerCircleFacts.price,
    description: `A year inside the advisor’s private circle: a closed council of at most ${countWord(innerCircleSeats)} principals, meeting in person each season from the initiation and holding one another to the work between gatherings.`,
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
      'Unlimited access to the advisor, worldwide',
      'A private retreat designed for your family each year',
      'Legacy and succession counsel with your own advisors',
    ],
    urgency: 'By invitation',
    isMain: false,
    isVampire: false,
    isUltra: true,
  },
]);
