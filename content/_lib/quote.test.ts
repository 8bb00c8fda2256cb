import { quote, typedFigures } from './quote';

describe('quoted copy', () => {
  it('reads as the text it makes, and keeps apart what was typed around the quoted figures', () => {
    const low = '$75K';
    const text = quote`Retreats from ${low} to ${'$150K'} for 6 guests, one-on-one`;
    expect(text).toBe('Retreats from $75K to $150K for 6 guests, one-on-one');
    expect(typedFigures(text)).toEqual(['6']);
  });

  it('counts text written without quote as typed, all of it', () => {
    expect(typedFigures('Four private retreats')).toEqual(['Four']);
  });
});

describe('the figures of a text', () => {
  it('are its prices, months, numbers and counts spelled out, never the "one" of one-on-one', () => {
    const text = 'Twelve seats from $500,000 or $2.3B+, opening March 2026 at 528 Hz, one-on-one';
    expect(typedFigures(text)).toEqual(['Twelve', '$500,000', '$2.3B+', 'March 2026', '528']);
  });
});
