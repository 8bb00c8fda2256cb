import { transformationPackages, transformationsPage } from './transformations';

describe('transformation packages', () => {
  it('offers three packages at $25,000, $50,000 and $100,000', () => {
    expect(transformationPackages).toHaveLength(3);
    expect(transformationPackages.map((pkg) => pkg.price)).toEqual([
      '$25,000',
      '$50,000',
      '$100,000',
    ]);
  });

  it('shows the range $25K–$100K, with an en dash', () => {
    expect(transformationsPage.priceRange.value).toBe('$25K–$100K');
  });

  it('gives every package a duration, description, outcomes and a testimonial', () => {
    for (const pkg of transformationPackages) {
      expect(pkg.duration).not.toBe('');
      expect(pkg.description.length).toBeGreaterThan(60);
      expect(pkg.outcomes.length).toBeGreaterThanOrEqual(3);
      expect(pkg.testimonial.length).toBeGreaterThan(60);
    }
  });
});
