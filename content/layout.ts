import { shapesFor } from './_lib/shaped';
import { site } from './site';

const shaped = shapesFor('content/layout.ts');

/** The copy of the frame every page shares: skip link, header, footer and closing contact block. */

export const siteHeader = shaped('words', {
  skipLink: 'Skip to content',
  /** The landmarks' names, as screen readers announce them. */
  navLabel: 'Primary',
  menuLabel: 'Menu',
} as const);

/** Said after each link that opens in a new tab. */
export const newTabNote = '(opens in a new tab)';

export const siteFooter = shaped('words', {
  navLabel: 'Footer',
  tagline: `${site.tagline}.`,
  /** Followed by the partner's name, as a link. */
  partnerLead: 'Financing through our credit-services partner,',
  rights: 'All rights reserved.',
} as const);

/** The two calls to action that end every page. */
export const contactBlock = shaped('words', {
  eyebrow: 'Private enquiries',
  title: 'Begin a private conversation',
  intro: `Every engagement starts with a personal exchange. Write through our ${site.social.network} profile or call the private line; all enquiries are answered by the advisor’s office in confidence.`,
  message: `Message us on ${site.social.network}`,
  call: `Call ${site.phone.display}`,
} as const);
