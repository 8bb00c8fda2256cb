/**
 * The art direction's rules a browser can measure, on every page at a phone's width and a wide
 * screen's: one type system, headings that never start or end on a short word alone (on an iPad
 * held sideways too), offers that line up side by side, lists in columns without a hole in their
 * last row, room over every section's rule, units in their own case, one gold button a screen,
 * the photograph seen under words that stay readable, and a cross-fade between pages that
 * reduced motion turns off.
 * What each page looks like as a whole is visual.spec.ts's.
 */
import { site } from '../content/site';
import { isShortWord } from '../components/unwidowed';
import { home } from '../content/home';
import { stats } from '../content/about';
import { hologramCapabilities, hologramPage } from '../content/hologram-wire';
import { innerCirclePage, innerCircleTiers } from '../content/inner-circle';
import { opportunityCategories } from '../content/opportunities';
import { contactBlock, newTabNote } from '../content/layout';
import { contactPage } from '../content/contact';
import { retreats } from '../content/retreats';
import { transformationPackages, transformationsPage } from '../content/transformations';
import { usageInstructions } from '../content/frequency-controller';
import tailwindConfig from '../tailwind.config';
import { contrast, linesOf, luminance } from './support/layout';
import {
  activateButton,
  everyPage,
  instrumentPicture,
  main,
  panelPage,
  region,
} from './support/locators';
import { brightest, pixels, type Box } from './support/pixels';
import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './support/test';

const widths = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const { colors } = tailwindConfig.theme.extend;

/** Each style of the visible text on the page: family, size, weight, slant and capitals. */
const typeStyles = (page: Page) =>
  page.evaluate(() => {
    const styles = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || !node.textContent?.trim() || el.closest('script, style, noscript')) continue;
      if (el.getClientRects().length === 0 || el.closest('.sr-only, [href="#main"]')) continue;
      const s = getComputedStyle(el);
      if (s.visibility !== 'visible') continue;
      const family = s.fontFamily.split(',')[0]!.replace(/["']/g, '');
      styles.add(`${family} ${s.fontSize} ${s.fontWeight} ${s.fontStyle} ${s.textTransform}`);
    }
    return [...styles];
  });

for (const viewport of widths) {
  test(`at ${viewport.width} px every page together uses at most 12 type styles`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    const all = new Set<string>();
    for (const path of everyPage) {
      await page.goto(path);
      for (const style of await typeStyles(page)) all.add(style);
    }
    expect([...all].sort(), 'the type styles in use').toHaveLength(Math.min(all.size, 12));
  });

  test(`at ${viewport.width} px no screen of any page shows two gold buttons`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    const gold = `rgb(${[1, 3, 5].map((i) => parseInt(colors.gold.DEFAULT.slice(i, i + 2), 16)).join(', ')})`;
    const crowded: string[] = [];
    for (const path of everyPage) {
      await page.goto(path);
      // The skip link shows only while focused, over the top of the page; it is not counted.
      const tops = await page
        .locator('a[href]:not([href="#main"]), button')
        .evaluateAll(
          (controls, gold) =>
            controls
              .filter(
                (c) =>
                  c.getClientRects().length > 0 && getComputedStyle(c).backgroundColor === gold,
              )
              .map((c) => c.getBoundingClientRect().top + scrollY),
          gold,
        );
      tops.sort((a, b) => a - b);
      for (let i = 1; i < tops.length; i++) {
        if (tops[i]! - tops[i - 1]! < viewport.height) crowded.push(`${path} at ${tops[i]} px`);
      }
    }
    expect(crowded).toEqual([]);
  });
}

/** And an iPad held sideways, where the split sections' heading column is at its narrowest. */
for (const viewport of [...widths, { width: 1024, height: 768 }]) {
  test(`at ${viewport.width} px no heading starts or ends on a short word alone`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    const widowed: string[] = [];
    for (const path of everyPage) {
      await page.goto(path);
      const found = await page.locator('h1, h2, h3').evaluateAll((headings) =>
        headings.flatMap((heading) => {
          if (heading.getClientRects().length === 0) return [];
          const text = heading.textContent ?? '';
          // Each word's line, by where it sits: a heading of three words or more must not start
          // or end with a short one on its own line.
          const tops: number[] = [];
          const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              const rects = range.getClientRects();
              if (rects.length > 0) tops.push(Math.round(rects[rects.length - 1]!.top));
            }
          }
          if (tops.length < 3) return [];
          const alone = (line: number) => tops.filter((top) => Math.abs(top - line) < 4).length;
          const words = text.trim().split(/\s+/);
          return [
            ...(alone(tops[0]!) === 1 ? [[text, words[0]!]] : []),
            ...(alone(tops[tops.length - 1]!) === 1 ? [[text, words.at(-1)!]] : []),
          ];
        }),
      );
      const stranded = found.filter(([, word]) => isShortWord(word!)).map(([text]) => text);
      widowed.push(...stranded.map((text) => `${path}: «${text}»`));
    }
    expect(widowed).toEqual([]);
  });
}

test('the social link shows its call and a mark; “opens in a new tab” is said, not printed', async ({
  page,
}) => {
  await page.goto('/');
  const link = region(page, contactBlock.title).getByRole('link', {
    name: `${contactBlock.message} ${newTabNote}`,
  });
  await expect(link).toBeVisible();
  // What is drawn: the link's text without what only assistive technology reads.
  const drawn = await link.evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('.sr-only').forEach((hidden) => hidden.remove());
    return copy.textContent?.trim();
  });
  expect(drawn).toBe(contactBlock.message);
  await expect(link.locator('svg')).toBeVisible();
});

/**
 * The short texts set apart: each wording of a page's footnotes, the aside beside its opening and
 * the closing sentence. At an iPad's width held sideways too, where the asides are narrowest, and
 * at a laptop's, where the closing sentence's column is.
 */
for (const viewport of [...widths, { width: 1024, height: 768 }, { width: 1280, height: 800 }]) {
  test(`at ${viewport.width} px no note, aside or closing sentence ends on a stub of a line`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    const stubs: string[] = [];
    let measured = 0;
    for (const path of everyPage) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      const closing = region(page, contactBlock.title).getByText(contactBlock.intro);
      const aside = page.locator('.opening-continues .type-small');
      const texts = page.getByRole('note').locator('span').or(aside).or(closing);
      // Each text's lines, by the width of the words on them (its text alone, not the boxes of
      // elements inside it): the last holds at least half of what the first does.
      const found = await texts.evaluateAll((drawn) =>
        drawn.map((text) => {
          const lines = new Map<number, number>();
          const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of range.getClientRects()) {
              const top = Math.round(rect.top);
              lines.set(top, (lines.get(top) ?? 0) + rect.width);
            }
          }
          const [first = 0, ...rest] = lines.values();
          const last = rest.at(-1) ?? first;
          return last < first / 2 ? `«…${text.textContent!.slice(-24)}»` : '';
        }),
      );
      measured += found.length;
      stubs.push(...found.filter(Boolean).map((text) => `${path}: ${text}`));
    }
    // Every page's closing sentence, at least, and the notes and asides of the pages that have them.
    expect(measured).toBeGreaterThan(everyPage.length + 15);
    expect(stubs).toEqual([]);
  });
}

/** Offers side by side: the tops of each kind of part, entry by entry. */
async function partTops(page: Page, list: string) {
  return region(page, list)
    .getByRole('article')
    .evaluateAll((entries) =>
      entries.map((entry) => {
        const top = (selector: string) =>
          Math.round(entry.querySelector(selector)!.getBoundingClientRect().top);
        // A client's name, where an entry closes on a quotation.
        const client = entry.querySelector('figcaption') ? top('figcaption') : null;
        return {
          name: top('h3'),
          figures: top('dl'),
          text: top('dl + p'),
          list: top('ul'),
          client,
        };
      }),
    );
}

for (const [path, list] of [
  ['/inner-circle/', innerCirclePage.tiersSection.title],
  ['/transformations/', transformationsPage.list.title],
] as const) {
  for (const width of [1024, 1440]) {
    test(`${path} at ${width} px: the offers side by side line up part by part, from name to client`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const [first, ...rest] = await partTops(page, list);
      expect(rest.length).toBeGreaterThan(0);
      for (const entry of rest) expect(entry).toEqual(first);
    });
  }
}

/**
 * Cells set side by side, as a visitor sees them: where each is, how far its words start from its
 * left edge, and the top of the part that must stand level with the cells beside it (`level`).
 */
function cellsOf(cells: Locator, level: string) {
  return cells.evaluateAll(
    (found, level) =>
      found.map((cell) => {
        const box = cell.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(cell);
        return {
          text: (cell.textContent ?? '').trim().slice(0, 30),
          top: Math.round(box.top),
          left: Math.round(box.left),
          inset: Math.round(range.getBoundingClientRect().left - box.left),
          level: Math.round(cell.querySelector(level)!.getBoundingClientRect().top),
        };
      }),
    level,
  );
}

/** The cells whose part that must stand level starts above or below a cell's beside them. */
const unlevel = (cells: Awaited<ReturnType<typeof cellsOf>>) =>
  cells
    .filter((cell) => cells.some((other) => other.top === cell.top && other.level !== cell.level))
    .map((cell) => `«${cell.text}» at ${cell.level}`);

for (const width of [390, 1024, 1440]) {
  test(`at ${width} px the figures of a band stand level, clear of the hairline before them`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const problems: string[] = [];
    let bands = 0;
    for (const path of ['/', '/about/', '/hologram-wire/', panelPage]) {
      await page.goto(path);
      await page.waitForFunction(() => document.fonts.ready.then(() => true));
      for (const band of await page.locator('main dl:has(> div > dt)').all()) {
        bands += 1;
        const cells = await cellsOf(band.locator(':scope > div'), 'dd');
        const edge = Math.min(...cells.map((cell) => cell.left));
        problems.push(...unlevel(cells).map((cell) => `${path}: ${cell} is not level`));
        for (const cell of cells.filter((cell) => cell.left > edge && cell.inset < 12)) {
          problems.push(`${path}: «${cell.text}» starts ${cell.inset} px from its hairline`);
        }
      }
    }
    expect(bands, 'bands of figures').toBeGreaterThanOrEqual(5);
    expect(problems).toEqual([]);
  });
}

for (const width of [768, 1024, 1440]) {
  test(`${panelPage} at ${width} px: options and steps side by side start their words level`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(panelPage);
    await page.waitForFunction(() => document.fonts.ready.then(() => true));
    const groups = await page.getByRole('group').all();
    const steps = region(page, usageInstructions.title).getByRole('listitem');
    const problems = [
      ...(await Promise.all(groups.map((group) => cellsOf(group.locator('.option-card'), 'p')))),
      await cellsOf(steps, 'p'),
    ].flatMap(unlevel);
    expect(groups.length, 'the option groups').toBe(3);
    expect(problems).toEqual([]);
  });
}

/** What `find` reports on every page at `width`, each line led by the page's path. */
async function onEveryPage(page: Page, width: number, find: (page: Page) => Promise<string[]>) {
  await page.setViewportSize({ width, height: 900 });
  const found: string[] = [];
  for (const path of everyPage) {
    await page.goto(path);
    found.push(...(await find(page)).map((line) => `${path}: ${line}`));
  }
  return found;
}

/** Every text that names the hertz in capitals. */
const capitalisedHertz = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (/\bHz\b/.test(text) && getComputedStyle(node.parentElement!).textTransform !== 'none')
        found.push(text.trim());
    }
    return found;
  });

test('no page sets the hertz in capitals: a band reads “8–12 Hz”, never “HZ”', async ({ page }) => {
  expect(await onEveryPage(page, 390, capitalisedHertz)).toEqual([]);
});

/** An offer page's first offer, by its name. */
const firstOffer = (name: string) => (page: Page) => [
  main(page).getByRole('heading', { level: 3, name }),
];
/**
 * The pages that open once, going straight on from their opening to what they offer, each with
 * what must be whole on a 1440×900 first screen: an offer page's first offer, the Hologram Wire's
 * price and edition, the controller's picture and its Activate, both of contact's ways in.
 */
const firstScreens: readonly (readonly [path: string, shown: (page: Page) => Locator[]])[] = [
  ['/retreats/', firstOffer(retreats[0]!.name)],
  ['/transformations/', firstOffer(transformationPackages[0]!.name)],
  ['/opportunities/', firstOffer(opportunityCategories[0]!.category)],
  ['/inner-circle/', firstOffer(innerCircleTiers[0]!.title)],
  [
    '/hologram-wire/',
    (page) =>
      hologramPage.offerSection.facts
        .slice(0, 2)
        .map(({ value }) => main(page).getByText(value, { exact: true })),
  ],
  [panelPage, (page) => [instrumentPicture(page), activateButton(page)]],
  [
    '/contact/',
    (page) =>
      [contactPage.channels.message, contactPage.channels.call].map((way) =>
        main(page).getByRole('article', { name: way.title }).getByRole('link'),
      ),
  ],
];

for (const [path, shown] of firstScreens) {
  test(`at 1440×900 ${path} opens once, what it offers whole on the first screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    for (const part of shown(page)) await expect(part).toBeInViewport({ ratio: 1 });
  });
}

test('at 1440 px an offer’s name and figures stay on screen while its words scroll by', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/retreats/');
  const second = main(page).getByRole('article', { name: retreats[1]!.name });
  // Its top 150 px above the screen's: its words still show, below the header.
  await second.evaluate((entry) => window.scrollBy(0, entry.getBoundingClientRect().top + 150));
  await expect(second.getByRole('heading', { name: retreats[1]!.name })).toBeInViewport({
    ratio: 1,
  });
  await expect(second.getByText(retreats[1]!.price)).toBeInViewport({ ratio: 1 });
});

test('at 1440 px a split section’s heading stays on screen beside its long list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/hologram-wire/');
  const capabilities = region(page, hologramPage.capabilitiesSection.title);
  const last = hologramCapabilities[hologramCapabilities.length - 1]!;
  await capabilities.getByRole('heading', { name: last.title }).scrollIntoViewIfNeeded();
  await expect(
    capabilities.getByRole('heading', { level: 2, name: hologramPage.capabilitiesSection.title }),
  ).toBeInViewport({ ratio: 1 });
});

/** The figures set in bands, by page: each a value under its label. */
const bands = [
  ['/', [...home.innerCircleTeaser.facts, ...stats]],
  ['/about/', stats],
  ['/hologram-wire/', hologramPage.offerSection.facts],
  [panelPage, usageInstructions.facts],
] as const;

test('at 1440 px every figure in a band keeps to one line', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const broken: string[] = [];
  for (const [path, facts] of bands) {
    await page.goto(path);
    for (const fact of facts) {
      const figure = main(page).getByRole('definition').filter({ hasText: fact.value }).first();
      const lines = await linesOf(figure);
      if (lines > 1) broken.push(`${path}: «${fact.value}» on ${lines} lines`);
    }
  }
  expect(broken).toEqual([]);
});

/** Each rule that opens a section of main, with how far above it the words before it end. */
const roomOverRules = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main > section')].flatMap((section) => {
      const before = section.previousElementSibling;
      if (!before || getComputedStyle(section, '::before').borderTopWidth !== '1px') return [];
      const words: DOMRect[] = [];
      const walker = document.createTreeWalker(before, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        words.push(...[...range.getClientRects()].filter((r) => r.height > 0));
      }
      const end = Math.max(...words.map((r) => r.bottom));
      const heading = section.querySelector('h2')?.textContent ?? '';
      return [{ heading, room: Math.round(section.getBoundingClientRect().top - end) }];
    }),
  );

/**
 * Running text whose longest drawn line holds more than `most` characters, with that count. The
 * measure (`.measure`, 32em) averages about 70; a line of narrow letters runs a few more.
 */
const overMeasure = (page: Page, most: number) =>
  page.evaluate((most) => {
    const found: string[] = [];
    for (const text of document.querySelectorAll('main :is(p, li, dd, blockquote)')) {
      if (text.querySelector('p, li, dd') || !text.textContent?.trim()) continue;
      // Each character's box, by the line it is drawn on.
      const lines = new Map<number, number>();
      const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        for (let at = 0; at < node.textContent!.length; at++) {
          range.setStart(node, at);
          range.setEnd(node, at + 1);
          const box = range.getClientRects()[0];
          if (box) lines.set(Math.round(box.bottom), (lines.get(Math.round(box.bottom)) ?? 0) + 1);
        }
      }
      const longest = Math.max(0, ...lines.values());
      if (longest > most) found.push(`${longest}: “${text.textContent.trim().slice(0, 40)}…”`);
    }
    return found;
  }, most);

for (const width of [768, 1440]) {
  test(`at ${width} px no running text runs past 75 characters a line`, async ({ page }) => {
    expect(await onEveryPage(page, width, (page) => overMeasure(page, 75))).toEqual([]);
  });
}

/** What opens a right-hand column, by where its left edge stands, measured from the footer's links. */
const offTheSplitLine = (page: Page) =>
  page.evaluate(() => {
    const left = (element: Element) => Math.round(element.getBoundingClientRect().left);
    const line = left(document.querySelector('footer nav ul, footer ul')!);
    const columns = {
      'a split section’s text': '.split > :nth-child(2)',
      'a wide entry’s text': '.entry-wide > :nth-child(2)',
      'the second way in': '.split-columns > :nth-child(2)',
      'an opportunity’s benefits': '.register > * > div',
      'the closing line’s calls': '.closing > :nth-child(2)',
    };
    return Object.entries(columns).flatMap(([name, selector]) =>
      [...document.querySelectorAll(selector)]
        .filter((column) => left(column) !== line)
        .map((column) => `${name} at ${left(column)} px, the footer’s links at ${line} px`),
    );
  });

for (const width of [1024, 1440]) {
  test(`at ${width} px every right-hand column starts on one line, the splits’, down to the footer`, async ({
    page,
  }) => {
    expect(await onEveryPage(page, width, offTheSplitLine)).toEqual([]);
  });
}

for (const width of [390, 1440]) {
  test(`at ${width} px every section's rule has room over it: no words sit on it`, async ({
    page,
  }) => {
    const cramped = await onEveryPage(page, width, async (page) =>
      (await roomOverRules(page))
        .filter(({ room }) => room < 40)
        .map(({ heading, room }) => `${room} px over “${heading}”`),
    );
    expect(cramped).toEqual([]);
  });
}

test('on a phone every retreat sets its flag on a line of its own, under its place', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/retreats/');
  const flagged = retreats.filter((retreat) => retreat.isLuxury || retreat.isVampire);
  expect(flagged.length).toBeGreaterThan(1);
  for (const retreat of flagged) {
    const place = main(page).getByText(retreat.location, { exact: true });
    const flag = place.locator('xpath=following-sibling::*[1]');
    const [placeBox, flagBox] = [(await place.boundingBox())!, (await flag.boundingBox())!];
    expect(flagBox.y, `${retreat.name}: its flag under its place`).toBeGreaterThanOrEqual(
      placeBox.y + placeBox.height,
    );
  }
});

for (const { width, height } of widths) {
  test(`at ${width} px every quotation hangs its opening mark: its words start on the column’s line`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    for (const path of ['/', '/transformations/', '/frequency-controller/']) {
      await page.goto(path);
      const quotes = main(page).locator('blockquote > p:first-child');
      expect(await quotes.count(), path).toBeGreaterThan(0);
      // The left of the first word's first letter, and of the line under it.
      const starts = await quotes.evaluateAll((all) =>
        all.map((quote) => {
          // Every character of the quotation, wherever React split its text.
          const characters: [Text, number][] = [];
          const walker = document.createTreeWalker(quote, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode())
            for (let offset = 0; offset < node.textContent!.length; offset++)
              characters.push([node as Text, offset]);
          const at = (index: number) => {
            const [node, offset] = characters[index]!;
            const range = document.createRange();
            range.setStart(node, offset);
            range.setEnd(node, offset + 1);
            return range.getBoundingClientRect();
          };
          const first = at(1);
          let index = 2;
          while (index < characters.length - 1 && at(index).top < first.bottom) index++;
          return [Math.round(first.left), Math.round(at(index).left)];
        }),
      );
      // Within 3 px: the mark's kerning with a sloped first letter ("“After") pulls it in 2 px.
      for (const [word, nextLine] of starts)
        expect(
          Math.abs(word! - nextLine!),
          `${path}: ${word} against ${nextLine}`,
        ).toBeLessThanOrEqual(3);
    }
  });
}

test('at 1440 px the home page’s one quotation is set half again as large as any section heading', async ({
  page,
}) => {
  await page.setViewportSize(widths[1]!);
  await page.goto('/');
  const size = (locator: Locator) =>
    locator.evaluateAll((all) => all.map((node) => parseFloat(getComputedStyle(node).fontSize)));
  const [quotation] = await size(main(page).locator('blockquote'));
  const headings = await size(main(page).getByRole('heading', { level: 2 }));
  expect(headings.length).toBeGreaterThan(3);
  expect(quotation!).toBeGreaterThanOrEqual(Math.max(...headings) * 1.5);
});

test('each retreat reads place before flag, price before details: the first the brighter', async ({
  page,
}) => {
  const colour = (locator: Locator) => locator.evaluate((node) => getComputedStyle(node).color);
  await page.goto('/retreats/');
  for (const retreat of retreats) {
    const entry = main(page).getByRole('article', { name: retreat.name });
    const place = entry.getByText(retreat.location, { exact: true });
    const price = entry.getByText(retreat.price, { exact: true });
    const details = entry.getByText(retreat.duration, { exact: true });
    const light = async (part: Locator) => luminance(await colour(part));
    const [placeLight, priceLight, detailsLight] = [
      await light(place),
      await light(price),
      await light(details),
    ];
    expect(detailsLight, `${retreat.name}: its details under its price`).toBeLessThanOrEqual(
      priceLight,
    );
    if (!retreat.isLuxury && !retreat.isVampire) continue;
    const flag = place.locator('xpath=following-sibling::*[1]');
    expect(await light(flag), `${retreat.name}: its flag under its place`).toBeLessThan(placeLight);
  }
});

test('at 1440 px the opportunities read as a register: each minimum on its name’s line, in one column', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/opportunities/');
  const rows = await Promise.all(
    opportunityCategories.map(async ({ category, investment }) => {
      const row = main(page).getByRole('article', { name: category });
      const name = (await row.getByRole('heading', { name: category }).boundingBox())!;
      const figure = (await row.getByText(investment, { exact: true }).boundingBox())!;
      return {
        category,
        onNameLine: figure.y >= name.y && figure.y + figure.height <= name.y + name.height,
        right: Math.round(figure.x + figure.width),
      };
    }),
  );
  expect(rows.filter((row) => !row.onNameLine).map((row) => row.category)).toEqual([]);
  expect(new Set(rows.map((row) => row.right)).size).toBe(1);
});

/** Every list in main set in two columns or more whose last row leaves a column empty. */
const openRows = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main dl, main ul, main ol, main .aligned')].flatMap((list) => {
      const columns = getComputedStyle(list).gridTemplateColumns.split(' ').length;
      const last = list.lastElementChild;
      if (getComputedStyle(list).display !== 'grid' || columns < 2 || !last) return [];
      const gap = list.getBoundingClientRect().right - last.getBoundingClientRect().right;
      return gap > 1 ? [`${list.tagName} ending “${last.textContent!.slice(0, 40)}”`] : [];
    }),
  );

for (const width of [768, 1440]) {
  test(`at ${width} px no list set in columns leaves its last row with an empty place`, async ({
    page,
  }) => {
    expect(await onEveryPage(page, width, openRows)).toEqual([]);
  });
}

/** A photograph the host might send at its brightest: pure white. */
const white = `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"><rect width="16" height="9" fill="#fff"/></svg>`;

/** The mean brightness of a PNG, and the brightest pixel within each box. */
function measure(png: Buffer, boxes: Box[]) {
  const decoded = pixels(png);
  const { width, height, rgb } = decoded;
  let sum = 0;
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) sum += luminance(rgb(x, y));
  return {
    mean: sum / (width * height),
    brightest: boxes.map((box) => brightest(decoded, box)),
  };
}

/** A phone, an iPad upright and sideways, a wide screen: the scrim changes shape from 768 px. */
for (const viewport of [
  ...widths.slice(0, 1),
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  ...widths.slice(1),
]) {
  test(`/ at ${viewport.width} px: a white photograph shows, and every word on it stays readable`, async ({
    page,
    context,
  }) => {
    await context.route(`${site.heroImage.host}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'image/svg+xml', body: white }),
    );
    await page.setViewportSize(viewport);
    await page.goto('/');
    const hero = region(page, site.brand);
    // The title is large text (3:1); the line above it, the lead and the links are not (4.5:1).
    const words = [
      { name: 'the line above the title', at: hero.locator('p').first(), least: 4.5 },
      { name: 'the title', at: hero.getByRole('heading', { level: 1 }), least: 3 },
      { name: 'the lead', at: hero.locator('h1 + p'), least: 4.5 },
      ...[home.primaryCta, home.secondaryCta].map(({ label }) => ({
        name: label,
        at: hero.getByRole('link', { name: label }),
        least: 4.5,
      })),
    ];
    await expect(words[1]!.at).toBeVisible();
    await page.waitForFunction(() => document.fonts.ready.then(() => true));
    const colours = await Promise.all(
      words.map(({ at }) => at.evaluate((e) => getComputedStyle(e).color)),
    );
    const origin = (await hero.boundingBox())!;
    // The box of each one's text, not of its block: the words, and what lies behind them.
    const boxes = [];
    for (const { at } of words) {
      const box = await at.evaluate((e) => {
        const range = document.createRange();
        range.selectNodeContents(e);
        const { x, y, width, height } = range.getBoundingClientRect();
        return { x, y, width, height };
      });
      boxes.push({
        x: Math.round(box.x - origin.x),
        y: Math.round(box.y - origin.y),
        w: Math.round(box.width),
        h: Math.round(box.height),
      });
    }
    // What lies behind the words: the page with its words, and the header, made invisible (the
    // words alone: a box around them, and the scrim it draws, stay).
    await page.getByRole('banner').evaluate((el: HTMLElement) => {
      el.style.visibility = 'hidden';
    });
    await hero.evaluate((el) => {
      for (const child of el.querySelectorAll<HTMLElement>('*')) {
        const text = [...child.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim());
        if (text) child.style.visibility = 'hidden';
      }
    });
    const shot = await hero.screenshot({ animations: 'disabled' });
    const { mean, brightest } = measure(shot, boxes);
    expect(mean, 'the opening’s mean brightness, of white').toBeGreaterThan(0.2);
    words.forEach(({ name, least }, index) => {
      const ratio = contrast(colours[index]!, brightest[index]!);
      expect.soft(ratio, `${name}: its contrast`).toBeGreaterThanOrEqual(least);
    });
  });
}

/** A photograph whose subject stands in its lower part, as the mountains do: dark sky over it. */
const subjectBelow = `<svg xmlns="http://www.w3.org/2000/svg" width="1500" height="1000"><rect width="1500" height="1000"/><rect y="550" width="1500" height="450" fill="#fff"/></svg>`;

test('/ at 390 px: the lower part of the photograph, its subject, shows above the words', async ({
  page,
  context,
}) => {
  await context.route(`${site.heroImage.host}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: subjectBelow }),
  );
  await page.setViewportSize(widths[0]!);
  const image = page.waitForResponse((response) => response.url().startsWith(site.heroImage.host));
  await page.goto('/');
  await image;
  const hero = region(page, site.brand);
  const header = (await page.getByRole('banner').boundingBox())!;
  const words = (await hero.locator('p').first().boundingBox())!;
  const origin = (await hero.boundingBox())!;
  await page.getByRole('banner').evaluate((el: HTMLElement) => {
    el.style.visibility = 'hidden';
  });
  const { width, rgb } = pixels(await hero.screenshot({ animations: 'disabled' }));
  // The rows between the header and the first line of words that the subject lights.
  const [top, bottom] = [header.y + header.height - origin.y, words.y - origin.y];
  let lit = 0;
  for (let y = Math.round(top); y < Math.round(bottom); y++) {
    let sum = 0;
    for (let x = 0; x < width; x++) sum += luminance(rgb(x, y));
    if (sum / width > 0.5) lit++;
  }
  expect(
    lit / (bottom - top),
    'share of the rows above the words the subject lights',
  ).toBeGreaterThan(0.2);
});

/**
 * Whether the page opts into a cross-document view transition as it stands: an
 * `@view-transition { navigation: auto }` rule in force, at the top level or under a media query
 * that matches now. (A journey that follows a link and waits for the transition depends on the
 * machine's load: Chromium skips a transition whose next page is slow to render.)
 */
const crossFades = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .flatMap((rule) =>
        rule instanceof CSSMediaRule
          ? matchMedia(rule.conditionText).matches
            ? [...rule.cssRules]
            : []
          : [rule],
      )
      .some(
        (rule) =>
          rule.constructor.name === 'CSSViewTransitionRule' &&
          (rule as CSSRule & { navigation: string }).navigation === 'auto',
      ),
  );

test('every page cross-fades to the next by its stylesheet, and not with reduced motion', async ({
  page,
}) => {
  for (const path of everyPage) {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto(path);
    expect(await crossFades(page), `${path} cross-fades`).toBe(true);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await crossFades(page), `${path} with reduced motion`).toBe(false);
  }
});
