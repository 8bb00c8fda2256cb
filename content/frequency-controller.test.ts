import {
  brainwaveStates,
  frequencyPresets,
  manifestationModes,
  usageFigures,
  usageInstructions,
} from './frequency-controller';
import { frequencyTestimonials } from './frequency-testimonials';
import { breaches, copyOf, shorterThan } from './_lib/copy-rules.test-utils';

/** The panel's figures, written out literally so a typo fails here. */
describe('frequency controller content', () => {
  it('offers the six presets in the spec’s order, each named, described and coloured', () => {
    expect(frequencyPresets.map((preset) => preset.hz)).toEqual([528, 432, 963, 741, 852, 396]);
    expect([
      ...shorterThan(
        1,
        'A preset’s name',
        frequencyPresets.map((p) => ({ where: `${p.hz} Hz`, text: p.name })),
      ),
      ...shorterThan(
        1,
        'A preset’s description',
        frequencyPresets.map((p) => ({ where: `${p.hz} Hz`, text: p.description })),
      ),
    ]).toEqual([]);
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
    const copy = copyOf(frequencyTestimonials, (t) => t.name);
    expect([
      ...shorterThan(
        1,
        'A testimonial’s result',
        copy((t) => t.result),
      ),
      ...shorterThan(
        1,
        'A testimonial’s quote',
        copy((t) => t.quote),
      ),
      ...breaches(
        frequencyTestimonials,
        'A testimonial is signed with a first name, an initial and a place, e.g. "Anna K., Geneva";',
        (t) => /^\p{Lu}\p{L}+ \p{Lu}\., \p{Lu}/u.test(t.name),
        (t) => ({ where: t.result, text: t.name }),
      ),
    ]).toEqual([]);
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
