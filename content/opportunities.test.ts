import { opportunityCategories } from './opportunities';

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
    for (const category of opportunityCategories) {
      expect(category.description.length).toBeGreaterThan(60);
      expect(category.benefits.length).toBeGreaterThanOrEqual(3);
    }
  });
});
