import { transformationPackages } from './transformations';
import { copyOf, fewerThan, shorterThan } from './_lib/copy-rules.test-utils';

// The price range these prices give ($25K–$100K) is checked in figures.test.ts.
describe('transformation packages', () => {
  it('offers three packages at $25,000, $50,000 and $100,000', () => {
    const prices = transformationPackages.map((pkg) => pkg.price);
    expect(prices).toEqual(['$25,000', '$50,000', '$100,000']);
  });

  it('gives every package a duration, description, outcomes and a testimonial', () => {
    const copy = copyOf(transformationPackages, (pkg) => pkg.name);
    expect([
      ...shorterThan(
        1,
        'A package’s duration',
        copy((pkg) => pkg.duration),
      ),
      ...shorterThan(
        60,
        'A package’s description',
        copy((pkg) => pkg.description),
      ),
      ...shorterThan(
        60,
        'A package’s testimonial',
        copy((pkg) => pkg.testimonial),
      ),
      ...fewerThan(
        3,
        'A package’s list of outcomes',
        transformationPackages.map((pkg) => ({ where: pkg.name, items: pkg.outcomes })),
      ),
    ]).toEqual([]);
  });
});
