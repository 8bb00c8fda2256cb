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
    expect(manifestationModes.map((mode) => mode.id)).toEqual([
      'wealth',
      'consciousness',
      'power',
      'love',
      'health',
      'success',
    ]);
  });

  it('gives the five brainwave states their bands in Hz', () => {
    expect(brainwaveStates.map(({ id, band }) => [id, band.low, band.high])).toEqual([
      ['gamma', 40, 100],
      ['beta', 13, 39],
      ['alpha', 8, 12],
      ['theta', 4, 7],
      ['delta', 0.5, 3],
    ]);
  });

  it('plays a binaural beat inside each state’s band: 40, 18, 10, 6 and 2 Hz', () => {
    expect(brainwaveStates.map(({ id, beatHz }) => [id, beatHz])).toEqual([
      ['gamma', 40],
      ['beta', 18],
      ['alpha', 10],
      ['theta', 6],
      ['delta', 2],
    ]);
    for (const { beatHz, band } of brainwaveStates) {
      expect(beatHz).toBeGreaterThanOrEqual(band.low);
      expect(beatHz).toBeLessThanOrEqual(band.high);
    }
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
    expect(copy).toContain('at least 20 minutes');
    expect(copy).toContain('within 21 days');
    expect(copy).toContain('over 100 frequencies');
    expect(usageInstructions.facts.map((fact) => fact.value)).toEqual([
      '20 minutes',
      '21 days',
      'Over 100 frequencies',
    ]);
  });
});
