import { render, screen } from '@testing-library/react';
import { PriceRange } from './price-range';

describe('PriceRange', () => {
  it('shows the label and the range as written', () => {
    render(<PriceRange range={{ label: 'Investment per retreat', value: '$75K–$150K' }} />);
    expect(screen.getByText('Investment per retreat')).toBeVisible();
    expect(screen.getByText('$75K–$150K')).toBeVisible();
  });
});
