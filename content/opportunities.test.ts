import { opportunityCategories } from './opportunities';

describe('opportunities', () => {
  it('lists six categories with the investment requirements of the spec', () => {
    expect(opportunityCategories).toHaveLength(6);
    expect(opportunityCategories.map((category) => category.investment)).toEqual([
      '$100K+',
      '$50K+ partnership',
      'By application',
      'By invitation',
      'Portfolio',
      'Custom',
    ]);
  });

  it('puts $100K+ on investment groups and $50K+ partnership on business ventures', () => {
    const byName = Object.fromEntries(
      opportunityCategories.map((category) => [category.category, category.investment]),
    );
    expect(byName['Investment groups']).toBe('$100K+');
    expect(byName['Business ventures']).toBe('$50K+ partnership');
  });

  it('gives every category a description and benefits', () => {
    for (const category of opportunityCategories) {
      expect(category.description.length).toBeGreaterThan(60);
      expect(category.benefits.length).toBeGreaterThanOrEqual(3);
    }
  });
});
