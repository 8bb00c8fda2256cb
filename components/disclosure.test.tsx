import { render, screen } from '@testing-library/react';
import { Disclosure } from './disclosure';

describe('Disclosure', () => {
  it('says results are individual, not guaranteed, and as stated by the advisor', () => {
    render(<Disclosure />);
    expect(
      screen.getByText(
        'Results are individual and not guaranteed; figures are as stated by the advisor.',
      ),
    ).toBeVisible();
  });
});
