import { shapesFor } from './_lib/shaped';
import { quote } from './_lib/quote';
import { masteryAreas, stats, yearsInPractice } from './about';
import { capitalize, countWord, formatBand, priceBounds } from './_lib/format';
import { brainwaveStates, frequencyPresets, manifestationModes } from './frequency-controller';
import { hologramOffer } from './hologram-wire';
import {
  innerCircleFacts,
  innerCircleSeats,
  innerCircleSeatsOpen,
  innerCircleTiers,
} from './inner-circle';
import { opportunityCategories } from './opportunities';
import { retreats } from './retreats';
import { transformationPackages } from './transformations';

const shaped = shapesFor('content/navigation.ts');

/** Figures the descriptions quote, each read from the module that holds it. */
const count = (list: readonly unknown[]) => countWord(list.length);
const [retreatLow, retreatHigh] = priceBounds(retreats.map((retreat) => retreat.price));
const [packageLow, packageHigh] = priceBounds(transformationPackages.map((pkg) => pkg.price));
const firstOpportunity = opportunityCategories[0]!;
const lastOpportunity = opportunityCategories[opportunityCategories.length - 1]!;
const wealthAdvised = stats[0]!;
const hzRange = frequencyPresets.map((preset) => preset.hz);
/** "Engadin Valley, Switzerland" -> "Engadin Valley". */
const place = (location: string) => location.split(',')[0]!.trim();

/** Links shown in the header, in order. */
export const primaryNav = shaped('navItem', [
  { href: '/retreats/', label: 'Retreats' },
  { href: '/transformations/', label: 'Transformations' },
  { href: '/frequency-controller/', label: 'Frequency Controller' },
  { href: '/about/', label: 'About' },
  { href: '/opportunities/', label: 'Opportunities' },
]);

/** The header's call to action. */
export const contactNav = shaped('navItem', {
  href: '/contact/',
  label: 'Contact',
});

/**
 * Every route of the site with its search title and description: read by the pages'
 * metadata, the footer, the sitemap and the tests.
 */
export const routes = shaped('route', [
  {
    href: '/',
    title: 'Home',
    description:
      'Private counsel in wealth and consciousness: discreet retreats, transformation packages and an invitation-only inner circle for a very few.',
    card: {
      figure: quote`${capitalize(count(retreats))} retreats, ${count(transformationPackages)} programmes and a circle of ${countWord(innerCircleSeats)}`,
    },
  },
  {
    href: '/retreats/',
    title: 'Retreats',
    description: quote`${capitalize(count(retreats))} private retreats from ${retreatLow} to ${retreatHigh}: intimate groups or one-on-one, in remote places chosen for silence, service and depth.`,
    card: {
      figure: quote`${capitalize(count(retreats))} private retreats from ${retreatLow} to ${retreatHigh}`,
      details: retreats.map((retreat) => place(retreat.location)),
    },
  },
  {
    href: '/transformations/',
    title: 'Transformations',
    description: quote`${capitalize(count(transformationPackages))} transformation packages from ${packageLow} to ${packageHigh}, each a structured private programme with defined outcomes and personal guidance.`,
    card: {
      figure: quote`${capitalize(count(transformationPackages))} private programmes from ${packageLow} to ${packageHigh}`,
      details: transformationPackages.map((pkg) => pkg.name),
    },
  },
  {
    href: '/about/',
    title: 'About the Advisor',
    description: quote`${capitalize(countWord(yearsInPractice))} years of private counsel to founders, families and principals: the advisor’s story, track record and ${count(masteryAreas)} areas of mastery.`,
    card: {
      figure: quote`${wealthAdvised.value} ${wealthAdvised.label.toLowerCase()} over ${countWord(yearsInPractice)} years`,
    },
  },
  {
    href: '/opportunities/',
    title: 'Opportunities',
    description: quote`${capitalize(count(opportunityCategories))} opportunity categories, from ${firstOpportunity.category.toLowerCase()} at ${firstOpportunity.investment} to ${lastOpportunity.category.toLowerCase()}, open to members by application or invitation.`,
    card: {
      figure: quote`${capitalize(count(opportunityCategories))} categories, from ${firstOpportunity.category.toLowerCase()} at ${firstOpportunity.investment}`,
    },
  },
  {
    href: '/contact/',
    title: 'Private Contact',
    description:
      'Reach the advisor’s office in confidence by private message or telephone. No forms, no mailing lists, no data kept on this site.',
    card: { figure: 'By private message or telephone, answered personally' },
  },
  {
    href: '/privacy/',
    title: 'Privacy Policy',
    description:
      'How this site treats your privacy: no forms, no cookies and no analytics, and the only third parties your browser ever reaches.',
    card: { figure: 'No forms, no cookies, no analytics' },
  },
  {
    href: '/hologram-wire/',
    title: 'The Hologram Wire',
    description: quote`The Hologram Wire: a personal resonance device at ${hologramOffer.price}, made in a numbered edition of ${hologramOffer.units}, with ${hologramOffer.remaining}.`,
    card: {
      figure: quote`${hologramOffer.price} · a numbered edition of ${hologramOffer.units}, ${hologramOffer.remaining}`,
    },
  },
  {
    href: '/inner-circle/',
    title: 'The Inner Circle',
    description: quote`The invitation-only inner circle: ${count(innerCircleTiers)} tiers from ${innerCircleFacts.price}, ${countWord(innerCircleSeats)} seats, personal screening and the next initiation in ${innerCircleFacts.nextInitiation}.`,
    card: {
      figure: quote`By invitation · ${innerCircleSeatsOpen} of ${innerCircleSeats} seats remaining, from ${innerCircleFacts.price}`,
    },
  },
  {
    href: '/frequency-controller/',
    title: 'Frequency Controller',
    description: quote`Tune the frequency controller: ${count(frequencyPresets)} Solfeggio presets, ${count(manifestationModes)} manifestation modes and ${count(brainwaveStates)} brainwave states, with instructions for use.`,
    card: {
      figure: quote`${capitalize(count(frequencyPresets))} Solfeggio frequencies from ${Math.min(...hzRange)} to ${Math.max(...hzRange)} Hz`,
      details: brainwaveStates.map((state) => quote`${state.name} ${formatBand(state.band)}`),
    },
  },
] as const);

export type RoutePath = (typeof routes)[number]['href'];
