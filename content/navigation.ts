import type { NavItem, Route } from './types';

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
    description:
      'Four private retreats from $75K to $150K: intimate groups or one-on-one, in remote places chosen for silence, service and depth.',
  },
  {
    href: '/transformations/',
    title: 'Transformations',
    description:
      'Three transformation packages from $25K to $100K, each a structured private programme with defined outcomes and personal guidance.',
  },
  {
    href: '/about/',
    title: 'About the Advisor',
    description:
      'Fifteen years of private counsel to founders, families and principals: the advisor’s story, track record and six areas of mastery.',
  },
  {
    href: '/opportunities/',
    title: 'Opportunities',
    description:
      'Six opportunity categories, from investment groups at $100K+ to bespoke mandates, open to members by application or invitation.',
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
    description:
      'The Hologram Wire: a personal resonance device at $500,000, made in a numbered edition of 12 units, with 3 remaining.',
  },
  {
    href: '/inner-circle/',
    title: 'The Inner Circle',
    description:
      'The invitation-only inner circle: three tiers from $500,000, twelve seats, personal screening and the next initiation in March 2026.',
  },
  {
    href: '/frequency-controller/',
    title: 'Frequency Controller',
    description:
      'Tune the frequency controller: six Solfeggio presets, six manifestation modes and five brainwave states, with instructions for use.',
  },
] as const satisfies readonly Route[];

export type RoutePath = (typeof routes)[number]['href'];
