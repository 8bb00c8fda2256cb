import { render, screen, within } from '@testing-library/react';
import type { HologramCapability, MasteryArea } from '@/content/types';
import { IconCard } from './icon-card';

const area: MasteryArea = {
  icon: 'brain',
  title: 'Wealth psychology',
  description: 'Why great fortunes bring unease.',
};

const capability: HologramCapability = {
  icon: 'radio',
  title: 'Resonance mapping',
  description: 'Learns the rhythm of your days.',
};

describe('IconCard', () => {
  it.each([
    ['an area of mastery', area],
    ['a Hologram Wire capability', capability],
  ])('shows %s with its title as a level-3 heading and its description', (_, item) => {
    render(<IconCard item={item} />);
    const card = screen.getByRole('article', { name: item.title });
    expect(within(card).getByRole('heading', { level: 3, name: item.title })).toBeVisible();
    expect(within(card).getByText(item.description)).toBeVisible();
  });
});
