import { render, screen, within } from '@testing-library/react';
import { innerCircleTiers } from '@/content/inner-circle';
import type { InnerCircleTier } from '@/content/types';
import { TierCard } from './tier-card';

const tier: InnerCircleTier = {
  title: 'The Quiet Seat',
  price: '$600,000',
  description: 'A year of counsel.',
  features: ['Seasonal gatherings', 'A direct line'],
  urgency: '2 seats remaining',
  isMain: false,
  isVampire: false,
  isUltra: false,
};

const badges = ['Main programme', 'Nocturnal', 'Ultra'];

function renderCard(props: InnerCircleTier) {
  render(<TierCard tier={props} />);
  return screen.getByRole('article', { name: props.title });
}

function shownBadges(card: HTMLElement) {
  return badges.filter((badge) => within(card).queryByText(badge));
}

describe('TierCard', () => {
  it('shows the title, price, urgency label, description and features', () => {
    const card = renderCard(tier);
    expect(within(card).getByRole('heading', { level: 3, name: tier.title })).toBeVisible();
    expect(within(card).getByText('$600,000')).toBeVisible();
    expect(within(card).getByText('2 seats remaining')).toBeVisible();
    expect(within(card).getByText(tier.description)).toBeVisible();
    const list = within(card).getByRole('list', { name: 'Membership includes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it.each([
    ['main', { isMain: true }, ['Main programme']],
    ['vampire', { isVampire: true }, ['Nocturnal']],
    ['ultra', { isUltra: true }, ['Ultra']],
    ['unflagged', {}, []],
  ])('gives a %s tier exactly its own badge', (_, flags, expected) => {
    expect(shownBadges(renderCard({ ...tier, ...flags }))).toEqual(expected);
  });

  it('shows the main tier’s seats, scarcity and next initiation from content', () => {
    const main = innerCircleTiers.find((candidate) => candidate.isMain)!;
    const card = renderCard(main);
    expect(within(card).getByText('$500,000')).toBeVisible();
    expect(within(card).getByText('11 seats remaining')).toBeVisible();
    expect(within(card).getByText('12 seats maximum')).toBeVisible();
    expect(within(card).getByText(/March 2026/)).toBeVisible();
  });
});
