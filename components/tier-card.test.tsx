import { render, screen, within } from '@testing-library/react';
import { badgeLabels } from '@/content/labels';
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

const badges = Object.values(badgeLabels);

function renderCard(props: InnerCircleTier) {
  render(<TierCard tier={props} />);
  return screen.getByRole('article', { name: props.title });
}

function shownBadges(card: HTMLElement) {
  return badges.filter((badge) => within(card).queryByText(badge));
}

describe('TierCard', () => {
  it.each([
    ['main', { isMain: true }, [badgeLabels.main]],
    ['vampire', { isVampire: true }, [badgeLabels.nocturnal]],
    ['ultra', { isUltra: true }, [badgeLabels.ultra]],
    ['unflagged', {}, []],
  ])('gives a %s tier exactly its own badge', (_, flags, expected) => {
    expect(shownBadges(renderCard({ ...tier, ...flags }))).toEqual(expected);
  });
});
