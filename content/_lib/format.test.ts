import {
  capitalize,
  compactPrice,
  countWord,
  formatBand,
  formatDate,
  formatMonth,
  priceAmount,
  priceBounds,
} from './format';

describe('price formatting', () => {
  it('reads displayed prices and nothing else', () => {
    const read = ['$1,000,000', '$75,000', 'By invitation', '$100K+'].map(priceAmount);
    expect(read).toEqual([1_000_000, 75_000, null, null]);
  });

  it('shortens whole thousands and millions', () => {
    const shown = [75_000, 150_000, 1_000_000, 2_500_000, 1_250].map(compactPrice);
    expect(shown).toEqual(['$75K', '$150K', '$1M', '$2.5M', '$1,250']);
  });

  it('summarises prices in any order as the lowest and the highest', () => {
    expect(priceBounds(['$100,000', '$150,000', '$75,000', '$125,000'])).toEqual(['$75K', '$150K']);
    expect(priceBounds(['$25,000', '$50,000', '$100,000'])).toEqual(['$25K', '$100K']);
  });

  it('refuses to summarise text that is not a price', () => {
    expect(() => priceBounds(['$25,000', 'By invitation'])).toThrow('Not a price: "By invitation"');
    expect(() => priceBounds([])).toThrow('No prices to summarise');
  });
});

describe('counts and dates', () => {
  it('spells small counts, capitalised on request', () => {
    expect(countWord(4)).toBe('four');
    expect(capitalize(countWord(15))).toBe('Fifteen');
    expect(() => countWord(21)).toThrow();
  });

  it('writes months and days the American way, whatever the time zone, a day on one line', () => {
    expect(formatMonth('2026-03')).toBe('March 2026');
    expect(formatDate('2026-11-21')).toBe('November\u00a021,\u00a02026');
    expect(formatDate('2026-01-01')).toBe('January\u00a01,\u00a02026');
  });
});

describe('formatBand', () => {
  it('writes a band with an en dash and its unit', () => {
    expect(formatBand({ low: 13, high: 39 })).toBe('13–39 Hz');
    expect(formatBand({ low: 0.5, high: 3 })).toBe('0.5–3 Hz');
  });
});
