import { render, screen } from '@testing-library/react';
import { disclosures, scarcityDisclosure } from '@/content/disclosures';
import { Disclosure } from './disclosure';
import { articlesBound } from './unwidowed';

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
    // As written: the date's spaces are the kind that do not break, and so is each article's.
    expect(screen.getByRole('note').textContent).toBe(
      `${disclosures.results} ${articlesBound(scarcityDisclosure(dated))}`,
    );
  });

  it('sets each wording on lines of its own', () => {
    render(<Disclosure kinds={['results', 'testimonials']} />);
    const wordings = screen.getByRole('note').children;
    expect([...wordings].map((wording) => wording.textContent?.trim())).toEqual([
      disclosures.results,
      disclosures.testimonials,
    ]);
    expect([...wordings].every((wording) => wording.classList.contains('block'))).toBe(true);
  });
});
