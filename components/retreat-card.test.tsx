import { render, screen, within } from '@testing-library/react';
import { badgeLabels, cardLabels } from '@/content/labels';
import type { Retreat } from '@/content/types';
import { RetreatCard } from './retreat-card';

const plain: Retreat = {
  name: 'Forest Quiet',
  location: 'Hokkaido, Japan',
  duration: '5 days',
  price: '$90,000',
  capacity: '5 people',
  description: 'Five days among old trees.',
  features: ['Forest bathing', 'Private onsen'],
  isLuxury: false,
  isVampire: false,
};

function renderCard(retreat: Retreat) {
  render(<RetreatCard retreat={retreat} />);
  return screen.getByRole('article', { name: retreat.name });
}

describe('RetreatCard', () => {
  it('lists every feature under its label', () => {
    const card = renderCard(plain);
    const list = within(card).getByRole('list', { name: cardLabels.included });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(plain.features);
  });

  it.each([
    ['plain', {}, []],
    ['luxury', { isLuxury: true }, [badgeLabels.luxury]],
    ['vampire', { isVampire: true }, [badgeLabels.nocturnal]],
    [
      'luxury vampire',
      { isLuxury: true, isVampire: true },
      [badgeLabels.luxury, badgeLabels.nocturnal],
    ],
  ])('gives a %s retreat exactly its own badges', (_, flags, expected) => {
    const card = renderCard({ ...plain, ...flags });
    expect(Object.values(badgeLabels).filter((badge) => within(card).queryByText(badge))).toEqual(
      expected,
    );
  });
});
