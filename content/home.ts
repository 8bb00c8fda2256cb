import { shapesFor } from './_lib/shaped';
import { quote } from './_lib/quote';
import { capitalize, countWord } from './_lib/format';
import { biography } from './about';
import { innerCircleFacts, innerCircleSeats } from './inner-circle';
import { site } from './site';

const shaped = shapesFor('content/home.ts');

export const home = shaped('home', {
  eyebrow: 'Private counsel in wealth and consciousness',
  lead: 'For founders, heirs and principals who have built everything but stillness. One advisor, a few clients at a time, and work that stays between us.',
  primaryCta: { href: '/inner-circle/', label: 'Discover the inner circle' },
  secondaryCta: { href: '/frequency-controller/', label: 'Try the frequency controller' },
  innerCircleTeaser: {
    eyebrow: 'By invitation only',
    title: 'The inner circle',
    intro: quote`${capitalize(countWord(innerCircleSeats))} seats, one year, and a council that will meet in person each season. Entry follows a personal screening with the advisor; seats are not sold to the public.`,
    facts: [
      { label: 'Membership', value: innerCircleFacts.price },
      { label: 'Availability', value: innerCircleFacts.seatsRemaining },
      { label: 'Next initiation', value: innerCircleFacts.nextInitiation },
    ],
    cta: { href: '/inner-circle/', label: 'Read about the inner circle' },
  },
  /** Who the advisor is: the name as the headline, over the practice's record. */
  practice: {
    eyebrow: 'The advisor',
    title: site.advisor,
    intro: biography.paragraphs[0]!,
    cta: { href: '/about/', label: 'About the advisor' },
  },
  /** The practice's other offers, each with its own page. */
  offers: {
    title: 'Four ways to work together',
  },
  /** The heading over one client's words, set large. */
  voice: { title: 'In a client’s words' },
  frequencyTeaser: {
    eyebrow: 'An instrument',
    title: 'Tune your frequency',
    intro:
      'Choose a frequency, an intention and a brainwave state, and begin a transmission in your browser. No sign-up, nothing recorded.',
    cta: { href: '/frequency-controller/', label: 'Open the frequency controller' },
  },
} as const);
