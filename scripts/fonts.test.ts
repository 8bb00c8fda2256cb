/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { create, type Font } from 'fontkit';
import {
  configurationParts,
  describeBeat,
  describeTransmission,
  type Configured,
} from '@/components/frequency-panel/describe';
import {
  brainwaveStates,
  frequencyPresets,
  manifestationModes,
} from '@/content/frequency-controller';
import { cardFonts } from '@/app/_lib/card-fonts';
import {
  cardFontSpecs,
  charactersIn,
  fontSpecs,
  generateFonts,
  printableAscii,
  sourceFiles,
  subsetOne,
  subsetText,
  textSources,
  typographicPunctuation,
  weightAxis,
} from './fonts';
import { placeholderStrings } from './launch-rules';

const root = path.resolve(__dirname, '..');
const siteText = () =>
  subsetText(
    sourceFiles(textSources.map((d) => path.join(root, d))).map((f) => readFileSync(f, 'utf8')),
  );

const codePoints = (text: string) => [...text].map((c) => c.codePointAt(0)!);

describe('charactersIn', () => {
  it('finds every non-ASCII character written in the source, comments included', () => {
    const source = "const note = `${part} ·`; // 8–12 Hz\nconst quote = '“It’s…”';";
    expect([...charactersIn(source)].sort()).toEqual(['·', '–', '’', '“', '”', '…'].sort());
  });

  it('decodes escapes and numeric entities, which name characters in ASCII', () => {
    const source = String.raw`'\u2019' '\u{1F31F}' '\xA0' <p>&#8212;&#x2022;</p>`;
    expect(charactersIn(source)).toEqual(new Set(['\u2019', '\u{1F31F}', '\u00a0', '—', '•']));
  });

  it('adds nothing for plain ASCII', () => {
    expect(charactersIn('export const a = "Hello, world!" && b;')).toEqual(new Set());
  });
});

describe('subsetText', () => {
  it('always holds printable ASCII and the typographic punctuation, once each, in order', () => {
    const text = subsetText([]);
    const codes = codePoints(text);
    expect(codes).toEqual([...new Set(codes)].sort((a, b) => a - b));
    // Printable ASCII is U+0020 (space) to U+007E (tilde).
    for (let code = 0x20; code <= 0x7e; code++) expect(codes).toContain(code);
    for (const char of typographicPunctuation) expect(text).toContain(char);
    for (const char of '’“”–—…·•\u00a0') expect(text).toContain(char);
  });

  it('adds what the sources use, but never a control character', () => {
    const text = subsetText(['é in a “café”\t\n', 'ß']);
    for (const char of 'éß') expect(text).toContain(char);
    expect(text).not.toMatch(/[\t\n]/);
  });

  it("holds every character of the site's copy and of the panel's computed messages", () => {
    const text = new Set(siteText());
    // The copy's modules, not the library that checks them (its zod schemas refer to themselves).
    const copy = sourceFiles([path.join(root, 'content')])
      .filter((file) => !file.endsWith('types.ts') && path.basename(path.dirname(file)) !== '_lib')
      .flatMap((file) => placeholderStrings(jest.requireActual(file)));
    const panel = frequencyPresets.flatMap(({ hz }) =>
      manifestationModes.flatMap(({ id: mode }) =>
        brainwaveStates.flatMap(({ id: brainwave }) =>
          [false, true].flatMap((transmitting) => {
            const state: Configured = { frequency: hz, mode, brainwave, transmitting };
            return [...configurationParts(state), describeTransmission(state), describeBeat(state)];
          }),
        ),
      ),
    );
    expect(copy.length).toBeGreaterThan(100);
    expect(new Set(panel).size).toBeGreaterThan(100);
    const shown = [...copy, ...panel, ' · '].join('');
    expect(shown).toMatch(/[’–·]/);
    expect([...new Set(shown)].filter((char) => !text.has(char) && char !== '\n')).toEqual([]);
  });
});

describe('weightAxis', () => {
  it('pins one weight to a static instance, and keeps several variable over their range only', () => {
    const axes = [[400], [600, 600], [600, 400], [400, 500, 700]].map(weightAxis);
    expect(axes).toEqual([400, 600, { min: 400, max: 600 }, { min: 400, max: 700 }]);
  });

  it('refuses no weight or a weight CSS does not have', () => {
    expect(() => weightAxis([])).toThrow(/at least one weight/);
    expect(() => weightAxis([0])).toThrow(/Not a CSS font-weight: 0/);
    expect(() => weightAxis([450.5])).toThrow(/Not a CSS font-weight/);
  });
});

describe('subsetOne', () => {
  const inter = fontSpecs.find((spec) => spec.file === 'inter.woff2')!;

  it('fails loudly when a source font is missing', async () => {
    await expect(
      subsetOne({ ...inter, source: 'node_modules/@fontsource-variable/gone/x.woff2' }, 'abc'),
    ).rejects.toThrow(/Font source missing: node_modules\/@fontsource-variable\/gone\/x\.woff2/);
  });

  it('fails loudly when the source cannot carry a weight', async () => {
    await expect(subsetOne({ ...inter, weights: [400, 950] }, 'abc')).rejects.toThrow(
      /has no weight 950 \(its wght axis: 100–900\)/,
    );
  });
});

describe('generateFonts', () => {
  let outDir: string;
  let result: Awaited<ReturnType<typeof generateFonts>>;
  const open = (file: string) => create(readFileSync(path.join(outDir, file))) as Font;

  beforeAll(async () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'fonts-'));
    result = await generateFonts(outDir);
  }, 30_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('maps every character of the subset text that the source has, and nothing else', () => {
    for (const spec of [...fontSpecs, ...cardFontSpecs]) {
      const source = create(readFileSync(path.join(root, spec.source))) as Font;
      const expected = codePoints(result.text).filter((cp) => source.hasGlyphForCodePoint(cp));
      // fontkit lists U+FFFF, the end marker of a format 4 cmap, as a character.
      const mapped = open(spec.file).characterSet.filter((cp) => cp !== 0xffff);
      expect(mapped.sort((a, b) => a - b)).toEqual(expected);
    }
  });

  it('keeps printable ASCII and the typographic punctuation in both fonts', () => {
    for (const spec of fontSpecs) {
      const font = open(spec.file);
      const missing = codePoints(printableAscii + typographicPunctuation).filter(
        (cp) => !font.hasGlyphForCodePoint(cp),
      );
      expect({ file: spec.file, missing }).toEqual({ file: spec.file, missing: [] });
    }
  });

  it('pins Playfair Display at 400 and keeps Inter variable over 400–600 only', () => {
    const playfair = open('playfair-display.woff2');
    expect(playfair.variationAxes).toEqual({});
    expect(playfair['OS/2'].usWeightClass).toBe(400);
    expect(open('inter.woff2').variationAxes.wght).toMatchObject({ min: 400, max: 600 });
  });

  it('cuts a static TrueType instance for each family and weight the share cards draw with', () => {
    expect(result.cardSizes.map((size) => size.file)).toEqual(cardFonts.map((font) => font.file));
    for (const font of cardFonts) {
      const file = open(font.file);
      expect({ file: font.file, type: file.type, axes: file.variationAxes }).toEqual({
        file: font.file,
        type: 'TTF',
        axes: {},
      });
      expect(file.familyName).toBe(font.name);
      expect(file['OS/2'].usWeightClass).toBe(font.weight);
    }
  });

  it('keeps lining and tabular figures, which figures that line up ask for, and drops fractions', () => {
    expect(open('playfair-display.woff2').availableFeatures).toContain('lnum');
    expect(open('inter.woff2').availableFeatures).toContain('tnum');
    for (const spec of fontSpecs) {
      expect(open(spec.file).availableFeatures).toEqual(expect.not.arrayContaining(['frac']));
    }
  });

  it('writes files a fraction of the sources’ size', () => {
    for (const { before, after } of result.sizes) expect(after).toBeLessThan(before / 2);
    expect(result.sizes.reduce((sum, s) => sum + s.after, 0)).toBeLessThanOrEqual(45 * 1024);
  });
});
