import { opportunityCategories } from './opportunities';
import { fewerThan, shorterThan } from './_lib/copy-rules.test-utils';

describe('opportunities', () => {
  it('lists six categories, each with the investment requirement of the spec', () => {
    expect(opportunityCategories.map((c) => [c.category, c.investment])).toEqual([
      ['Investment groups', '$100K+'],
      ['Business ventures', '$50K+ partnership'],
      ['Legacy and philanthropy', 'By application'],
      ['The private council', 'By invitation'],
      ['Real assets', 'Portfolio'],
      ['Bespoke mandates', 'Custom'],
    ]);
  });

  it('gives every category a description and benefits', () => {
    expect([
      ...shorterThan(
        60,
        'An opportunity’s description',
        opportunityCategories.map((c) => ({ where: c.category, text: c.description })),
      ),
      ...fewerThan(
        3,
        'An opportunity’s list of benefits',
        opportunityCategories.map((c) => ({ where: c.category, items: c.benefits })),
      ),
    ]).toEqual([]);
  });
});
