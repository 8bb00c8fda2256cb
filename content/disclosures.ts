import { shapesFor } from './_lib/shaped';
import { formatDate } from './_lib/format';
import type { DatedClaim } from './types';

const shaped = shapesFor('content/disclosures.ts');

/**
 * One wording per kind of claim. Each is shown in the same section as the claims it qualifies
 * (components/disclosure.tsx); no other module words these notes.
 */
export const disclosures = shaped('disclosures', {
  results: 'Results vary from person to person and are not guaranteed.',
  testimonials: 'Testimonials are individual experiences, not typical results.',
  earnings:
    'Nothing here is an offer of securities or investment advice; any investment can lose value.',
  health: 'Not medical advice: for any concern about your health or sleep, see a doctor.',
});

/** Counts and dates that go stale, dated by the oldest confirmation among them. */
export function scarcityDisclosure(claims: readonly DatedClaim[]): string {
  const asOf = claims.map((claim) => claim.asOf).sort()[0];
  if (!asOf) throw new Error('A scarcity note needs the claims it dates');
  return `Availability and dates as stated by the advisor on ${formatDate(asOf)}.`;
}

/** The footer's note, for the whole site; a claim's own note stands in its section, once. */
export const siteDisclosure = 'Nothing on this site is medical, financial, legal or tax advice.';
