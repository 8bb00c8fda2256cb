import { render, screen } from '@testing-library/react';
import { disclosures, scarcityDisclosure } from '@/content/disclosures';
import { Disclosure } from './disclosure';

describe('Disclosure', () => {
  it('is a note giving each kind of claim its one wording, in order', () => {
    render(<Disclosure kinds={['results', 'testimonials']} />);
    expect(screen.getByRole('note')).toHaveTextContent(
      `${disclosures.results} ${disclosures.testimonials}`,
    );
  });

  it('dates the counts and dates it is given, after the kinds', () => {
    const dated = [{ kind: 'count', text: '3 remaining', asOf: '2026-11-21' }] as const;
    render(<Disclosure kinds={['results']} dated={dated} />);
    // As written: the date's spaces are the kind that do not break.
    expect(screen.getByRole('note').textContent).toBe(
      `${disclosures.results} ${scarcityDisclosure(dated)}`,
    );
  });
});
