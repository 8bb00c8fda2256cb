import { render, screen } from '@testing-library/react';
import { disclosures } from '@/content/disclosures';
import { Disclosure } from './disclosure';

describe('Disclosure', () => {
  it('is a note giving each kind of claim its one wording, in order', () => {
    render(<Disclosure kinds={['results', 'testimonials']} />);
    expect(screen.getByRole('note')).toHaveTextContent(
      `${disclosures.results} ${disclosures.testimonials}`,
    );
  });

  it('dates the counts and dates it is given', () => {
    render(
      <Disclosure
        kinds={['results']}
        dated={[{ kind: 'count', text: '3 remaining', asOf: '2026-11-21' }]}
      />,
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      `${disclosures.results} Availability and dates as stated by the advisor on November 21, 2026.`,
    );
  });
});
