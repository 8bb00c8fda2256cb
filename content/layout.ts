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

/** The line that ends every page: its heading, a sentence, and the two calls to action. */
export const contactBlock = shaped('words', {
  title: 'Begin a private conversation',
  intro: 'A message or a call reaches the advisor’s office, and stays there.',
  message: `Message us on ${site.social.network}`,
  call: `Call ${site.phone.display}`,
} as const);
