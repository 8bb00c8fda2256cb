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
import { badgeLabels, cardLabels } from '../content/labels';
import { contactBlock } from '../content/layout';
import { opportunitiesPage, opportunityCategories } from '../content/opportunities';
import { browserReaches, privacyPage, privacySections, visitorChooses } from '../content/privacy';
import { retreats, retreatsPage } from '../content/retreats';
import { site } from '../content/site';
import { telHref } from '../content/_lib/links';
import { transformationPackages, transformationsPage } from '../content/transformations';
import { formatDate } from '../content/_lib/format';
import { main, region } from './support/locators';
import { expect, test } from './support/test';

/** The same journeys, run once per viewport. */
function contentJourneys() {
  test('the retreats page shows every retreat with its price, guests and the range', async ({
    page,
  }) => {
    await page.goto('/retreats/');
    await expect(main(page)).toContainText(retreatsPage.priceRange.value);

    const list = region(page, retreatsPage.list.title);
    await expect(list.getByRole('article')).toHaveCount(retreats.length);
    for (const [index, retreat] of retreats.entries()) {
      const card = list.getByRole('article', { name: retreat.name });
      await expect(list.getByRole('article').nth(index)).toHaveAccessibleName(retreat.name);
      for (const text of [retreat.price, retreat.capacity, retreat.location, retreat.duration]) {
        await expect(card).toContainText(text);
      }
      await expect(
        card.getByRole('list', { name: cardLabels.included }).getByRole('listitem'),
      ).toHaveCount(retreat.features.length);
    }
    await expect(list.getByText(badgeLabels.luxury, { exact: true })).toHaveCount(
      retreats.filter((retreat) => retreat.isLuxury).length,
    );
    const nocturnal = retreats.find((retreat) => retreat.isVampire)!;
    await expect(
      list
        .getByRole('article', { name: nocturnal.name })
        .getByText(badgeLabels.nocturnal, { exact: true }),
    ).toBeVisible();
  });

  test('the transformations page shows every package with its testimonial and a disclosure', async ({
    page,
  }) => {
    await page.goto('/transformations/');
    await expect(main(page)).toContainText(transformationsPage.priceRange.value);

    const list = region(page, transformationsPage.list.title);
    await expect(list.getByRole('article')).toHaveCount(transformationPackages.length);
    for (const pkg of transformationPackages) {
      const card = list.getByRole('article', { name: pkg.name });
      await expect(card).toContainText(pkg.price);
      await expect(card).toContainText(pkg.duration);
      await expect(
        card.getByRole('list', { name: cardLabels.outcomes }).getByRole('listitem'),
      ).toHaveCount(pkg.outcomes.length);
      await expect(card.getByRole('blockquote')).toContainText(pkg.testimonial);
      await expect(card.getByRole('figure')).toContainText(`${cardLabels.clientOf} ${pkg.name}`);
    }
    await expect(list.getByRole('note')).toHaveText(
      `${disclosures.results} ${disclosures.testimonials}`,
    );
  });

  test('the about page tells the advisor’s story with its stats and areas of mastery', async ({
    page,
  }) => {
    await page.goto('/about/');
    await expect(
      region(page, biography.heading).getByRole('heading', { level: 2, name: site.advisor }),
    ).toBeVisible();

    const figures = region(page, aboutPage.statsSection.title);
    await expect(figures.getByRole('definition')).toHaveText(stats.map((stat) => stat.value));
    await expect(figures.getByRole('term')).toHaveText(stats.map((stat) => stat.label));
    await expect(figures.getByRole('note')).toHaveText(disclosures.results);

    const mastery = region(page, aboutPage.masterySection.title);
    await expect(mastery.getByRole('article')).toHaveCount(masteryAreas.length);
    await expect(mastery.getByRole('heading', { level: 3 })).toHaveText(
      masteryAreas.map((area) => area.title),
    );
  });

  test('the opportunities page shows every category and what each asks', async ({ page }) => {
    await page.goto('/opportunities/');
    const list = region(page, opportunitiesPage.list.title);
    await expect(list.getByRole('article')).toHaveCount(opportunityCategories.length);
    await expect(list.getByRole('article').getByRole('definition')).toHaveText(
      opportunityCategories.map((category) => category.investment),
    );
    for (const category of opportunityCategories) {
      const card = list.getByRole('article', { name: category.category });
      await expect(card.getByRole('term')).toHaveText(cardLabels.investment);
      await expect(
        card.getByRole('list', { name: cardLabels.benefits }).getByRole('listitem'),
      ).toHaveCount(category.benefits.length);
    }
    await expect(list.getByRole('note')).toHaveText(disclosures.earnings);
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
    for (const paragraph of contactPrivacy.paragraphs)
      await expect(privacy).toContainText(paragraph);
    await privacy.getByRole('link', { name: contactPrivacy.link!.label }).click();
    await expect(page).toHaveURL('/privacy/');
  });

  test('the privacy policy is dated, says whom to ask, and has two sections naming every third party', async ({
    page,
  }) => {
    await page.goto('/privacy/');
    await expect(main(page).locator('time')).toHaveText(formatDate(privacyPage.lastUpdated));
    await expect(main(page).locator('time')).toHaveAttribute('datetime', privacyPage.lastUpdated);
    await expect(main(page).getByRole('link', { name: site.privacyContact.email })).toHaveAttribute(
      'href',
      `mailto:${site.privacyContact.email}`,
    );
    const [collecting, securing] = privacySections;
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([
      collecting.heading,
      securing.heading,
      contactBlock.title,
    ]);
    const collection = region(page, collecting.heading);
    for (const paragraph of collecting.paragraphs)
      await expect(collection).toContainText(paragraph);
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
    for (const paragraph of securing.paragraphs) {
      await expect(region(page, securing.heading)).toContainText(paragraph);
    }
  });

  test('the Hologram Wire page shows its price, edition, results claim and capabilities', async ({
    page,
  }) => {
    await page.goto('/hologram-wire/');
    const offer = region(page, hologramPage.offerSection.title);
    const { facts } = hologramPage.offerSection;
    await expect(offer.getByRole('definition')).toHaveText(facts.map((fact) => fact.value));
    await expect(offer.getByRole('term')).toHaveText(facts.map((fact) => fact.label));
    await expect(offer.getByRole('note')).toHaveText(
      `${disclosures.results} ${scarcityDisclosure([hologramDated.remaining])}`,
    );

    const capabilities = region(page, hologramPage.capabilitiesSection.title);
    await expect(capabilities.getByRole('article')).toHaveCount(hologramCapabilities.length);
    await expect(capabilities.getByRole('heading', { level: 3 })).toHaveText(
      hologramCapabilities.map((capability) => capability.title),
    );
  });

  test('the inner circle shows its tiers, who qualifies, how to pay and that it is by invitation', async ({
    page,
  }) => {
    await page.goto('/inner-circle/');
    await expect(main(page)).toContainText(innerCirclePage.invitationStatement);

    const tiers = region(page, innerCirclePage.tiersSection.title);
    await expect(tiers.getByRole('article')).toHaveCount(innerCircleTiers.length);
    const badges = [badgeLabels.main, badgeLabels.nocturnal, badgeLabels.ultra];
    for (const [index, tier] of innerCircleTiers.entries()) {
      const card = tiers.getByRole('article', { name: tier.title });
      for (const text of [badges[index]!, tier.price, tier.urgency]) {
        await expect(card).toContainText(text);
      }
      await expect(
        card.getByRole('list', { name: cardLabels.membership }).getByRole('listitem'),
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
    await expect(payment.getByRole('term')).toHaveText(
      paymentMethods.items!.map((item) => item.title),
    );
    await expect(payment).toContainText(site.creditPartner.name);
  });
}

// Every width is checked for sideways scrolling by e2e/pages.spec.ts; the content is the same at
// each, so these journeys run once, on a phone.
test.describe('on a 375px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  contentJourneys();
});
