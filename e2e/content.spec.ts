import { aboutPage, biography, masteryAreas, stats } from '../content/about';
import { contactPage, contactPrivacy } from '../content/contact';
import { disclosures, scarcityDisclosure } from '../content/disclosures';
import { hologramCapabilities, hologramDated, hologramPage } from '../content/hologram-wire';
import {
  innerCircleDated,
  innerCirclePage,
  innerCircleTiers,
  paymentMethods,
  qualification,
} from '../content/inner-circle';
import { opportunitiesPage, opportunityCategories } from '../content/opportunities';
import { browserReaches, privacyPage, visitorChooses } from '../content/privacy';
import { retreats, retreatsPage } from '../content/retreats';
import { site } from '../content/site';
import { telHref } from '../lib/links';
import { transformationPackages, transformationsPage } from '../content/transformations';
import { expect, test, type Page } from './support/test';

const contentRoutes = [
  '/retreats/',
  '/transformations/',
  '/about/',
  '/opportunities/',
  '/contact/',
  '/privacy/',
  '/hologram-wire/',
  '/inner-circle/',
] as const;

const main = (page: Page) => page.getByRole('main');
const region = (page: Page, name: string) => main(page).getByRole('region', { name });

async function expectNoHorizontalScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth))
    .toBe(true);
}

/** The same journeys, run once per viewport. */
function contentJourneys() {
  test('the retreats page shows four retreats with their prices, guests and the range', async ({
    page,
  }) => {
    await page.goto('/retreats/');
    await expect(main(page)).toContainText('$75K–$150K');
    await expect(main(page)).toContainText(retreatsPage.priceRange.value);

    const list = region(page, retreatsPage.list.title);
    await expect(list.getByRole('article')).toHaveCount(4);
    const expected = [
      ['$100,000', '6 people'],
      ['$150,000', '1-on-1'],
      ['$75,000', '8 people'],
      ['$125,000', '4 people'],
    ];
    for (const [index, retreat] of retreats.entries()) {
      const card = list.getByRole('article', { name: retreat.name });
      await expect(list.getByRole('article').nth(index)).toHaveAccessibleName(retreat.name);
      for (const text of [...expected[index]!, retreat.location, retreat.duration]) {
        await expect(card).toContainText(text);
      }
      await expect(card.getByRole('list', { name: 'Included' }).getByRole('listitem')).toHaveCount(
        retreat.features.length,
      );
    }
    await expect(list.getByText('Luxury', { exact: true })).toHaveCount(
      retreats.filter((retreat) => retreat.isLuxury).length,
    );
    const nocturnal = retreats.find((retreat) => retreat.isVampire)!;
    await expect(
      list.getByRole('article', { name: nocturnal.name }).getByText('Nocturnal', { exact: true }),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test('the transformations page shows three packages with testimonials and a disclosure', async ({
    page,
  }) => {
    await page.goto('/transformations/');
    await expect(main(page)).toContainText('$25K–$100K');
    await expect(main(page)).toContainText(transformationsPage.priceRange.value);

    const list = region(page, transformationsPage.list.title);
    await expect(list.getByRole('article')).toHaveCount(3);
    const prices = ['$25,000', '$50,000', '$100,000'];
    for (const [index, pkg] of transformationPackages.entries()) {
      const card = list.getByRole('article', { name: pkg.name });
      await expect(card).toContainText(prices[index]!);
      await expect(card).toContainText(pkg.duration);
      await expect(card.getByRole('list', { name: 'Outcomes' }).getByRole('listitem')).toHaveCount(
        pkg.outcomes.length,
      );
      await expect(card.getByRole('blockquote')).toContainText(pkg.testimonial);
    }
    await expect(list.getByRole('note')).toHaveText(
      `${disclosures.results} ${disclosures.testimonials}`,
    );
    await expectNoHorizontalScroll(page);
  });

  test('the about page tells the advisor’s story with four stats and six areas of mastery', async ({
    page,
  }) => {
    await page.goto('/about/');
    await expect(
      region(page, biography.heading).getByRole('heading', { level: 2, name: site.advisor }),
    ).toBeVisible();

    const figures = region(page, aboutPage.statsSection.title);
    await expect(figures.getByRole('definition')).toHaveText(['$2.3B+', '500+', '50+', '15 years']);
    await expect(figures.getByRole('term')).toHaveText(stats.map((stat) => stat.label));
    await expect(figures.getByRole('note')).toHaveText(disclosures.results);

    const mastery = region(page, aboutPage.masterySection.title);
    await expect(mastery.getByRole('article')).toHaveCount(6);
    await expect(mastery.getByRole('heading', { level: 3 })).toHaveText(
      masteryAreas.map((area) => area.title),
    );
    await expectNoHorizontalScroll(page);
  });

  test('the opportunities page shows six categories and what each asks', async ({ page }) => {
    await page.goto('/opportunities/');
    const list = region(page, opportunitiesPage.list.title);
    await expect(list.getByRole('article')).toHaveCount(6);
    await expect(list.getByRole('article').getByRole('definition')).toHaveText([
      '$100K+',
      '$50K+ partnership',
      'By application',
      'By invitation',
      'Portfolio',
      'Custom',
    ]);
    for (const category of opportunityCategories) {
      const card = list.getByRole('article', { name: category.category });
      await expect(card).toContainText(category.investment);
      await expect(card.getByRole('list', { name: 'Benefits' }).getByRole('listitem')).toHaveCount(
        category.benefits.length,
      );
    }
    await expect(list.getByRole('note')).toHaveText(disclosures.earnings);
    await expectNoHorizontalScroll(page);
  });

  test('the contact page offers a message or a call and says nothing is collected', async ({
    page,
  }) => {
    await page.goto('/contact/');
    const channels = region(page, contactPage.channels.title);
    const message = channels.getByRole('link', { name: /opens in a new tab/ });
    await expect(message).toHaveAttribute('href', site.social.url);
    await expect(message).toHaveAttribute('target', '_blank');
    await expect(channels.getByRole('link', { name: site.phone.display })).toHaveAttribute(
      'href',
      telHref,
    );

    const privacy = region(page, contactPrivacy.heading);
    await expect(privacy).toContainText('This site collects nothing when you contact us.');
    await expect(privacy).toContainText(`${site.social.network}’s own privacy policy`);
    await privacy.getByRole('link', { name: 'Read the privacy policy' }).click();
    await expect(page).toHaveURL('/privacy/');
    await expectNoHorizontalScroll(page);
  });

  test('the privacy policy is dated, says whom to ask, and has two sections naming every third party', async ({
    page,
  }) => {
    await page.goto('/privacy/');
    await expect(main(page).locator('time')).toHaveText('November 22, 2026');
    await expect(main(page).locator('time')).toHaveAttribute('datetime', privacyPage.lastUpdated);
    await expect(main(page).getByRole('link', { name: site.privacyContact.email })).toHaveAttribute(
      'href',
      `mailto:${site.privacyContact.email}`,
    );
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([
      'Data collection',
      'Security measures',
      'Begin a private conversation',
    ]);
    const collection = region(page, 'Data collection');
    for (const text of ['no forms', 'no cookies', 'no analytics', 'no tracking']) {
      await expect(collection).toContainText(text);
    }
    const onItsOwn = collection.getByRole('group', { name: browserReaches.heading });
    await expect(onItsOwn.getByRole('term')).toHaveText(['images.unsplash.com']);
    const byChoice = collection.getByRole('group', { name: visitorChooses.heading });
    for (const party of [
      new URL(site.social.url).host,
      site.phone.display,
      site.creditPartner.name,
    ]) {
      await expect(byChoice).toContainText(party);
    }
    await expect(byChoice.getByRole('term')).toHaveCount(visitorChooses.items.length);
    await expect(region(page, 'Security measures')).toContainText('content delivery network');
    await expectNoHorizontalScroll(page);
  });

  test('the Hologram Wire page shows its price, edition, results claim and six capabilities', async ({
    page,
  }) => {
    await page.goto('/hologram-wire/');
    const offer = region(page, hologramPage.offerSection.title);
    await expect(offer.getByRole('definition')).toHaveText([
      '$500,000',
      '12 units',
      '3 remaining',
      'Results in 72 hours',
    ]);
    await expect(offer.getByRole('term')).toHaveText([
      'Price per unit',
      'Edition',
      'Available',
      'Stated timeframe',
    ]);
    await expect(offer.getByRole('note')).toHaveText(
      `${disclosures.results} ${scarcityDisclosure([hologramDated.remaining])}`,
    );

    const capabilities = region(page, hologramPage.capabilitiesSection.title);
    await expect(capabilities.getByRole('article')).toHaveCount(6);
    await expect(capabilities.getByRole('heading', { level: 3 })).toHaveText(
      hologramCapabilities.map((capability) => capability.title),
    );
    await expectNoHorizontalScroll(page);
  });

  test('the inner circle shows three tiers, who qualifies, how to pay and that it is by invitation', async ({
    page,
  }) => {
    await page.goto('/inner-circle/');
    await expect(main(page)).toContainText(innerCirclePage.invitationStatement);
    await expect(main(page)).toContainText('invitation only, after a personal screening');

    const tiers = region(page, innerCirclePage.tiersSection.title);
    await expect(tiers.getByRole('article')).toHaveCount(3);
    const expected = [
      ['Main programme', '$500,000', '12 seats maximum', '11 seats remaining', 'March 2026'],
      ['Nocturnal', '$750,000', '3 slots'],
      ['Ultra', '$1,000,000', 'By invitation'],
    ];
    for (const [index, tier] of innerCircleTiers.entries()) {
      const card = tiers.getByRole('article', { name: tier.title });
      for (const text of expected[index]!) await expect(card).toContainText(text);
      await expect(
        card.getByRole('list', { name: 'Membership includes' }).getByRole('listitem'),
      ).toHaveText([...tier.features]);
    }
    await expect(tiers.getByRole('note')).toHaveText(
      scarcityDisclosure(Object.values(innerCircleDated)),
    );

    const qualifying = region(page, qualification.heading);
    await expect(qualifying.getByRole('term')).toHaveText(
      qualification.items!.map((item) => item.title),
    );
    const payment = region(page, paymentMethods.heading);
    await expect(payment).toContainText('Wire transfer');
    await expect(payment).toContainText(site.creditPartner.name);
    await expectNoHorizontalScroll(page);
  });
}

test.describe('on a 375px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  contentJourneys();
});

test.describe('on a 1280px screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  contentJourneys();
});

test('every content page has one h1 and never skips a heading level', async ({ page }) => {
  for (const route of contentRoutes) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const levels = await page
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
    expect(levels[0], route).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]!, route).toBeLessThanOrEqual(1);
    });
  }
});
