import { retreats, retreatsPage } from './retreats';

describe('retreats', () => {
  it('offers four retreats at the prices and capacities of the spec', () => {
    expect(retreats).toHaveLength(4);
    expect(retreats.map((retreat) => retreat.price)).toEqual([
      '$100,000',
      '$150,000',
      '$75,000',
      '$125,000',
    ]);
    expect(retreats.map((retreat) => retreat.capacity)).toEqual([
      '6 people',
      '1-on-1',
      '8 people',
      '4 people',
    ]);
  });

  it('shows the range $75K–$150K, with an en dash', () => {
    expect(retreatsPage.priceRange.value).toBe('$75K–$150K');
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
