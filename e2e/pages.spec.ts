/**
 * What every page (every route, and the 404) must do in a real browser, in two tests: on a phone,
 * and on a wide screen with reduced motion, then zoomed in (WCAG 1.4.10, 1.4.12). Their names
 * list what each checks; some pages are also walked with Tab, every focused element showing a ring.
 */
import { masteryAreas, stats } from '../content/about';
import { disclosures, scarcityDisclosure } from '../content/disclosures';
import { brainwaveStates, manifestationModes, usageFigures } from '../content/frequency-controller';
import { hologramCapabilities, hologramDated, hologramOffer } from '../content/hologram-wire';
import { innerCircleDated } from '../content/inner-circle';
import { contactBlock, newTabNote, siteHeader } from '../content/layout';
import { contactNav, primaryNav, routes } from '../content/navigation';
import { opportunityCategories } from '../content/opportunities';
import type { DisclosureKind } from '../content/types';
import { axeViolations, exposedExpanded } from './support/accessibility';
import { mainTextOf } from './support/export';
import { fontProblems, expectSiteFontsLoaded } from './support/fonts';
import {
  buttonsWithoutBorderInForcedColors,
  contrast,
  expectHeaderInView,
  readerTextSpacing,
  sidewaysOverflow,
  textProblems,
} from './support/layout';
import {
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
import { touchScroll } from './support/touch';
import { expect, test, type Page } from './support/test';

/** Pages walked with Tab: one of each kind of layout, the panel's controls included. */
const walkedWithTab = ['/', '/retreats/', panelPage, '/inner-circle/'];
/** Walked again in forced colours: the home page's calls to action, the panel's option cards. */
const walkedInForcedColors = ['/', panelPage];

const expectNoSidewaysScroll = (page: Page) => expect.poll(() => sidewaysOverflow(page)).toBe(0);

/** Nothing scrolls sideways, the header's controls are in view, no text is cut off or overlaps. */
async function expectFits(page: Page, { brokenWords }: { brokenWords: boolean }) {
  expect(await sidewaysOverflow(page)).toBe(0);
  await expectHeaderInView(page);
  expect(await textProblems(page, { brokenWords })).toEqual([]);
}

/** Forced colours drop fills: every button keeps a border on all four sides, or is bare text. */
async function expectButtonBordersInForcedColors(page: Page) {
  const { shapes, missing } = await buttonsWithoutBorderInForcedColors(page);
  // Contact or the menu toggle, the skip link and the page's own calls to action, at least.
  expect(shapes).toBeGreaterThanOrEqual(3);
  expect(missing).toEqual([]);
  await page.emulateMedia({ forcedColors: 'none' });
}

/** In forced colours only the current page's link keeps a line under it: links by text. */
async function expectUnderlinedInForcedColors(
  page: Page,
  links: ReturnType<Page['getByRole']>,
  expected: (readonly [string, string])[],
) {
  await page.emulateMedia({ forcedColors: 'active' });
  expect(
    await links.evaluateAll((all) =>
      all.map((link) => [link.textContent, getComputedStyle(link).textDecorationLine]),
    ),
  ).toEqual(expected);
  await page.emulateMedia({ forcedColors: 'none' });
}

/**
 * Tabs through the page, from the element focused now: every element focused shows a ring at
 * least 2px wide, in normal colours at 3:1 against what it is drawn on, and lies clear of the
 * fixed header.
 */
async function expectFocusRings(page: Page, { forcedColors = false } = {}) {
  const headerBottom = await header(page).evaluate((h) => h.getBoundingClientRect().bottom);
  const seen = new Set<string>();
  for (let i = 0; i < 80; i++) {
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
      const rect = el.getBoundingClientRect();
      return {
        key: `${focused.tagName}|${focused.getAttribute('href') ?? focused.getAttribute('value') ?? ''}|${focused.textContent?.trim().slice(0, 40)}`,
        outlineStyle: style.outlineStyle,
        outlineWidth: parseFloat(style.outlineWidth),
        outlineColor: style.outlineColor,
        background: bg,
        top: rect.top,
        inHeader: !!focused.closest('header[data-site-header]'),
        position: getComputedStyle(focused).position,
      };
    }, forcedColors);
    if (focus) {
      if (seen.has(focus.key)) break;
      seen.add(focus.key);
      expect(focus.outlineStyle, focus.key).not.toBe('none');
      expect(focus.outlineWidth, focus.key).toBeGreaterThanOrEqual(2);
      if (!forcedColors) {
        expect(contrast(focus.outlineColor, focus.background), focus.key).toBeGreaterThanOrEqual(3);
      }
      if (!focus.inHeader && focus.position !== 'fixed') {
        expect(focus.top, `${focus.key} hidden under the header`).toBeGreaterThanOrEqual(
          headerBottom,
        );
      }
    }
    await page.keyboard.press('Tab');
  }
  expect(seen.size).toBeGreaterThan(5);
}

/** Script files the page asks for, to run (`script`) or only to fetch (a prefetch). */
function recordScriptRequests(page: Page) {
  const requests: { url: string; type: string }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) {
      requests.push({ url: request.url(), type: request.resourceType() });
    }
  });
  return requests;
}

test.describe('on a 375×812 phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  for (const path of everyPage) {
    const runtime = path === panelPage;
    test(`${path} passes axe with its menu closed and open, fits the screen, keeps its buttons’ borders in forced colours, and its native menu opens, closes and leads on, ${runtime ? 'the runtime fetched at idle and run on the first touch' : 'with no script run'}`, async ({
      page,
    }) => {
      const problems = await recordProblems(page, {
        // What a browser says of a cross-origin rule, at any level, is a problem too.
        console: /Cross-Origin/i,
        // The not-found page is itself answered with a 404, and the console says so.
        ignore: (problem) => path === notFoundPage && /404.*no-such-page/.test(problem),
      });
      const scripts = recordScriptRequests(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(path === notFoundPage ? 404 : 200);
      const toggle = menuToggle(page);
      /** What a screen reader hears; once React hydrates the menu, its attribute agrees. */
      const expectExpanded = async (open: boolean) => {
        await expect.poll(() => exposedExpanded(page, siteHeader.menuLabel)).toBe(open);
        if (runtime) {
          await expect(toggle).toHaveAttribute('aria-expanded', String(open));
          if (open)
            await expect(toggle).toMatchAriaSnapshot(
              `- button "${siteHeader.menuLabel}" [expanded]`,
            );
        } else await expect(toggle).not.toHaveAttribute('aria-expanded', /.*/);
      };

      await test.step('with the menu closed, it passes axe and fits the screen', async () => {
        expect(await axeViolations(page)).toEqual([]);
        await expectNoSidewaysScroll(page);
        await expectHeaderInView(page);
      });
      // Checked with the menu closed: its links are links, the current one underlined.
      await test.step('in forced colours, every button keeps its border', () =>
        expectButtonBordersInForcedColors(page));

      if (runtime) {
        await test.step('the runtime is fetched at idle, and not run', async () => {
          await expect.poll(() => scripts.length).toBeGreaterThan(0);
          await page.waitForLoadState('networkidle');
          expect(scripts.filter((request) => request.type === 'script')).toEqual([]);
          // React has not run: the menu toggle carries only what the server wrote.
          await expect(toggle).not.toHaveAttribute('aria-expanded', /.*/);
        });
      }
      await test.step('scrolled with a finger and typed at', async () => {
        await touchScroll(await page.context().newCDPSession(page));
        await page.keyboard.press('Tab');
        if (runtime) {
          // Run on the first touch: React mirrors the menu's state from then on.
          await expect(toggle).toHaveAttribute('aria-expanded', 'false');
          const urls = (run: boolean) =>
            new Set(scripts.filter((r) => (r.type === 'script') === run).map((r) => r.url));
          expect(urls(true)).toEqual(urls(false));
        }
      });
      if (walkedWithTab.includes(path)) {
        await test.step('every element focused with Tab shows a 3:1 ring, clear of the header', () =>
          expectFocusRings(page));
      }

      await test.step('its menu opens, marks the current page and passes axe', async () => {
        const menu = await menuOf(page);
        await expect(menu).toBeHidden();
        await expectExpanded(false);
        await toggle.tap();
        await expect(menu).toBeVisible();
        await expectExpanded(true);
        const links = menu.getByRole('link');
        await expect(links).toHaveCount(primaryNav.length);
        for (const link of await links.all()) {
          expect((await link.boundingBox())!.height, 'a 44px target').toBeGreaterThanOrEqual(44);
        }
        const current = primaryNav.find((item) => item.href === path);
        await expect(menu.locator('[aria-current="page"]')).toHaveText(
          current ? [current.label] : [],
        );
        // Opening the menu changes only the header: check it again, not the whole page.
        expect(await axeViolations(page, 'header')).toEqual([]);
        await expectUnderlinedInForcedColors(
          page,
          links,
          primaryNav.map((item) => [item.label, item === current ? 'underline' : 'none']),
        );
      });
      await test.step('a press outside, Escape and the toggle close it', async () => {
        const menu = await menuOf(page);
        await page.mouse.click(4, 780);
        await expect(menu).toBeHidden();
        await expectExpanded(false);
        await expect(page).toHaveURL(path);

        await toggle.focus();
        await page.keyboard.press('Enter');
        await expectExpanded(true);
        await page.keyboard.press('Tab');
        const first = menu.getByRole('link', { name: primaryNav[0]!.label });
        await expect(first).toBeFocused();
        await expect(first).toHaveCSS('outline-style', 'solid');
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expectExpanded(false);
        await expect(toggle).toBeFocused();
        // Closed, its links are out of the Tab order.
        await page.keyboard.press('Tab');
        await expect(primary(page).getByRole('link', { name: contactNav.label })).toBeFocused();

        await toggle.tap();
        await toggle.tap();
        await expect(menu).toBeHidden();
        await expectExpanded(false);
      });
      await test.step('its menu leads to another page, where it is closed', async () => {
        const next = primaryNav.find((item) => item.href !== path)!;
        await toggle.tap();
        await (await menuOf(page)).getByRole('link', { name: next.label, exact: true }).tap();
        await expect(page).toHaveURL(next.href);
        await expect(h1(page)).toBeVisible();
        await expect(await menuOf(page)).toBeHidden();
        await expect.poll(() => exposedExpanded(page, siteHeader.menuLabel)).toBe(false);
      });

      // Requests only accumulate: a content page that asked for none here never ran a script.
      if (!runtime) expect(scripts).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
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
const claims: Record<DisclosureKind, readonly string[]> = {
  results: [
    hologramOffer.results,
    `results within ${usageFigures.resultsWithin}`,
    ...stats.map((stat) => stat.value),
  ],
  earnings: opportunityCategories
    .map((category) => category.investment)
    .filter((investment) => investment.startsWith('$')),
  health: healthClaims,
  testimonials: [],
};
const datedClaims = [...Object.values(innerCircleDated), ...Object.values(hologramDated)];
const everyClaim = [...Object.values(claims).flat(), ...datedClaims.map((claim) => claim.text)];

test('every kind of claim is found in some exported page, so the disclosure checks have work to do', () => {
  const text = routes.map((route) => mainTextOf(route.href)).join('\n');
  expect(everyClaim.filter((claim) => !text.includes(claim))).toEqual([]);
  // Testimonials are found by their markup; every other kind by some text.
  const unfound = Object.entries(claims).filter(([, texts]) => texts.length === 0);
  expect(unfound.map(([kind]) => kind)).toEqual(['testimonials']);
});

/** Each claim has its disclosure in its own section, and no heading or label promises a result. */
async function expectDisclosures(page: Page, path: string) {
  const labels = [
    ...(await main(page).getByRole('heading').allInnerTexts()),
    ...(await main(page).getByRole('term').allInnerTexts()),
  ];
  expect(
    labels
      .filter((label) => /promise|guarantee|assured/i.test(label))
      .map(
        (label) =>
          `A heading or label never promises a result (no "promise", "guarantee" or "assured"); ${path} has: "${label}"`,
      ),
  ).toEqual([]);

  // No claim sits outside a named section, where no disclosure could be beside it.
  const loose = await main(page).evaluate((root, needles) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const inSection = node.parentElement?.closest('section[aria-labelledby]');
      for (const needle of needles) {
        if (node.textContent?.includes(needle) && !inSection) found.push(needle);
      }
    }
    for (const quote of root.querySelectorAll('blockquote')) {
      if (!quote.closest('section[aria-labelledby]')) found.push('a testimonial');
    }
    return found;
  }, everyClaim);
  expect(
    loose.map(
      (claim) =>
        `A claim sits in a titled section, beside the note that qualifies it; ${path} shows ${claim === 'a testimonial' ? claim : `"${claim}"`} outside one`,
    ),
  ).toEqual([]);

  for (const section of await main(page).getByRole('region').all()) {
    const heading = await section.getByRole('heading').first().innerText();
    const text = await section.innerText();
    const note = section.getByRole('note');
    const where = `${path} «${heading}»`;
    /** Said when the section lacks its note: the claim, and the note it needs beside it. */
    const needs = (claim: string, disclosure: string) =>
      `${where} states ${claim}, so the section carries the note "${disclosure}"`;
    for (const kind of ['results', 'earnings', 'health'] as const) {
      const claim = claims[kind].find((needle) => text.includes(needle));
      if (claim !== undefined) {
        await expect(note, needs(`"${claim}"`, disclosures[kind])).toContainText(disclosures[kind]);
      }
    }
    if ((await section.getByRole('blockquote').count()) > 0) {
      await expect(note, needs('a testimonial', disclosures.testimonials)).toContainText(
        disclosures.testimonials,
      );
    }
    const shown = datedClaims.filter((claim) => text.includes(claim.text));
    if (shown.length > 0) {
      const disclosure = scarcityDisclosure(shown);
      const stated = shown.map((claim) => `"${claim.text}"`).join(' and ');
      await expect(note, needs(stated, disclosure)).toContainText(disclosure);
    }
  }
}

/**
 * Browser zoom only narrows the CSS viewport: a 1280×800 window at 200 % lays out as 640×400, at
 * 400 % as 320×200 (WCAG 1.4.10); the 320 px one is 640 tall, as height does not change reflow.
 */
const zooms = [
  { name: 'at 320 CSS px (a 1280px window at 400 %)', viewport: { width: 320, height: 640 } },
  { name: 'at 200 % zoom (a 1280 by 800 window)', viewport: { width: 640, height: 400 } },
];

test.describe('at 1280×800, with reduced motion, then zoomed in', () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });

  for (const path of everyPage) {
    test(`${path} passes axe, has one h1 and no skipped level, runs no animation, marks its header link, ends with the contact block and footer, draws every character in the site’s fonts, discloses each claim beside it and takes the reader’s text spacing; zoomed to 320 CSS px and 200 %, nothing scrolls sideways, is cut off or overlaps${path === '/' ? ', the open menu included' : ''}`, async ({
      page,
    }) => {
      await page.goto(path);
      await test.step('it passes axe, fits the screen and runs no animation', async () => {
        expect(await axeViolations(page)).toEqual([]);
        await expectNoSidewaysScroll(page);
        const running = await page.evaluate(() =>
          document
            .getAnimations()
            .filter((a) => a.playState === 'running')
            .map((a) => (a as CSSAnimation).animationName ?? a.constructor.name),
        );
        expect(running).toEqual([]);
      });
      await test.step('one h1, first, and no heading level skipped on the way down', async () => {
        const levels = await page
          .locator('h1, h2, h3, h4, h5, h6')
          .evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
        expect(levels.filter((level) => level === 1)).toHaveLength(1);
        expect(levels[0]).toBe(1);
        const skips = levels.flatMap((level, i) =>
          i > 0 && level > levels[i - 1]! + 1
            ? [`heading ${i}: h${level} after h${levels[i - 1]}`]
            : [],
        );
        expect(skips).toEqual([]);
      });
      await test.step('its own header link, and only it, is current, underlined in forced colours', async () => {
        const items = [...primaryNav, contactNav];
        const own = items.find((item) => item.href === path);
        const current = primary(page).locator('[aria-current="page"]').filter({ visible: true });
        await expect(current).toHaveCount(own ? 1 : 0);
        if (own) {
          await expect(current).toHaveAccessibleName(own.label);
          await expect(current).toHaveAttribute('href', path);
        }
        const links = primary(page).getByRole('link').filter({ visible: true });
        await expect(links).toHaveCount(items.length);
        await expectUnderlinedInForcedColors(
          page,
          links,
          items.map((item) => [item.label, item === own ? 'underline' : 'none']),
        );
      });
      await test.step('in forced colours, every button keeps its border', () =>
        expectButtonBordersInForcedColors(page));
      await test.step('it ends with the contact block and the footer', async () => {
        const block = region(page, contactBlock.title);
        for (const name of [`${contactBlock.message} ${newTabNote}`, contactBlock.call]) {
          await expect(block.getByRole('link', { name })).toBeVisible();
        }
        await expect(page.getByRole('contentinfo')).toBeVisible();
      });
      await test.step('every character is drawn by the site’s own fonts, at a weight they carry', async () => {
        await expectSiteFontsLoaded(page);
        expect(await fontProblems(page)).toEqual([]);
      });
      await test.step('every claim has its disclosure in its own section', () =>
        expectDisclosures(page, path));
      await test.step('with the reader’s text spacing', async () => {
        await readerTextSpacing(page);
        await expect(h1(page)).not.toHaveCSS('word-spacing', '0px');
        await expectFits(page, { brokenWords: false });
        await readerTextSpacing(page, false);
      });
      if (walkedWithTab.includes(path)) {
        await test.step('every element focused with Tab shows a 3:1 ring, clear of the header', () =>
          expectFocusRings(page));
      }
      if (walkedInForcedColors.includes(path)) {
        await test.step('in forced colours, every element focused with Tab keeps a solid ring', async () => {
          await page.emulateMedia({ forcedColors: 'active' });
          await page.reload();
          await expectFocusRings(page, { forcedColors: true });
        });
      }

      // Zoomed in, the page is read afresh, in normal colours and motion.
      await page.emulateMedia({ forcedColors: 'none', reducedMotion: 'no-preference' });
      await page.setViewportSize(zooms[0]!.viewport);
      await page.reload();
      for (const zoom of zooms) {
        await page.setViewportSize(zoom.viewport);
        await test.step(`${zoom.name}, with the page’s own spacing`, async () => {
          await readerTextSpacing(page, false);
          await expectFits(page, { brokenWords: true });
        });
        if (path === '/') {
          await test.step(`${zoom.name}, the open menu fits, its links in full and clear of each other`, async () => {
            await menuToggle(page).click();
            await expect(header(page).getByRole('list')).toBeVisible();
            await expectFits(page, { brokenWords: true });
            await page.keyboard.press('Escape');
          });
        }
        await test.step(`${zoom.name}, with the reader’s text spacing`, async () => {
          await readerTextSpacing(page);
          // The style applies: the check is not run on the page's own spacing.
          await expect(h1(page)).not.toHaveCSS('word-spacing', '0px');
          // Words may break here: that is how the page makes room for the reader's spacing.
          await expectFits(page, { brokenWords: false });
        });
      }
    });
  }
});
