import { render, screen, within } from '@testing-library/react';
import { badgeLabels, cardLabels } from '@/content/labels';
import { retreats } from '@/content/retreats';
import type { Retreat } from '@/content/types';
import { RetreatCard } from './retreat-card';

const plain: Retreat = { ...retreats[0]!, isLuxury: false, isVampire: false };

function renderCard(retreat: Retreat) {
  render(<RetreatCard retreat={retreat} />);
  return screen.getByRole('article', { name: retreat.name });
}

describe('RetreatCard', () => {
  it('lists every feature under its label', () => {
    const list = within(renderCard(plain)).getByRole('list', { name: cardLabels.included });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(plain.features);
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
