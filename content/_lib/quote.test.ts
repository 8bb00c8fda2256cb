import { figuresIn, quote, typedParts } from './quote';

describe('quoted copy', () => {
  it('reads as the text it makes, and keeps apart what was typed around the quoted figures', () => {
    const low = '$75K';
    const text = quote`Retreats from ${low} to ${'$150K'}, one-on-one`;
    expect(text).toBe('Retreats from $75K to $150K, one-on-one');
    expect(typedParts(text)).toEqual(['Retreats from ', ' to ', ', one-on-one']);
  });

  it('counts text written without quote as typed, all of it', () => {
    expect(typedParts('Four private retreats')).toEqual(['Four private retreats']);
  });
});

describe('the figures of a text', () => {
  it('are its prices, months, numbers and counts spelled out, never the "one" of one-on-one', () => {
    const text = 'Twelve seats from $500,000 or $2.3B+, opening March 2026 at 528 Hz, one-on-one';
    expect(figuresIn(text)).toEqual(['Twelve', '$500,000', '$2.3B+', 'March 2026', '528']);
  });
});
