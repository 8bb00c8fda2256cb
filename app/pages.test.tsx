/**
 * Each page lists every item of its content, in order, with its figures. The cards' own drawing,
 * the disclosures and the shared frame are checked elsewhere (card tests, e2e/pages.spec.ts).
 */
import { getDefaultNormalizer, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { aboutPage, biography, masteryAreas, stats } from '@/content/about';
import { contactPage, contactPrivacy } from '@/content/contact';
import { hologramCapabilities, hologramPage } from '@/content/hologram-wire';
import {
  innerCirclePage,
  innerCircleTiers,
  paymentMethods,
  qualification,
} from '@/content/inner-circle';
import { cardLabels } from '@/content/labels';
import { opportunitiesPage, opportunityCategories } from '@/content/opportunities';
import { browserReaches, privacyPage, privacySections, visitorChooses } from '@/content/privacy';
import { retreats, retreatsPage } from '@/content/retreats';
import { site } from '@/content/site';
import { transformationPackages, transformationsPage } from '@/content/transformations';
import { formatDate } from '@/content/_lib/format';
import AboutPage from './about/page';
import ContactPage from './contact/page';
import HologramWirePage from './hologram-wire/page';
import InnerCirclePage from './inner-circle/page';
import OpportunitiesPage from './opportunities/page';
import PrivacyPage from './privacy/page';
import RetreatsPage from './retreats/page';
import TransformationsPage from './transformations/page';

const region = (name: string) => screen.getByRole('region', { name });
const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);
/** A section's figures: its list's terms and definitions, in order. */
function expectFigures(section: HTMLElement, figures: readonly { label: string; value: string }[]) {
  expect(texts(within(section).getAllByRole('term'))).toEqual(figures.map((f) => f.label));
  expect(texts(within(section).getAllByRole('definition'))).toEqual(figures.map((f) => f.value));
}
/** The cards of a list, checked to be the items' own, in order. */
function cardsOf(page: ReactElement, list: string, names: readonly string[]) {
  render(page);
  const cards = within(region(list)).getAllByRole('article');
  expect(cards).toHaveLength(names.length);
  cards.forEach((card, index) => expect(card).toHaveAccessibleName(names[index]));
  return cards;
}

it('the retreats page shows the price range and every retreat with its price, guests, place and length', () => {
  const cards = cardsOf(
    <RetreatsPage />,
    retreatsPage.list.title,
    retreats.map((retreat) => retreat.name),
  );
  expect(screen.getByText(retreatsPage.priceRange.value)).toBeInTheDocument();
  retreats.forEach((retreat, index) => {
    for (const text of [retreat.price, retreat.capacity, retreat.location, retreat.duration]) {
      expect(cards[index]).toHaveTextContent(text);
    }
  });
});

it('the transformations page shows the price range and every package with its outcomes and testimonial', () => {
  const cards = cardsOf(
    <TransformationsPage />,
    transformationsPage.list.title,
    transformationPackages.map((pkg) => pkg.name),
  );
  expect(screen.getByText(transformationsPage.priceRange.value)).toBeInTheDocument();
  transformationPackages.forEach((pkg, index) => {
    const card = cards[index]!;
    expect(card).toHaveTextContent(pkg.price);
    expect(card).toHaveTextContent(pkg.duration);
    const outcomes = within(card).getByRole('list', { name: cardLabels.outcomes });
    expect(texts(within(outcomes).getAllByRole('listitem'))).toEqual(pkg.outcomes);
    expect(within(card).getByRole('blockquote')).toHaveTextContent(pkg.testimonial);
    expect(within(card).getByRole('figure')).toHaveTextContent(
      `${cardLabels.clientOf} ${pkg.name}`,
    );
  });
});

it('the about page tells the advisor’s story with its stats and areas of mastery', () => {
  cardsOf(
    <AboutPage />,
    aboutPage.masterySection.title,
    masteryAreas.map((area) => area.title),
  );
  expect(
    within(region(biography.heading)).getByRole('heading', { level: 2, name: site.advisor }),
  ).toBeInTheDocument();
  expectFigures(region(aboutPage.statsSection.title), stats);
});

it('the opportunities page shows every category, what each asks and its benefits', () => {
  const cards = cardsOf(
    <OpportunitiesPage />,
    opportunitiesPage.list.title,
    opportunityCategories.map((category) => category.category),
  );
  opportunityCategories.forEach((category, index) => {
    const card = cards[index]!;
    expect(within(card).getByRole('term')).toHaveTextContent(cardLabels.investment);
    expect(within(card).getByRole('definition')).toHaveTextContent(category.investment);
    const benefits = within(card).getByRole('list', { name: cardLabels.benefits });
    expect(texts(within(benefits).getAllByRole('listitem'))).toEqual(category.benefits);
  });
});

it('the contact page offers a message or a call, says nothing is collected and links the policy', () => {
  render(<ContactPage />);
  expect(region(contactPage.channels.title)).toBeInTheDocument();
  const privacy = region(contactPrivacy.heading);
  for (const paragraph of contactPrivacy.paragraphs) expect(privacy).toHaveTextContent(paragraph);
  expect(within(privacy).getByRole('link', { name: contactPrivacy.link!.label })).toHaveAttribute(
    'href',
    '/privacy/',
  );
});

it('the privacy policy is dated, says whom to ask, and has two sections naming every third party', () => {
  render(<PrivacyPage />);
  // As written, its no-break spaces kept (the default normalizer makes them plain spaces).
  const date = screen.getByText(formatDate(privacyPage.lastUpdated), {
    normalizer: getDefaultNormalizer({ collapseWhitespace: false }),
  });
  expect(date).toHaveAttribute('datetime', privacyPage.lastUpdated);
  expect(screen.getByRole('link', { name: site.privacyContact.email })).toHaveAttribute(
    'href',
    `mailto:${site.privacyContact.email}`,
  );
  const [collecting, securing] = privacySections;
  expect(texts(screen.getAllByRole('heading', { level: 2 }))).toEqual([
    collecting.heading,
    securing.heading,
  ]);
  for (const { heading, paragraphs } of privacySections) {
    for (const paragraph of paragraphs) expect(region(heading)).toHaveTextContent(paragraph);
  }
  const group = (name: string) => within(region(collecting.heading)).getByRole('group', { name });
  expect(texts(within(group(browserReaches.heading)).getAllByRole('term'))).toEqual([
    new URL(site.heroImage.host).host,
  ]);
  const byChoice = group(visitorChooses.heading);
  for (const party of [
    new URL(site.social.url).host,
    site.phone.display,
    site.creditPartner.name,
  ]) {
    expect(byChoice).toHaveTextContent(party);
  }
  expect(within(byChoice).getAllByRole('term')).toHaveLength(visitorChooses.items.length);
});

it('the Hologram Wire page shows its price, edition, results claim and capabilities', () => {
  cardsOf(
    <HologramWirePage />,
    hologramPage.capabilitiesSection.title,
    hologramCapabilities.map((capability) => capability.title),
  );
  expectFigures(region(hologramPage.offerSection.title), hologramPage.offerSection.facts);
});

it('the inner circle shows its tiers, who qualifies, how to pay and that it is by invitation', () => {
  const cards = cardsOf(
    <InnerCirclePage />,
    innerCirclePage.tiersSection.title,
    innerCircleTiers.map((tier) => tier.title),
  );
  expect(screen.getByText(innerCirclePage.lead, { exact: false })).toHaveTextContent(
    innerCirclePage.invitationStatement,
  );
  innerCircleTiers.forEach((tier, index) => {
    const card = cards[index]!;
    expect(card).toHaveTextContent(tier.price);
    expect(card).toHaveTextContent(tier.urgency);
    const features = within(card).getByRole('list', { name: cardLabels.membership });
    expect(texts(within(features).getAllByRole('listitem'))).toEqual(tier.features);
  });
  for (const section of [qualification, paymentMethods]) {
    expect(texts(within(region(section.heading)).getAllByRole('term'))).toEqual(
      section.items!.map((item) => item.title),
    );
  }
  expect(region(paymentMethods.heading)).toHaveTextContent(site.creditPartner.name);
});
