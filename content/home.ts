import { shapesFor } from './_lib/shaped';
import { quote } from './_lib/quote';
import { capitalize, countWord } from './_lib/format';
import { biography } from './about';
import { hologramOffer, hologramPage } from './hologram-wire';
import { innerCircleFacts, innerCircleSeats } from './inner-circle';
import { opportunitiesPage, opportunityCategories } from './opportunities';
import { retreats, retreatsPage } from './retreats';
import { site } from './site';
import { transformationPackages, transformationsPage } from './transformations';

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
  /**
   * The practice's other offers, each by its page's title and figures, and a line of its own:
   * the page's lead is read there, not twice.
   */
  offers: {
    title: 'Four ways to work together',
    entries: [
      {
        href: '/retreats/',
        title: retreatsPage.title,
        figures: [
          `${capitalize(countWord(retreats.length))} a year`,
          retreatsPage.priceRange.value,
        ],
        summary:
          'Time apart with the advisor, alone or among a handful of guests, in places the noise cannot follow.',
      },
      {
        href: '/transformations/',
        title: transformationsPage.title,
        figures: [
          `${capitalize(countWord(transformationPackages.length))} programmes`,
          transformationsPage.priceRange.value,
        ],
        summary:
          'Private programmes of counsel, each set around a question too large for one conversation.',
      },
      {
        href: '/hologram-wire/',
        title: hologramPage.title,
        figures: [hologramOffer.units, hologramOffer.price],
        summary:
          'The advisor’s own device, made in a small numbered edition and placed only at a private fitting.',
      },
      {
        href: '/opportunities/',
        title: opportunitiesPage.title,
        figures: [`${capitalize(countWord(opportunityCategories.length))} categories`],
        summary:
          'Investments, ventures and legacy work, shown to clients and members privately and never advertised.',
      },
    ],
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
