import { render, screen, within } from '@testing-library/react';
import type { TextSection } from '@/content/types';
import { ProseSection } from './prose-section';

const section: TextSection = {
  eyebrow: 'After an invitation',
  heading: 'Payment methods',
  paragraphs: ['Nothing is paid on this site.', 'The office sends an engagement letter.'],
  items: [
    { title: 'Wire transfer', description: 'In full, to the account in your letter.' },
    { title: 'Staged payments', description: 'Through our credit partner.' },
  ],
  link: { href: '/contact/', label: 'Contact the office' },
};

describe('ProseSection', () => {
  beforeEach(() => render(<ProseSection section={section} />));
  const region = () => screen.getByRole('region', { name: 'Payment methods' });

  it('is a region named by its level-2 heading, under its eyebrow', () => {
    expect(
      within(region()).getByRole('heading', { level: 2, name: 'Payment methods' }),
    ).toBeVisible();
    expect(within(region()).getByText('After an invitation')).toBeVisible();
  });

  it('shows every paragraph and every titled point', () => {
    for (const paragraph of section.paragraphs) {
      expect(within(region()).getByText(paragraph)).toBeVisible();
    }
    expect(
      within(region())
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Wire transfer', 'Staged payments']);
    expect(within(region()).getByText('Through our credit partner.')).toBeVisible();
  });

  it('ends with its link to another page', () => {
    expect(within(region()).getByRole('link', { name: 'Contact the office' })).toHaveAttribute(
      'href',
      '/contact/',
    );
  });
});
