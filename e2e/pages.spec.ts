/**
 * What every page (every route, and the 404) does in a real browser, one behaviour a test. What
 * a page's own content decides (axe, reflow, the reader's text spacing, focus rings) is a test a
 * page; what the frame every page shares decides (the skip link, the header's mark and borders in
 * forced colours, fonts, motion, disclosures) is one test that visits each page and names the page
 * that fails. The menu is navigation.spec.ts's; the panel's runtime, runtime.spec.ts's.
 */
import { masteryAreas, stats } from '../content/about';
import { disclosures, scarcityDisclosure } from '../content/disclosures';
import { brainwaveStates, manifestationModes, usageFigures } from '../content/frequency-controller';
import { hologramCapabilities, hologramDated, hologramOffer } from '../content/hologram-wire';
import { innerCircleDated } from '../content/inner-circle';
import { contactBlock, newTabNote, siteHeader } from '../content/layout';
import { contactNav, primaryNav } from '../content/navigation';
import { opportunityCategories } from '../content/opportunities';
import type { DisclosureKind } from '../content/types';
import { axeViolations } from './support/accessibility';
import { expectSiteFontsLoaded, fontProblems, holdFonts, siteFontsIn } from './support/fonts';
import {
  buttonsWithoutBorderInForcedColors,
  contrast,
  expectHeaderInView,
  readerTextSpacing,
  sidewaysOverflow,
  textProblems,
} from './support/layout';
import {
  eachKindOfPage,
  everyPage,
  h1,
  header,
  main,
  menuOf,
  menuToggle,
  notFoundPage,
  panelPage,
  primary,
  region,
} from './support/locators';
import { recordProblems } from './support/recorders';
import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './support/test';

const phone = { width: 375, height: 812 };
const wide = { width: 1280, height: 800 };
/**
 * Browser zoom only narrows the CSS viewport: a 1280×800 window at 400 % lays out as 320×200, at
 * 200 % as 640×400 (WCAG 1.4.10); the 320 px one is 640 tall, as height does not change reflow.
 */
const zoomed = [
  { name: '320 CSS px (400 %)', viewport: { width: 320, height: 640 } },
  { name: '200 %', viewport: { width: 640, height: 400 } },
];

/** Pages walked with Tab: one of each kind of layout, the panel's controls included. */
const walkedWithTab = ['/', '/retreats/', panelPage, '/inner-circle/'];
/** Walked again in forced colours: the home page's calls to action, the panel's option cards. */
const walkedInForcedColors = ['/', panelPage];

/** Nothing scrolls sideways, the header's controls are in view, no text is cut off or overlaps. */
async function expectFits(page: Page, where: string, { brokenWords }: { brokenWords: boolean }) {
  await expect.poll(() => sidewaysOverflow(page), `${where}: sideways scroll`).toBe(0);
  await expectHeaderInView(page);
  expect(await textProblems(page, { brokenWords }), where).toEqual([]);
}

for (const path of everyPage) {
  test(`${path} passes axe on a phone`, async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto(path);
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`${path} reflows at 320 CSS px and at 200 %, nothing cut off or sideways`, async ({
    page,
  }) => {
    // A phone's 375 px lays out by the same rules as 320 px, with room to spare.
    await page.setViewportSize(zoomed[0]!.viewport);
    await page.goto(path);
    for (const { name, viewport } of zoomed) {
      await page.setViewportSize(viewport);
      await expectFits(page, `at ${name}`, { brokenWords: true });
    }
  });

  test(`${path} takes the reader’s text spacing at 1280 px and at 320 CSS px`, async ({ page }) => {
    await page.setViewportSize(wide);
    await page.goto(path);
    await readerTextSpacing(page);
    // The style applies: the check is not run on the page's own spacing.
    await expect(h1(page)).not.toHaveCSS('word-spacing', '0px');
    // Words may break here: that is how the page makes room for the reader's spacing.
    await expectFits(page, 'at 1280 px', { brokenWords: false });
    await page.setViewportSize(zoomed[0]!.viewport);
    await expectFits(page, `at ${zoomed[0]!.name}`, { brokenWords: false });
  });
}

// Wide, a page shows the same elements in a wider grid; what changes is the header (its row of
// links and Contact), the home page's photograph and scrim, and the panel's column without its bar.
for (const path of ['/', panelPage]) {
  test(`${path} passes axe at 1280 px`, async ({ page }) => {
    await page.setViewportSize(wide);
    await page.goto(path);
    expect(await axeViolations(page)).toEqual([]);
  });
}

/**
 * Tabs through the page from its top: every element focused shows a ring at least 2px wide, in
 * normal colours at 3:1 against what it is drawn on, and lies clear of the fixed header. Returns
 * what fails, one line an element.
 */
async function focusRingProblems(page: Page, { forcedColors = false } = {}) {
  const headerBottom = await header(page).evaluate((h) => h.getBoundingClientRect().bottom);
  const problems: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate((forcedColors) => {
      const focused = document.activeElement as HTMLElement | null;
      if (!focused || focused === document.body) return null;
      const chain = (from: HTMLElement | null, stop: HTMLElement | null) => {
        const list: HTMLElement[] = [];
        for (let n = from; n && n !== stop; n = n.parentElement) list.push(n);
        return list;
      };
      // The ring may be drawn by a wrapper (a radio's option card, via :has(:focus-visible));
      // forced colours paint even a transparent one.
      const el =
        chain(focused, document.body).find((n) => {
          const s = getComputedStyle(n);
          return (
            s.outlineStyle !== 'none' &&
            (forcedColors || !/, 0\)$|transparent/.test(s.outlineColor))
          );
        }) ?? focused;
      const style = getComputedStyle(el);
      // The colour the ring is drawn against: the nearest opaque background.
      const bg =
        chain(el.parentElement, null)
          .map((n) => getComputedStyle(n).backgroundColor)
          .find((c) => !/rgba\(.*, 0\)$/.test(c) && c !== 'transparent') ?? 'rgb(7, 7, 11)';
      return {
        key: `<${focused.localName}> “${focused.textContent?.trim().slice(0, 40) || focused.getAttribute('value') || focused.getAttribute('href')}”`,
        outlineStyle: style.outlineStyle,
        outlineWidth: parseFloat(style.outlineWidth),
        outlineColor: style.outlineColor,
        background: bg,
        top: el.getBoundingClientRect().top,
        inHeader: !!focused.closest('header'),
        position: getComputedStyle(focused).position,
      };
    }, forcedColors);
    if (!focus) continue;
    if (seen.has(focus.key)) break;
    seen.add(focus.key);
    if (focus.outlineStyle === 'none' || focus.outlineWidth < 2) {
      problems.push(
        `${focus.key} shows no 2 px ring (${focus.outlineStyle} ${focus.outlineWidth}px)`,
      );
    } else if (!forcedColors && contrast(focus.outlineColor, focus.background) < 3) {
      problems.push(
        `${focus.key}'s ring ${focus.outlineColor} is under 3:1 on ${focus.background}`,
      );
    }
    if (!focus.inHeader && focus.position !== 'fixed' && focus.top < headerBottom) {
      problems.push(`${focus.key} is focused under the fixed header`);
    }
  }
  expect(seen.size, 'elements reached with Tab').toBeGreaterThan(5);
  return problems;
}

for (const path of walkedWithTab) {
  test(`${path}: each element reached with Tab shows a 3:1 ring clear of the header`, async ({
    page,
  }) => {
    for (const [where, viewport] of [
      ['on a phone', phone],
      ['at 1280 px', wide],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      expect(await focusRingProblems(page), where).toEqual([]);
    }
  });
}

for (const path of walkedInForcedColors) {
  test(`${path}: in forced colours each element reached with Tab keeps a solid ring`, async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto(path);
    expect(await focusRingProblems(page, { forcedColors: true })).toEqual([]);
  });
}

test.describe('the frame every page shares', () => {
  // One test visits all eleven pages.
  test.describe.configure({ timeout: 60_000 });

  test('on each kind of page, the first Tab reaches the skip link, in view; Enter moves focus to main', async ({
    page,
  }) => {
    const skip = page.getByRole('link', { name: siteHeader.skipLink });
    for (const path of eachKindOfPage) {
      await page.goto(path);
      await page.keyboard.press('Tab');
      await expect(skip, `${path}: the first Tab`).toBeFocused();
      await expect(skip, `${path}: the focused skip link`).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(main(page), `${path}: after the skip link`).toBeFocused();
    }
  });

  test('in forced colours, only the current page’s header link is underlined, wide and in the menu', async ({
    page,
  }) => {
    /** Each visible header link's text and line, as forced colours draw them. */
    const lines = (links: Locator) =>
      links.evaluateAll((all) =>
        all.map((link) => `${link.textContent}: ${getComputedStyle(link).textDecorationLine}`),
      );
    const expected = (items: readonly { href: string; label: string }[], path: string) =>
      items.map((item) => `${item.label}: ${item.href === path ? 'underline' : 'none'}`);
    await page.emulateMedia({ forcedColors: 'active' });
    for (const path of everyPage) {
      await page.setViewportSize(wide);
      await page.goto(path);
      const links = primary(page).getByRole('link').filter({ visible: true });
      expect(await lines(links), `${path} at 1280 px`).toEqual(
        expected([...primaryNav, contactNav], path),
      );
      await page.setViewportSize(phone);
      await menuToggle(page).click();
      const menu = await menuOf(page);
      await expect(menu).toBeVisible();
      expect(await lines(menu.getByRole('link')), `${path}, its menu open`).toEqual(
        expected(primaryNav, path),
      );
    }
  });

  test('in forced colours, every link or button drawn as a shape keeps its border', async ({
    page,
  }) => {
    const missing: string[] = [];
    // Every page on a phone; the wide header's own button (Contact) on one.
    const visits = [...everyPage.map((path) => [path, phone] as const), ['/', wide] as const];
    for (const [path, viewport] of visits) {
      const where = viewport === phone ? 'on a phone' : 'at 1280 px';
      await page.emulateMedia({ forcedColors: 'none' });
      await page.setViewportSize(viewport);
      await page.goto(path);
      const found = await buttonsWithoutBorderInForcedColors(page);
      // Contact or the menu toggle, and the contact block's two calls to action, at least.
      expect(found.shapes, `${path} ${where}: shapes found`).toBeGreaterThanOrEqual(3);
      missing.push(...found.missing.map((side) => `${path} ${where}: ${side}`));
    }
    expect(missing).toEqual([]);
  });

  test('each kind of page ends with the contact block’s two calls to action, then the footer', async ({
    page,
  }) => {
    for (const path of eachKindOfPage) {
      await page.goto(path);
      const block = region(page, contactBlock.title);
      for (const name of [`${contactBlock.message} ${newTabNote}`, contactBlock.call]) {
        await expect(block.getByRole('link', { name }), `${path}: ${name}`).toBeVisible();
      }
      // The block closes the main content: no section of it comes after.
      await expect(
        main(page).getByRole('region').last(),
        `${path}: the last section`,
      ).toHaveAccessibleName(contactBlock.title);
      await expect(page.getByRole('contentinfo'), `${path}: the footer`).toBeVisible();
    }
  });

  test('with reduced motion, no page runs an animation as it loads', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    /** What moves on the page now. Reduced, a transition lasts 0.01 ms: it may be caught once. */
    const running = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((a) => a.playState === 'running')
          .map((a) => (a as CSSAnimation).animationName ?? a.constructor.name),
      );
    for (const path of everyPage) {
      await page.goto(path);
      await expect.poll(running, { message: `${path} still moves`, timeout: 1_000 }).toEqual([]);
    }
  });

  test('every page’s text is set in the site’s two fonts, at weights and with figures they carry', async ({
    page,
  }) => {
    const problems: string[] = [];
    for (const path of everyPage) {
      await page.goto(path);
      await expectSiteFontsLoaded(page, path);
      problems.push(...(await fontProblems(page)).map((problem) => `${path}: ${problem}`));
    }
    expect(problems).toEqual([]);
  });

  test('on a phone, each page in the fallback fonts is as tall as in the web fonts, within 1.5 %', async ({
    page,
  }) => {
    // So little moves when the fonts swap in. Before the fallback faces of app/globals.css, pages
    // here (where the fallback is DejaVu) were 1.3–6.3 % taller, and /about/ moved 0.1 (CLS).
    await page.setViewportSize(phone);
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);
    const changed: [string, string][] = [];
    for (const path of everyPage) {
      const release = await holdFonts(page);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expect(h1(page)).toBeVisible();
      expect(await siteFontsIn(page), `${path} drawn in the fallback fonts`).toBe(0);
      const inFallback = await height();
      release();
      await expectSiteFontsLoaded(page, path);
      const change = inFallback / (await height()) - 1;
      if (Math.abs(change) > 0.015) changed.push([path, `${(change * 100).toFixed(1)} %`]);
      await page.unroute('**/*.woff2');
    }
    expect(changed).toEqual([]);
  });

  test('no page reports an error or a policy violation as it loads and is first touched', async ({
    page,
  }) => {
    const problems = await recordProblems(page, {
      // What a browser says of a cross-origin rule, at any level, is a problem too.
      console: /Cross-Origin/i,
      // The not-found page is itself answered with a 404, and the console says so.
      ignore: (problem) => problem.includes(notFoundPage),
    });
    await page.setViewportSize(phone);
    for (const path of everyPage) {
      await page.goto(path);
      await page.keyboard.press('Tab');
      // The panel's page runs its runtime on that first touch: React then mirrors the menu.
      if (path === panelPage)
        await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
    }
    expect(problems).toEqual([]);
  });
});

/**
 * The claims that need a disclosure, found on the page by their text. Testimonials are found by
 * their markup (every blockquote), counts and dates by their dated claims.
 */
/** Copy that names health or sleep makes a health claim, which the health note answers. */
const speaksOfHealth = (text: string) => /\b(?:health|sleep)\b/i.test(text);
const healthClaims = [
  ...[...manifestationModes, ...brainwaveStates].filter((item) =>
    speaksOfHealth(`${item.name} ${item.description}`),
  ),
  ...[...masteryAreas, ...hologramCapabilities].filter((item) =>
    speaksOfHealth(`${item.title} ${item.description}`),
  ),
].map((item) => item.description);
const claims: Record<Exclude<DisclosureKind, 'testimonials'>, readonly string[]> = {
  results: [
    hologramOffer.results,
    `results within ${usageFigures.resultsWithin}`,
    ...stats.map((stat) => stat.value),
  ],
  earnings: opportunityCategories
    .map((category) => category.investment)
    .filter((investment) => investment.startsWith('$')),
  health: healthClaims,
};
const datedClaims = [...Object.values(innerCircleDated), ...Object.values(hologramDated)];
const everyClaim = [...Object.values(claims).flat(), ...datedClaims.map((claim) => claim.text)];

/** What the page shows without the note its claim needs beside it, one line a claim. */
async function undisclosedClaims(page: Page, path: string): Promise<string[]> {
  const problems = await main(page).evaluate((root, needles) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const inSection = node.parentElement?.closest('section[aria-labelledby]');
      for (const needle of needles) {
        if (node.textContent?.includes(needle) && !inSection) found.push(`"${needle}"`);
      }
    }
    for (const quote of root.querySelectorAll('blockquote')) {
      if (!quote.closest('section[aria-labelledby]')) found.push('a testimonial');
    }
    return found;
  }, everyClaim);
  const loose = problems.map(
    (claim) => `${path} shows ${claim} outside a titled section, where no note can qualify it`,
  );

  const missing: string[] = [];
  for (const section of await main(page).getByRole('region').all()) {
    const heading = await section.getByRole('heading').first().innerText();
    const text = await section.innerText();
    // Read as words: a space that does not break (in a date, after an article) is a space.
    const words = (text: string) => text.replace(/\s+/g, ' ');
    const notes = words((await section.getByRole('note').allInnerTexts()).join(' '));
    const needs = (claim: string, disclosure: string) => {
      if (!notes.includes(words(disclosure))) {
        missing.push(`${path} «${heading}» states ${claim}, without the note "${disclosure}"`);
      }
    };
    for (const kind of ['results', 'earnings', 'health'] as const) {
      const claim = claims[kind].find((needle) => text.includes(needle));
      if (claim !== undefined) needs(`"${claim}"`, disclosures[kind]);
    }
    if ((await section.getByRole('blockquote').count()) > 0) {
      needs('a testimonial', disclosures.testimonials);
    }
    const shown = datedClaims.filter((claim) => text.includes(claim.text));
    if (shown.length > 0) {
      needs(shown.map((claim) => `"${claim.text}"`).join(' and '), scarcityDisclosure(shown));
    }
  }
  return [...loose, ...missing];
}

test('every claim on every page sits in its own section, beside the note that qualifies it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const problems: string[] = [];
  for (const path of everyPage) {
    await page.goto(path);
    problems.push(...(await undisclosedClaims(page, path)));
  }
  expect(problems).toEqual([]);
});
