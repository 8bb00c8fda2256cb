import { render, screen, within } from '@testing-library/react';
import { transformationPackages } from '@/content/transformations';
import { TransformationCard } from './transformation-card';

describe('TransformationCard', () => {
  const pkg = transformationPackages[0]!;
  beforeEach(() => render(<TransformationCard pkg={pkg} />));
  const card = () => screen.getByRole('article', { name: pkg.name });

  it('shows the name, price, duration and description', () => {
    expect(within(card()).getByRole('heading', { level: 3, name: pkg.name })).toBeVisible();
    expect(within(card()).getByText('$25,000')).toBeVisible();
    expect(within(card()).getByText(pkg.duration)).toBeVisible();
    expect(within(card()).getByText(pkg.description)).toBeVisible();
  });

  it('lists the outcomes', () => {
    const list = within(card()).getByRole('list', { name: 'Outcomes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(pkg.outcomes.length);
  });

  it('quotes the client testimonial', () => {
    const quote = within(card()).getByRole('blockquote');
    expect(quote).toHaveTextContent(pkg.testimonial);
    expect(within(card()).getByRole('figure')).toHaveTextContent(`A client of ${pkg.name}`);
  });
});
