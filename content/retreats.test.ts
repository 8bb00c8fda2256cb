import { retreats } from './retreats';

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
    for (const retreat of retreats) {
      expect(retreat.name).not.toBe('');
      expect(retreat.location).not.toBe('');
      expect(retreat.duration).toMatch(/^\d+ (days|nights)$/);
      expect(retreat.description.length).toBeGreaterThan(80);
      expect(retreat.features.length).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(retreats.map((retreat) => retreat.name)).size).toBe(4);
  });

  it('has luxury, nocturnal and plain retreats to show each variant', () => {
    expect(retreats.some((retreat) => retreat.isLuxury)).toBe(true);
    expect(retreats.some((retreat) => retreat.isVampire)).toBe(true);
    expect(retreats.some((retreat) => !retreat.isLuxury && !retreat.isVampire)).toBe(true);
  });
});
