import { masteryAreas, stats } from '../content/about';
import { disclosures, scarcityDisclosure } from '../content/disclosures';
import { brainwaveStates, manifestationModes, usageFigures } from '../content/frequency-controller';
import { hologramCapabilities, hologramDated, hologramOffer } from '../content/hologram-wire';
import { innerCircleDated } from '../content/inner-circle';
import { routes } from '../content/navigation';
import { opportunityCategories } from '../content/opportunities';
import type { DisclosureKind } from '../content/types';
import { loadExport } from './support/export';
import { expect, test } from './support/test';

/**
 * The claims that need a disclosure, found on the page by their text. Testimonials are found by
 * their markup (every blockquote), counts and dates by their dated claims.
 */
const byTitle = <T extends { title: string }>(list: readonly T[], title: string) =>
  list.find((item) => item.title === title)!;
const claims: Record<DisclosureKind, readonly string[]> = {
  results: [
    hologramOffer.results,
    `results within ${usageFigures.resultsWithin}`,
    ...stats.map((stat) => stat.value),
  ],
  earnings: opportunityCategories
    .map((category) => category.investment)
    .filter((investment) => investment.startsWith('$')),
  health: [
    manifestationModes.find((mode) => mode.id === 'health')!.description,
    brainwaveStates.find((state) => state.id === 'delta')!.description,
    byTitle(hologramCapabilities, 'Deep-rest programming').description,
    byTitle(masteryAreas, 'Energy and performance').description,
  ],
  testimonials: [],
};
const datedClaims = [...Object.values(innerCircleDated), ...Object.values(hologramDated)];
const dated = datedClaims.map((claim) => claim.text);
const everyClaim = [...Object.values(claims).flat(), ...dated];

for (const route of routes) {
  test(`${route.href}: every claim has its disclosure in its own section, and no heading or label promises a result`, async ({
    page,
  }) => {
    await page.goto(route.href);
    const main = page.getByRole('main');
    const labels = [
      ...(await main.getByRole('heading').allInnerTexts()),
      ...(await main.getByRole('term').allInnerTexts()),
    ];
    expect(labels.filter((label) => /promise|guarantee|assured/i.test(label))).toEqual([]);

    // No claim sits outside a named section, where no disclosure could be beside it.
    const loose = await main.evaluate((root, needles) => {
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
    expect(loose).toEqual([]);

    for (const region of await main.getByRole('region').all()) {
      const heading = await region.getByRole('heading').first().innerText();
      const text = await region.innerText();
      const note = region.getByRole('note');
      const where = `${route.href} «${heading}»`;
      for (const kind of ['results', 'earnings', 'health'] as const) {
        if (claims[kind].some((claim) => text.includes(claim))) {
          await expect(note, `${where}: ${kind}`).toContainText(disclosures[kind]);
        }
      }
      if ((await region.getByRole('blockquote').count()) > 0) {
        await expect(note, `${where}: testimonials`).toContainText(disclosures.testimonials);
      }
      const shown = datedClaims.filter((claim) => text.includes(claim.text));
      if (shown.length > 0) {
        await expect(note, `${where}: scarcity`).toContainText(scarcityDisclosure(shown));
      }
    }
  });
}

test.describe('in the exported pages', () => {
  test.use({ javaScriptEnabled: false });

  test('every kind of claim is found somewhere, so the checks above have work to do', async ({
    page,
  }) => {
    const seen = new Set<string>();
    for (const route of routes) {
      await loadExport(page, route.href);
      const text = await page.getByRole('main').innerText();
      for (const claim of everyClaim) if (text.includes(claim)) seen.add(claim);
    }
    expect(everyClaim.filter((claim) => !seen.has(claim))).toEqual([]);
  });
});
