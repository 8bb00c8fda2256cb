/**
 * The fonts are cut to the site (scripts/fonts.ts; which characters the cut keeps is
 * scripts/fonts.test.ts's). This proves the browser draws the page with them: each piece of text is
 * read with the family, weight and figures the browser computed for it, and checked against the
 * very font file the page loads for that family (its weight axis, read with fontkit).
 */
import { create, type Font } from 'fontkit';
import { expect, type Page } from '@playwright/test';

/** Every text node of the body and every string a ::before/::after draws: its font, and where. */
function textRuns(page: Page) {
  return page.evaluate(() => {
    const notDrawn = new Set(['script', 'style', 'noscript', 'template', 'title', 'desc']);
    const describe = (el: Element) =>
      `<${el.localName}${el.id ? `#${el.id}` : ''}${el.classList.length ? ` class="${el.className}"` : ''}>`;
    const run = (text: string, el: Element, style: CSSStyleDeclaration, where: string) => ({
      text,
      family: style.fontFamily,
      weight: Number(style.fontWeight),
      numeric: style.fontVariantNumeric,
      settings: style.fontFeatureSettings,
      caps: style.fontVariantCaps,
      where,
    });
    const runs = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || notDrawn.has(el.localName) || !node.textContent?.trim()) continue;
      // Hidden text counts too: a closed menu or another breakpoint shows it.
      runs.push(run(node.textContent, el, getComputedStyle(el), describe(el)));
    }
    for (const el of document.body.querySelectorAll('*')) {
      for (const pseudo of ['::before', '::after']) {
        const style = getComputedStyle(el, pseudo);
        const strings = [...style.content.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map(([, s]) =>
          s!.replace(/\\(.)/g, '$1'),
        );
        const text = strings.join('');
        if (text.trim()) runs.push(run(text, el, style, `${describe(el)}${pseudo}`));
      }
    }
    return runs;
  });
}

/** The page's @font-face rules that load a file, with its absolute URL. */
function fontFaces(page: Page) {
  return page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules]
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
        .flatMap((rule) => {
          const url = /url\(["']?([^"')]+)["']?\)/.exec(rule.style.getPropertyValue('src'))?.[1];
          if (!url) return []; // a fallback face: local(Arial) and metric overrides
          return [
            {
              family: rule.style.getPropertyValue('font-family').replace(/^["']|["']$/g, ''),
              weight: rule.style.getPropertyValue('font-weight'),
              url: new URL(url, sheet.href ?? document.baseURI).href,
            },
          ];
        }),
    ),
  );
}

/** The site's two font families, as its stylesheet names them. */
export const siteFontFamilies = ['sansFont', 'displayFont'];

/** In the page, in any engine: the families of the fonts loaded once every one asked for is in. */
export async function loadedFontFamilies(): Promise<string[]> {
  await document.fonts.ready;
  return [...document.fonts]
    .filter((font) => font.status === 'loaded')
    .map((font) => font.family.replace(/["']/g, ''));
}

/** How many of the site's web fonts the page holds now (a local fallback face does not count). */
export const siteFontsIn = (page: Page) =>
  page.evaluate(
    (families) =>
      [...document.fonts].filter(
        (font) => font.status === 'loaded' && families.includes(font.family.replace(/["']/g, '')),
      ).length,
    siteFontFamilies,
  );

/** Holds back every web font the page asks for until the returned function is called. */
export async function holdFonts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.woff2', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Once every font the page asked for is in, both of the site's families are among them. */
export async function expectSiteFontsLoaded(page: Page, where?: string) {
  const loaded = await page.evaluate(loadedFontFamilies);
  expect(loaded, where).toEqual(expect.arrayContaining(siteFontFamilies));
}

const fonts = new Map<string, Promise<Font>>();

function loadFont(page: Page, url: string): Promise<Font> {
  if (!fonts.has(url)) {
    fonts.set(
      url,
      page.request.get(url).then(async (response) => {
        expect(response.ok(), url).toBe(true);
        return create(await response.body()) as Font;
      }),
    );
  }
  return fonts.get(url)!;
}

/** The weights a file can draw without the browser faking them. */
function fileWeights(font: Font): [number, number] {
  const axis = font.variationAxes.wght;
  return axis ? [axis.min, axis.max] : [font['OS/2'].usWeightClass, font['OS/2'].usWeightClass];
}

/** Figures and features the subset keeps (scripts/fonts.ts, keptFeatures) or that need none. */
const keptNumeric = new Set(['normal', 'lining-nums', 'lining-nums tabular-nums']);

/**
 * Everything on the page that the subset fonts would draw wrongly: text set in another family, at
 * a weight outside its file's range, or with features the file no longer has.
 */
export async function fontProblems(page: Page): Promise<string[]> {
  const [runs, faces] = await Promise.all([textRuns(page), fontFaces(page)]);
  expect(runs.length, 'text on the page').toBeGreaterThan(5);
  expect(faces.length, 'web fonts on the page').toBeGreaterThanOrEqual(2);
  const problems = new Set<string>();
  let checked = 0;
  for (const run of runs) {
    const family = run.family
      .split(',')[0]!
      .trim()
      .replace(/^["']|["']$/g, '');
    const face = faces.find((candidate) => candidate.family === family);
    if (!face) {
      problems.add(`${run.where} is set in ${run.family}, not in one of the site's fonts`);
      continue;
    }
    const font = await loadFont(page, face.url);
    const label = `${run.where} (${family} ${run.weight})`;
    checked += 1;
    const [declaredMin, declaredMax = declaredMin] = face.weight.split(' ').map(Number);
    const [fileMin, fileMax] = fileWeights(font);
    if (
      run.weight < Math.max(declaredMin!, fileMin) ||
      run.weight > Math.min(declaredMax!, fileMax)
    ) {
      problems.add(
        `weight ${run.weight} is outside ${family}'s ${face.weight} (file: ${fileMin}–${fileMax}): ${label}`,
      );
    }
    if (!keptNumeric.has(run.numeric) || run.settings !== 'normal' || run.caps !== 'normal') {
      problems.add(
        `font-variant-numeric: ${run.numeric}, font-feature-settings: ${run.settings}, font-variant-caps: ${run.caps} need features the subset drops: ${label}`,
      );
    }
  }
  expect(checked, 'pieces of text checked').toBeGreaterThan(5);
  return [...problems];
}
