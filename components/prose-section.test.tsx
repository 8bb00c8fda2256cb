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

const terms = (element: HTMLElement) =>
  within(element)
    .getAllByRole('term')
    .map((term) => term.textContent);

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
    expect(terms(region())).toEqual(['Wire transfer', 'Staged payments']);
    expect(within(region()).getByText('Through our credit partner.')).toBeVisible();
  });

  it('ends with its link to another page', () => {
    expect(within(region()).getByRole('link', { name: 'Contact the office' })).toHaveAttribute(
      'href',
      '/contact/',
    );
  });
});

describe('ProseSection with titled lists', () => {
  it('names each list by its heading and keeps its entries inside it', () => {
    render(
      <ProseSection
        section={{
          heading: 'Data collection',
          paragraphs: ['Nothing is collected.'],
          lists: [
            { heading: 'On its own', items: [{ title: 'images.example', description: 'Photos.' }] },
            { heading: 'If you choose', items: [{ title: 'social.example', description: 'DM.' }] },
          ],
        }}
      />,
    );
    const region = screen.getByRole('region', { name: 'Data collection' });
    const own = within(region).getByRole('group', { name: 'On its own' });
    const chosen = within(region).getByRole('group', { name: 'If you choose' });
    expect(within(own).getByRole('heading', { level: 3, name: 'On its own' })).toBeVisible();
    expect([terms(own), terms(chosen)]).toEqual([['images.example'], ['social.example']]);
  });
});
