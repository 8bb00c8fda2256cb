import {
  brainwaveStates,
  frequencyPresets,
  manifestationModes,
  usageFigures,
  usageInstructions,
} from './frequency-controller';
import { frequencyTestimonials } from './frequency-testimonials';

/** The panel's figures, written out literally so a typo fails here. */
describe('frequency controller content', () => {
  it('offers the six presets in the spec’s order, each named, described and coloured', () => {
    expect(frequencyPresets.map((preset) => preset.hz)).toEqual([528, 432, 963, 741, 852, 396]);
    for (const preset of frequencyPresets) {
      expect(preset.name).not.toBe('');
      expect(preset.description).not.toBe('');
    }
    expect(new Set(frequencyPresets.map((preset) => preset.color)).size).toBe(6);
  });

  it('offers the six manifestation modes', () => {
    const ids = 'wealth consciousness power love health success'.split(' ');
    expect(manifestationModes.map((mode) => mode.id)).toEqual(ids);
  });

  it('gives the five brainwave states their bands in Hz, and a binaural beat inside each band', () => {
    expect(
      brainwaveStates.map(({ id, band, beatHz }) => [id, band.low, band.high, beatHz]),
    ).toEqual([
      ['gamma', 40, 100, 40],
      ['beta', 13, 39, 18],
      ['alpha', 8, 12, 10],
      ['theta', 4, 7, 6],
      ['delta', 0.5, 3, 2],
    ]);
  });

  it('has three attributed testimonials', () => {
    expect(frequencyTestimonials).toHaveLength(3);
    for (const testimonial of frequencyTestimonials) {
      expect(testimonial.result).not.toBe('');
      expect(testimonial.quote).not.toBe('');
      expect(testimonial.name).toMatch(/^\p{Lu}\p{L}+ \p{Lu}\., \p{Lu}/u);
    }
  });

  it('states the usage figures: 20 minutes, 21 days, over 100 frequencies', () => {
    expect(usageFigures).toEqual({
      minimumListening: '20 minutes',
      resultsWithin: '21 days',
      libraryFrequencies: '100 frequencies',
    });
    const copy = usageInstructions.steps.map((step) => step.body).join(' ');
    for (const phrase of ['at least 20 minutes', 'within 21 days', 'over 100 frequencies']) {
      expect(copy).toContain(phrase);
    }
    expect(usageInstructions.facts.map((fact) => fact.value)).toEqual([
      '20 minutes',
      '21 days',
      'Over 100 frequencies',
    ]);
  });
});
