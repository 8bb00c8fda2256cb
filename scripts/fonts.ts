/**
 * Build step, run first by `npm run build` and `npm run dev`: cuts the two variable fonts down to
 * the characters the site can show, the weights its CSS applies and the OpenType features the
 * browser uses, into node_modules/.cache/subset-fonts/ (never committed), which app/fonts.ts loads.
 * Beside them go the share cards' static TrueType instances (app/_lib/card-fonts.ts). The
 * subsetting is HarfBuzz's (`subset-font`).
 */
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { create, type Font } from 'fontkit';
import subsetFont from 'subset-font';
import { cardFonts, type CardFontFamily } from '../app/_lib/card-fonts';

const root = path.resolve(__dirname, '..');

/** Where app/fonts.ts finds the subsets (next/font/local needs literal paths there). */
const generatedDir = path.join(root, 'node_modules', '.cache', 'subset-fonts');

/** The folders whose source holds every word the site shows. */
export const textSources = ['content', 'components', 'app'];

interface FontSpec {
  /** The subset's file name in node_modules/.cache/subset-fonts/. */
  file: string;
  /** The full variable font, from node_modules. */
  source: string;
  /** Every font-weight drawn with this file: for the site's, those its CSS applies. */
  weights: readonly number[];
  /** woff2 for browsers; truetype for the share cards' renderer. */
  format: 'woff2' | 'truetype';
}

/** The full variable fonts of each family, as @fontsource-variable ships them. */
const fontSources: Record<CardFontFamily, string> = {
  'Playfair Display':
    'node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
  Inter: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
};

/**
 * The weights were read from the CSS: Playfair (`font-display`) only ever sets headings, the
 * brand, option titles and the configuration at the regular weight; Inter (`font-sans`) is 400
 * for text and 600 (`font-semibold`) for labels, buttons and eyebrows. e2e/support/fonts.ts checks
 * every rendered text against the files, so a new weight in the CSS fails the tests until it is
 * added here (and to the `weight` of app/fonts.ts).
 */
export const fontSpecs: readonly FontSpec[] = [
  {
    file: 'playfair-display.woff2',
    source: fontSources['Playfair Display'],
    weights: [400],
    format: 'woff2',
  },
  { file: 'inter.woff2', source: fontSources.Inter, weights: [400, 600], format: 'woff2' },
];

/** One static instance per weight the share cards draw with; the same characters as the site. */
export const cardFontSpecs: readonly FontSpec[] = cardFonts.map((font) => ({
  file: font.file,
  source: fontSources[font.name],
  weights: [font.weight],
  format: 'truetype',
}));

/** U+0020–U+007E: whatever a marketer types on a keyboard renders in the site's fonts. */
export const printableAscii = String.fromCharCode(
  ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => 0x20 + i),
);

/**
 * Typographic punctuation that new copy may use without falling back: all of it is in both
 * source fonts. (Their latin files have no hair space, non-breaking hyphen or daggers.)
 */
export const typographicPunctuation = [
  '\u00a0\u2009', // no-break and thin space
  '\u2013\u2014', // en and em dash
  '\u2018\u2019\u201a\u201c\u201d\u201e', // curly quotes, the apostrophe (U+2019), low quotes
  '\u2039\u203a\u00ab\u00bb', // guillemets
  '\u2026\u00b7\u2022', // ellipsis, middle dot, bullet
  '\u2032\u2033', // primes
  '\u00a7\u00b6', // section sign, pilcrow
  '\u00a9\u00ae\u2122\u00b0\u00d7\u00f7\u00b1\u2212', // ©, ®, ™, °, ×, ÷, ±, minus
  '\u20ac\u00a3\u00a5\u00a2', // currency signs beside the dollar
  '\u00a1\u00bf', // inverted marks
].join('');

const hexEscape = /\\u\{([0-9a-fA-F]{1,6})\}|\\u([0-9a-fA-F]{4})|\\x([0-9a-fA-F]{2})/g;
const numericEntity = /&#(?:x([0-9a-fA-F]{1,6})|([0-9]{1,7}));/g;

/**
 * The characters a piece of source can put on a page: every non-ASCII character written in it,
 * plus those written as `\u…`/`\x…` escapes or numeric HTML entities. A superset (comments and
 * identifiers count too, at a few glyphs' cost) so that no literal can be missed; text computed
 * at run time from other code points, or named entities beyond the punctuation above, is what
 * e2e/support/fonts.ts catches.
 */
export function charactersIn(source: string): Set<string> {
  const found = new Set<string>();
  for (const char of source) if (char.codePointAt(0)! > 0x7e) found.add(char);
  for (const [, braced, four, two] of source.matchAll(hexEscape)) {
    found.add(String.fromCodePoint(parseInt((braced ?? four ?? two)!, 16)));
  }
  for (const [, hex, decimal] of source.matchAll(numericEntity)) {
    const codePoint = hex ? parseInt(hex, 16) : Number(decimal);
    if (codePoint <= 0x10ffff) found.add(String.fromCodePoint(codePoint));
  }
  return found;
}

/** The text to subset to: ASCII, the punctuation and whatever the sources add, sorted. */
export function subsetText(sources: readonly string[]): string {
  const all = new Set([...printableAscii, ...typographicPunctuation]);
  for (const source of sources) for (const char of charactersIn(source)) all.add(char);
  // Controls are never drawn (and a stray tab or newline must not count as text).
  const drawn = [...all].filter((char) => !/\p{Cc}/u.test(char));
  return drawn.sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!).join('');
}

/**
 * The wght axis to keep: one weight pins the font to a static instance (the smallest file);
 * several keep it variable over just their range.
 */
export function weightAxis(weights: readonly number[]): number | { min: number; max: number } {
  if (weights.length === 0) throw new Error('A font needs at least one weight');
  const bad = weights.find((w) => !Number.isInteger(w) || w < 1 || w > 1000);
  if (bad !== undefined) throw new Error(`Not a CSS font-weight: ${bad}`);
  const min = Math.min(...weights);
  const max = Math.max(...weights);
  return min === max ? min : { min, max };
}

/**
 * The OpenType features to keep: those a browser's shaper (HarfBuzz, in Chromium and Firefox)
 * applies to Latin text by default, plus `lnum` and `tnum` for figures that line up (`.figures`:
 * lining and tabular; Playfair's own figures are old-style). The rest (fraction figures…) only
 * adds glyphs; e2e/support/fonts.ts fails if the CSS asks for one.
 */
export const keptFeatures = [
  ...['ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'rvrn', 'calt', 'clig', 'curs', 'kern', 'liga'],
  ...['rclt', 'dist', 'abvm', 'blwm'],
  'lnum',
  'tnum',
];

/** Source files (not tests) of the given folders, recursively. */
export function sourceFiles(dirs: readonly string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((entry) => /\.(tsx?|css)$/.test(entry) && !/\.test\.tsx?$/.test(entry))
      .map((entry) => path.join(dir, entry)),
  );
}

function readFont(file: string): Font {
  const font = create(readFileSync(file));
  if (!('characterSet' in font)) throw new Error(`${file} is a font collection, not a font`);
  return font;
}

/** Subsets one font; fails loudly when the source is missing or cannot carry the weights. */
export async function subsetOne(spec: FontSpec, text: string, from = root): Promise<Buffer> {
  const source = path.resolve(from, spec.source);
  let original: Buffer;
  try {
    original = readFileSync(source);
  } catch (error) {
    throw new Error(
      `Font source missing: ${spec.source} (run npm install; is its @fontsource-variable package still in package.json?)`,
      { cause: error },
    );
  }
  const axis = readFont(source).variationAxes.wght;
  const outside = spec.weights.filter((w) => !axis || w < axis.min || w > axis.max);
  if (outside.length > 0) {
    throw new Error(
      `${spec.source} has no weight ${outside.join(', ')} (its wght axis: ${axis ? `${axis.min}–${axis.max}` : 'none'})`,
    );
  }
  // keepFeatures is in subset-font 2.9 but not in its @types.
  const options: Parameters<typeof subsetFont>[2] & { keepFeatures: string[] } = {
    targetFormat: spec.format,
    variationAxes: { wght: weightAxis(spec.weights) },
    keepFeatures: keptFeatures,
  };
  return subsetFont(original, text, options);
}

interface FontSize {
  file: string;
  before: number;
  after: number;
}

/**
 * Writes every subset to `outDir`; returns each file's bytes before and after: the site's fonts
 * (`sizes`, what visitors download) apart from the cards' (`cardSizes`, read only by the build).
 */
export async function generateFonts(outDir = generatedDir, from = root) {
  const sources = sourceFiles(textSources.map((dir) => path.join(from, dir)));
  const text = subsetText(sources.map((file) => readFileSync(file, 'utf8')));
  mkdirSync(outDir, { recursive: true });
  const write = async (specs: readonly FontSpec[]) => {
    const sizes: FontSize[] = [];
    for (const spec of specs) {
      const subset = await subsetOne(spec, text, from);
      writeFileSync(path.join(outDir, spec.file), subset);
      const before = statSync(path.resolve(from, spec.source)).size;
      sizes.push({ file: spec.file, before, after: subset.length });
    }
    return sizes;
  };
  return { text, sizes: await write(fontSpecs), cardSizes: await write(cardFontSpecs) };
}

if (require.main === module) {
  generateFonts().then(
    ({ text, sizes, cardSizes }) =>
      console.log(
        `Fonts subset to ${[...text].length} characters: ${[...sizes, ...cardSizes]
          .map((s) => `${s.file} ${s.before} → ${s.after} bytes`)
          .join(', ')}`,
      ),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
