import { retreats } from './retreats';
import { breaches, copyOf, fewerThan, repeated, shorterThan } from './_lib/copy-rules.test-utils';

// The price range these prices give ($75K–$150K) is checked in figures.test.ts.
describe('retreats', () => {
  it('offers four retreats at the prices and capacities of the spec', () => {
    expect(retreats.map((retreat) => [retreat.price, retreat.capacity])).toEqual([
      ['$100,000', '6 people'],
      ['$150,000', '1-on-1'],
      ['$75,000', '8 people'],
      ['$125,000', '4 people'],
    ]);
  });

  it('gives every retreat a name, place, duration, description and features', () => {
    const copy = copyOf(retreats, (retreat) => retreat.name || retreat.location);
    expect([
      ...shorterThan(
        1,
        'A retreat’s name',
        copy((retreat) => retreat.name),
      ),
      ...repeated(
        'A retreat’s name',
        copy((retreat) => retreat.name),
      ),
      ...shorterThan(
        1,
        'A retreat’s place',
        copy((retreat) => retreat.location),
      ),
      ...breaches(
        retreats,
        'A retreat’s duration is a number of days or nights, e.g. "7 days";',
        (retreat) => /^\d+ (days|nights)$/.test(retreat.duration),
        (retreat) => ({ where: retreat.name, text: retreat.duration }),
      ),
      ...shorterThan(
        80,
        'A retreat’s description',
        copy((retreat) => retreat.description),
      ),
      ...fewerThan(
        3,
        'A retreat’s list of features',
        retreats.map((retreat) => ({ where: retreat.name, items: retreat.features })),
      ),
    ]).toEqual([]);
  });

  it('has luxury, nocturnal and plain retreats to show each variant', () => {
    expect(retreats.some((retreat) => retreat.isLuxury)).toBe(true);
    expect(retreats.some((retreat) => retreat.isVampire)).toBe(true);
    expect(retreats.some((retreat) => !retreat.isLuxury && !retreat.isVampire)).toBe(true);
  });
});
