import { transformationPackages } from './transformations';

// The price range these prices give ($25K–$100K) is checked in figures.test.ts.
describe('transformation packages', () => {
  it('offers three packages at $25,000, $50,000 and $100,000', () => {
    const prices = transformationPackages.map((pkg) => pkg.price);
    expect(prices).toEqual(['$25,000', '$50,000', '$100,000']);
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
