/** What the visitor sees drawn: text that fits, borders forced colours keep, contrast. */
import { expect, type Locator, type Page } from '@playwright/test';
import { header } from './locators';

/**
 * What a visitor would find cut off or overlapping as the page is drawn now, one line a problem:
 * text past the viewport's sides or clipped by a box hiding its overflow; a box whose text runs
 * out of its sides, or out of its top or bottom by over a third of an em; text drawn over text;
 * with `brokenWords`, a word split across lines (a reader's wider spacing may break words).
 * Text is taken as its em box, not its content area: a display face's tall content area spills
 * past a tight line box by design and draws nothing there (hence the third of an em).
 * Not counted, by design: visually hidden text (never drawn); the skip link, parked above the
 * viewport until focused; overlaps between layers (the fixed header, the panel's sticky bar).
 */
export function textProblems(
  page: Page,
  { brokenWords }: { brokenWords: boolean },
): Promise<string[]> {
  return page.evaluate((brokenWords) => {
    const problems: string[] = [];
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;

    /** An element and its ancestors, up to `stop` (left out). */
    const chain = (element: Element | null, stop: Element | null = null) => {
      const list: Element[] = [];
      for (let node = element; node && node !== stop; node = node.parentElement) list.push(node);
      return list;
    };
    const visuallyHidden = (element: Element) =>
      chain(element).some((node) => {
        const style = getComputedStyle(node);
        if (style.position === 'absolute' && style.clip !== 'auto') return true;
        return node.matches('a[href="#main"]:not(:focus)');
      });
    /** The nearest fixed or sticky ancestor: text is only compared with text in its layer. */
    const layerOf = (element: Element) =>
      chain(element).find((node) => /^(fixed|sticky)$/.test(getComputedStyle(node).position)) ??
      null;
    /** The ancestors that cut off what overflows them. */
    const clipsOf = (element: Element) =>
      chain(element.parentElement, document.body).filter((node) => {
        const { overflowX, overflowY } = getComputedStyle(node);
        return [overflowX, overflowY].some((value) => value === 'hidden' || value === 'clip');
      });

    type Piece = { node: Text; box: DOMRect; layer: Element | null };
    const pieces: Piece[] = [];
    const containers = new Set<HTMLElement>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let next = walker.nextNode(); next; next = walker.nextNode()) {
      const node = next as Text;
      const parent = node.parentElement;
      if (!node.data.trim() || !parent || parent.closest('script, style, noscript, template')) {
        continue;
      }
      if (parent.getClientRects().length === 0) continue; // not rendered
      const style = getComputedStyle(parent);
      if (style.visibility !== 'visible' || visuallyHidden(parent)) continue;

      let container: HTMLElement | null = parent;
      while (container && getComputedStyle(container).display === 'inline') {
        container = container.parentElement;
      }
      if (container) containers.add(container);

      const fontSize = parseFloat(style.fontSize);
      const range = document.createRange();
      range.selectNodeContents(node);
      const layer = layerOf(parent);
      const clips = clipsOf(parent);
      for (const rect of range.getClientRects()) {
        if (rect.width < 1) continue;
        // The em box, centred in the content area.
        const box = new DOMRect(
          rect.x,
          rect.y + Math.max(0, (rect.height - fontSize) / 2),
          rect.width,
          Math.min(rect.height, fontSize),
        );
        const label = `${describe(parent)} (“${node.data.trim().slice(0, 20)}”)`;
        if (box.left < -1 || box.right > innerWidth + 1) {
          problems.push(`${label} runs past the side of the viewport (${box.left}–${box.right})`);
        }
        for (const clip of clips) {
          const edge = clip.getBoundingClientRect();
          if (
            box.left < edge.left - 1 ||
            box.right > edge.right + 1 ||
            box.top < edge.top - 1 ||
            box.bottom > edge.bottom + 1
          ) {
            problems.push(`${label} is clipped by ${describe(clip)}`);
          }
        }
        pieces.push({ node, box, layer });
      }

      if (brokenWords) {
        // Each run of letters between spaces, hyphens, dashes and slashes, where lines may break.
        for (const word of node.data.matchAll(/[^\s\-–—/]{2,}/g)) {
          const part = document.createRange();
          part.setStart(node, word.index);
          part.setEnd(node, word.index + word[0].length);
          const lines = new Set([...part.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) problems.push(`${describe(parent)} breaks “${word[0]}” across lines`);
        }
      }
    }

    for (const container of containers) {
      const fontSize = parseFloat(getComputedStyle(container).fontSize);
      const wide = container.scrollWidth - container.clientWidth;
      const tall = container.scrollHeight - container.clientHeight;
      if (wide > 1) problems.push(`${describe(container)} overflows its width by ${wide}px`);
      if (tall > Math.max(1, fontSize / 3)) {
        problems.push(`${describe(container)} overflows its height by ${tall}px`);
      }
    }

    for (const [index, a] of pieces.entries()) {
      for (const b of pieces.slice(index + 1)) {
        if (a.layer !== b.layer) continue;
        const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (x > 1 && y > 1) {
          problems.push(
            `${describe(a.node.parentElement!)} and ${describe(b.node.parentElement!)} overlap`,
          );
        }
      }
    }
    return [...new Set(problems)];
  }, brokenWords);
}

/** In the page, in any engine: its overflow to the side, 0 when nothing scrolls sideways. */
export const overflowToTheSide = () =>
  document.documentElement.scrollWidth - document.documentElement.clientWidth;

export const sidewaysOverflow = (page: Page) => page.evaluate(overflowToTheSide);

/** WCAG 1.4.12's spacing, adopted through the CSSOM as an extension's, which the CSP allows. */
const readerSpacing = `
  *, *::before, *::after {
    line-height: 1.5 !important;
    letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important;
  }
  p { margin-bottom: 2em !important; }
`;

/** Applies the reader's text spacing to the page, or takes it off, and waits for it to be drawn. */
export async function readerTextSpacing(page: Page, on = true) {
  await page.evaluate(
    async ([css, on]) => {
      const tagged = document as Document & { readerSheet?: CSSStyleSheet };
      tagged.readerSheet ??= new CSSStyleSheet();
      tagged.readerSheet.replaceSync(on ? css : '');
      if (!document.adoptedStyleSheets.includes(tagged.readerSheet)) {
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, tagged.readerSheet];
      }
      await document.fonts.ready;
    },
    [readerSpacing, on] as const,
  );
}

/** The relative luminance of an sRGB colour, as CSS `rgb()` or 0–255 channels (WCAG 2). */
export function luminance(colour: string | readonly number[]): number {
  const channels =
    typeof colour === 'string'
      ? colour
          .match(/[\d.]+/g)!
          .slice(0, 3)
          .map(Number)
      : colour;
  const [r, g, bl] = channels.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
}

/** The contrast ratio of two sRGB colours, each as CSS `rgb()` or 0–255 channels (WCAG 2). */
export function contrast(a: string | readonly number[], b: string | readonly number[]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/**
 * Emulates forced colours and returns, for each link or button drawn as a shape (a fill or a
 * border) in normal colours, the sides with no border for forced colours to paint, by its text.
 */
export async function buttonsWithoutBorderInForcedColors(page: Page): Promise<{
  shapes: number;
  missing: string[];
}> {
  const shapes = await page.evaluate(() =>
    [...document.querySelectorAll('a[href], button')].flatMap((element, index) => {
      if (element.getClientRects().length === 0) return [];
      const style = getComputedStyle(element);
      const seen = (color: string) => !/^transparent$|, 0\)$/.test(color);
      const bordered = (['Top', 'Right', 'Bottom', 'Left'] as const).some(
        (side) =>
          parseFloat(style[`border${side}Width`]) > 0 &&
          style[`border${side}Style`] !== 'none' &&
          seen(style[`border${side}Color`]),
      );
      return seen(style.backgroundColor) || bordered ? [index] : [];
    }),
  );
  await page.emulateMedia({ forcedColors: 'active' });
  const missing = await page.evaluate((shapes) => {
    if (!matchMedia('(forced-colors: active)').matches) return ['forced colours not emulated'];
    const controls = [...document.querySelectorAll('a[href], button')];
    return shapes.flatMap((index) => {
      const style = getComputedStyle(controls[index]!);
      const sides = (['Top', 'Right', 'Bottom', 'Left'] as const).filter(
        (side) =>
          !(parseFloat(style[`border${side}Width`]) > 0) ||
          ['none', 'hidden'].includes(style[`border${side}Style`]),
      );
      return sides.length ? [`${controls[index]!.textContent}: ${sides.join(', ')}`] : [];
    });
  }, shapes);
  return { shapes: shapes.length, missing };
}

/** Every visible header link and button lies fully within the viewport, clear of the others. */
export async function expectHeaderInView(page: Page) {
  const controls = [
    ...(await header(page).getByRole('link').filter({ visible: true }).all()),
    ...(await header(page).getByRole('button').filter({ visible: true }).all()),
  ];
  expect(controls.length).toBeGreaterThanOrEqual(3);
  const boxes = [];
  for (const control of controls) {
    await expect(control).toBeInViewport({ ratio: 1 });
    boxes.push({ name: await control.textContent(), box: (await control.boundingBox())! });
  }
  for (const [index, { name, box }] of boxes.entries()) {
    for (const other of boxes.slice(index + 1)) {
      const apart =
        box.x + box.width <= other.box.x ||
        other.box.x + other.box.width <= box.x ||
        box.y + box.height <= other.box.y ||
        other.box.y + other.box.height <= box.y;
      expect(apart, `${name} and ${other.name} do not overlap`).toBe(true);
    }
  }
}

/** How many lines an element's text is drawn on. */
export const linesOf = (element: Locator) =>
  element.evaluate((drawn) => {
    const range = document.createRange();
    range.selectNodeContents(drawn);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
