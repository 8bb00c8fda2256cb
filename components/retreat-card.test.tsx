import { render, screen, within } from '@testing-library/react';
import { retreats } from '@/content/retreats';
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
  it('shows the name as a level-3 heading, with place, price, capacity and duration', () => {
    const retreat = retreats[0]!;
    const card = renderCard(retreat);
    expect(within(card).getByRole('heading', { level: 3, name: retreat.name })).toBeVisible();
    for (const text of [retreat.location, retreat.price, retreat.capacity, retreat.duration]) {
      expect(within(card).getByText(text)).toBeVisible();
    }
    expect(within(card).getByText(retreat.description)).toBeVisible();
  });

  it('lists every feature under "Included"', () => {
    const card = renderCard(plain);
    const list = within(card).getByRole('list', { name: 'Included' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(plain.features);
  });

  it('marks a luxury retreat with a "Luxury" badge', () => {
    const card = renderCard({ ...plain, isLuxury: true });
    expect(within(card).getByText('Luxury')).toBeVisible();
    expect(within(card).queryByText('Nocturnal')).not.toBeInTheDocument();
  });

  it('marks a vampire retreat with a "Nocturnal" badge', () => {
    const card = renderCard({ ...plain, isVampire: true });
    expect(within(card).getByText('Nocturnal')).toBeVisible();
    expect(within(card).queryByText('Luxury')).not.toBeInTheDocument();
  });

  it('shows both badges when a retreat is luxury and nocturnal', () => {
    const card = renderCard({ ...plain, isLuxury: true, isVampire: true });
    expect(within(card).getByText('Luxury')).toBeVisible();
    expect(within(card).getByText('Nocturnal')).toBeVisible();
  });

  it('shows neither badge on a plain retreat', () => {
    const card = renderCard(plain);
    expect(within(card).queryByText('Luxury')).not.toBeInTheDocument();
    expect(within(card).queryByText('Nocturnal')).not.toBeInTheDocument();
  });
});
