import { masteryAreas, stats } from './about';
import {
  brainwaveStates,
  frequencyPresets,
  manifestationModes,
  usageFigures,
} from './frequency-controller';
import { frequencyTestimonials } from './frequency-testimonials';
import { hologramOffer } from './hologram-wire';
import { innerCircleFacts, innerCircleTiers } from './inner-circle';
import { opportunityCategories } from './opportunities';
import { privacySections } from './privacy';
import { retreats, retreatsPage } from './retreats';
import { transformationPackages, transformationsPage } from './transformations';

/**
 * The figures the client's brief launches with (/work/shared/SPEC.md, sections 2, 3 and 9), in
 * one table, so that a typo fails here. A deliberate change to one (a new seat count, the next
 * initiation, a fifth retreat) fails its row alone, and the row is then updated: every other
 * test follows the content.
 */
const launchFigures: readonly [where: string, content: unknown, launch: unknown][] = [
  [
    'content/retreats.ts: the retreats, by price and capacity',
    retreats.map((retreat) => [retreat.price, retreat.capacity]),
    [
      ['$100,000', '6 people'],
      ['$150,000', '1-on-1'],
      ['$75,000', '8 people'],
      ['$125,000', '4 people'],
    ],
  ],
  ['content/retreats.ts: the retreats’ price range', retreatsPage.priceRange.value, '$75K–$150K'],
  [
    'content/transformations.ts: the packages’ prices',
    transformationPackages.map((pkg) => pkg.price),
    ['$25,000', '$50,000', '$100,000'],
  ],
  [
    'content/transformations.ts: the packages’ price range',
    transformationsPage.priceRange.value,
    '$25K–$100K',
  ],
  [
    'content/opportunities.ts: the categories and their minimums',
    opportunityCategories.map((category) => [category.category, category.investment]),
    [
      ['Investment groups', '$100K+'],
      ['Business ventures', '$50K+ partnership'],
      ['Legacy and philanthropy', 'By application'],
      ['The private council', 'By invitation'],
      ['Real assets', 'Portfolio'],
      ['Bespoke mandates', 'Custom'],
    ],
  ],
  [
    'content/inner-circle.ts: the tiers’ prices',
    innerCircleTiers.map((tier) => tier.price),
    ['$500,000', '$750,000', '$1,000,000'],
  ],
  [
    'content/inner-circle.ts: the tiers’ availability',
    innerCircleTiers.map((tier) => tier.urgency),
    ['11 seats remaining', '3 slots', 'By invitation'],
  ],
  [
    'content/inner-circle.ts: the tiers’ main, nocturnal and ultra flags',
    innerCircleTiers.map((tier) => [tier.isMain, tier.isVampire, tier.isUltra]),
    [
      [true, false, false],
      [false, true, false],
      [false, false, true],
    ],
  ],
  [
    'content/inner-circle.ts: the main tier’s size',
    innerCircleFacts.seatsMaximum,
    '12 seats maximum',
  ],
  ['content/inner-circle.ts: the next initiation', innerCircleFacts.nextInitiation, 'March 2026'],
  [
    'content/hologram-wire.ts: the Hologram Wire’s offer',
    hologramOffer,
    {
      price: '$500,000',
      units: '12 units',
      remaining: '3 remaining',
      results: 'Results in 72 hours',
    },
  ],
  [
    'content/about.ts: the headline stats',
    stats.map((stat) => stat.value),
    ['$2.3B+', '500+', '50+', '15 years'],
  ],
  ['content/about.ts: the number of areas of mastery', masteryAreas.length, 6],
  [
    'content/frequency-controller.ts: the presets, in Hz',
    frequencyPresets.map((preset) => preset.hz),
    [528, 432, 963, 741, 852, 396],
  ],
  [
    'content/frequency-controller.ts: the manifestation modes',
    manifestationModes.map((mode) => mode.id),
    ['wealth', 'consciousness', 'power', 'love', 'health', 'success'],
  ],
  [
    'content/frequency-controller.ts: the brainwave states and their bands in Hz',
    brainwaveStates.map(({ id, band }) => [id, band.low, band.high]),
    [
      ['gamma', 40, 100],
      ['beta', 13, 39],
      ['alpha', 8, 12],
      ['theta', 4, 7],
      ['delta', 0.5, 3],
    ],
  ],
  [
    'content/frequency-controller.ts: the usage claims',
    usageFigures,
    {
      minimumListening: '20 minutes',
      resultsWithin: '21 days',
      libraryFrequencies: '100 frequencies',
    },
  ],
  [
    'content/frequency-testimonials.ts: the number of testimonials',
    frequencyTestimonials.length,
    3,
  ],
  [
    'content/privacy.ts: the policy’s sections',
    privacySections.map((section) => section.heading),
    ['Data collection', 'Security measures'],
  ],
];

describe('the content still shows the brief’s launch figures', () => {
  it.each(launchFigures)('%s', (where, content, launch) => {
    try {
      expect(content).toEqual(launch);
    } catch (error) {
      // Jest's diff, "Expected" being the row, under what to do about it.
      (error as Error).message =
        `${where}: the content changed: if that was meant, update this row of content/launch-figures.test.ts.\n\n${(error as Error).message}`;
      throw error;
    }
  });
});
