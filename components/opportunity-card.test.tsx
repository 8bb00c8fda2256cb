import { render, screen, within } from '@testing-library/react';
import { opportunityCategories } from '@/content/opportunities';
import { OpportunityCard } from './opportunity-card';

describe('OpportunityCard', () => {
  const opportunity = opportunityCategories[1]!;
  beforeEach(() => render(<OpportunityCard opportunity={opportunity} />));
  const card = () => screen.getByRole('article', { name: opportunity.category });

  it('shows the category, description and benefits', () => {
    expect(
      within(card()).getByRole('heading', { level: 3, name: opportunity.category }),
    ).toBeVisible();
    expect(within(card()).getByText(opportunity.description)).toBeVisible();
    const list = within(card()).getByRole('list', { name: 'Benefits' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(opportunity.benefits.length);
  });

  it('states the investment requirement as written', () => {
    expect(within(card()).getByRole('term')).toHaveTextContent('Investment');
    expect(within(card()).getByRole('definition')).toHaveTextContent('$50K+ partnership');
  });
});
