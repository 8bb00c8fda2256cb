import { render, screen, within } from '@testing-library/react';
import { innerCircleTiers } from '@/content/inner-circle';
import { badgeLabels } from '@/content/labels';
import { TierCard } from './tier-card';

const unflagged = { ...innerCircleTiers[0]!, isMain: false, isVampire: false, isUltra: false };

describe('TierCard', () => {
  it.each([
    ['main', { isMain: true }, [badgeLabels.main]],
    ['vampire', { isVampire: true }, [badgeLabels.nocturnal]],
    ['ultra', { isUltra: true }, [badgeLabels.ultra]],
    ['unflagged', {}, []],
  ])('gives a %s tier exactly its own badge', (_, flags, expected) => {
    render(<TierCard tier={{ ...unflagged, ...flags }} />);
    const card = screen.getByRole('article', { name: unflagged.title });
    expect(Object.values(badgeLabels).filter((badge) => within(card).queryByText(badge))).toEqual(
      expected,
    );
  });
});
