import { masteryAreas, yearsInPractice } from './about';
import { capitalize, countWord, priceBounds } from '../app/_lib/format';
import { brainwaveStates, frequencyPresets, manifestationModes } from './frequency-controller';
import { hologramOffer } from './hologram-wire';
import { innerCircleFacts, innerCircleSeats, innerCircleTiers } from './inner-circle';
import { opportunityCategories } from './opportunities';
import { retreats } from './retreats';
import { transformationPackages } from './transformations';
import type { NavItem, Route } from './types';

/** Figures the descriptions quote, each read from the module that holds it. */
const count = (list: readonly unknown[]) => countWord(list.length);
const [retreatLow, retreatHigh] = priceBounds(retreats.map((retreat) => retreat.price));
const [packageLow, packageHigh] = priceBounds(transformationPackages.map((pkg) => pkg.price));
const firstOpportunity = opportunityCategories[0]!;
const lastOpportunity = opportunityCategories[opportunityCategories.length - 1]!;

/** Links shown in the header, in order. */
export const primaryNav: readonly NavItem[] = [
  { href: '/retreats/', label: 'Retreats' },
  { href: '/transformations/', label: 'Transformations' },
  { href: '/frequency-controller/', label: 'Frequency Controller' },
  { href: '/about/', label: 'About' },
  { href: '/opportunities/', label: 'Opportunities' },
];

/** The header's call to action. */
export const contactNav: NavItem = { href: '/contact/', label: 'Contact' };

/**
 * Every route of the site with its search title and description: read by the pages'
 * metadata, the footer, the sitemap and the tests.
 */
export const routes = [
  {
    href: '/',
    title: 'Home',
    description:
      'Private counsel in wealth and consciousness: discreet retreats, transformation packages and an invitation-only inner circle for a very few.',
  },
  {
    href: '/retreats/',
    title: 'Retreats',
    description: `${capitalize(count(retreats))} private retreats from ${retreatLow} to ${retreatHigh}: intimate groups or one-on-one, in remote places chosen for silence, service and depth.`,
  },
  {
    href: '/transformations/',
    title: 'Transformations',
    description: `${capitalize(count(transformationPackages))} transformation packages from ${packageLow} to ${packageHigh}, each a structured private programme with defined outcomes and personal guidance.`,
  },
  {
    href: '/about/',
    title: 'About the Advisor',
    description: `${capitalize(countWord(yearsInPractice))} years of private counsel to founders, families and principals: the advisor’s story, track record and ${count(masteryAreas)} areas of mastery.`,
  },
  {
    href: '/opportunities/',
    title: 'Opportunities',
    description: `${capitalize(count(opportunityCategories))} opportunity categories, from ${firstOpportunity.category.toLowerCase()} at ${firstOpportunity.investment} to ${lastOpportunity.category.toLowerCase()}, open to members by application or invitation.`,
  },
  {
    href: '/contact/',
    title: 'Private Contact',
    description:
      'Reach the advisor’s office in confidence by private message or telephone. No forms, no mailing lists, no data kept on this site.',
  },
  {
    href: '/privacy/',
    title: 'Privacy Policy',
    description:
      'How this site treats your privacy: no forms, no cookies and no analytics, and the only third parties your browser ever reaches.',
  },
  {
    href: '/hologram-wire/',
    title: 'The Hologram Wire',
    description: `The Hologram Wire: a personal resonance device at ${hologramOffer.price}, made in a numbered edition of ${hologramOffer.units}, with ${hologramOffer.remaining}.`,
  },
  {
    href: '/inner-circle/',
    title: 'The Inner Circle',
    description: `The invitation-only inner circle: ${count(innerCircleTiers)} tiers from ${innerCircleFacts.price}, ${countWord(innerCircleSeats)} seats, personal screening and the next initiation in ${innerCircleFacts.nextInitiation}.`,
  },
  {
    href: '/frequency-controller/',
    title: 'Frequency Controller',
    description: `Tune the frequency controller: ${count(frequencyPresets)} Solfeggio presets, ${count(manifestationModes)} manifestation modes and ${count(brainwaveStates)} brainwave states, with instructions for use.`,
  },
] as const satisfies readonly Route[];

export type RoutePath = (typeof routes)[number]['href'];
