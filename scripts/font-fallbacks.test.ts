/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { create, type Font } from 'fontkit';
import postcss from 'postcss';
import { fontSpecs } from './fonts';

/**
 * The fallback faces of app/globals.css are sized as next/font sizes its own: the web font's
 * average width of a–z and spaces (weighted as next/font's calcAverageWidth weighs them) over
 * the local font's, and the web font's ascent and descent over that size.
 */
const sample = 'aaabcdeeeefghiijklmnnoopqrrssttuvwxyz      ';
const averageWidth = (font: Font) =>
  font.glyphsForString(sample).reduce((sum, glyph) => sum + glyph.advanceWidth, 0) /
  sample.length /
  font.unitsPerEm;

/**
 * Each local font's average width in em, measured once with `averageWidth`: Arial's and Times
 * New Roman's as next/font records them, which Arimo and Tinos (@fontsource 5.3.0) match to the
 * unit; Roboto and Noto Serif from @fontsource 5.3.0; DejaVu from Debian's fonts-dejavu-core.
 */
const arial = 934.5116 / 2048;
const times = 854.3953 / 2048;
const roboto = 938 / 2048;
const dejaVuSans = 1070.3023 / 2048;
const notoSerif = 497.2326 / 1000;
const dejaVuSerif = 1079.2791 / 2048;
const localWidths: Record<string, number> = {
  'Liberation Sans': arial,
  Arimo: arial,
  Roboto: roboto,
  'Roboto-Regular': roboto,
  'DejaVu Sans': dejaVuSans,
  DejaVuSans: dejaVuSans,
  'Liberation Serif': times,
  Tinos: times,
  'Noto Serif': notoSerif,
  NotoSerif: notoSerif,
  'NotoSerif-Regular': notoSerif,
  'DejaVu Serif': dejaVuSerif,
  DejaVuSerif: dejaVuSerif,
};

const root = path.resolve(__dirname, '..');
const webFont = (file: string) => {
  const spec = fontSpecs.find((font) => font.file === file)!;
  return create(readFileSync(path.join(root, spec.source))) as Font;
};
const webFonts = { Inter: webFont('inter.woff2'), Playfair: webFont('playfair-display.woff2') };

/** The stylesheet's @font-face rules that name local fonts, by family. */
function fallbackFaces() {
  const css = postcss.parse(readFileSync(path.join(root, 'app', 'globals.css'), 'utf8'));
  const faces: Record<string, Record<string, string>> = {};
  css.walkAtRules('font-face', (rule) => {
    const face: Record<string, string> = {};
    rule.walkDecls((decl) => void (face[decl.prop] = decl.value));
    if (face.src?.startsWith('local(')) faces[face['font-family']!.replace(/'/g, '')] = face;
  });
  return faces;
}

const percent = (value: number) => Number((value * 100).toFixed(2));

describe('the fallback faces', () => {
  const faces = fallbackFaces();

  it('stand in for both web fonts', () => {
    expect(Object.keys(faces).sort()).toEqual([
      'Inter Fallback',
      'Inter Fallback DejaVu',
      'Playfair Fallback',
      'Playfair Fallback DejaVu',
      'Playfair Fallback Noto',
    ]);
  });

  it.each(Object.keys(faces))('%s: every local font it names is as wide, within 0.5 %', (name) => {
    const locals = [...faces[name]!.src!.matchAll(/local\('([^']+)'\)/g)].map(([, font]) => font!);
    const widths = locals.map((font) => [font, localWidths[font]] as const);
    expect(widths.filter(([, width]) => width === undefined)).toEqual([]);
    const first = widths[0]![1]!;
    expect(Math.max(...widths.map(([, width]) => Math.abs(width! / first - 1)))).toBeLessThan(
      0.005,
    );
  });

  it.each(Object.keys(faces))('%s: sized and set on the line as the web font', (name) => {
    const face = faces[name]!;
    const web = webFonts[name.split(' ')[0] as keyof typeof webFonts];
    const local = localWidths[/local\('([^']+)'\)/.exec(face.src!)![1]!]!;
    const size = averageWidth(web) / local;
    expect({
      'size-adjust': parseFloat(face['size-adjust']!),
      'ascent-override': parseFloat(face['ascent-override']!),
      'descent-override': parseFloat(face['descent-override']!),
      'line-gap-override': parseFloat(face['line-gap-override']!),
    }).toEqual({
      'size-adjust': percent(size),
      'ascent-override': percent(web.ascent / web.unitsPerEm / size),
      'descent-override': percent(-web.descent / web.unitsPerEm / size),
      'line-gap-override': percent(web.lineGap / web.unitsPerEm / size),
    });
  });
});
