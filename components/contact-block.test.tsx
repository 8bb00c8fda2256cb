import { render, screen, within } from '@testing-library/react';
import { contactBlock, newTabNote } from '@/content/layout';
import { site } from '@/content/site';
import { ContactBlock } from './contact-block';

describe('ContactBlock', () => {
  beforeEach(() => render(<ContactBlock />));

  const block = () => screen.getByRole('region', { name: contactBlock.title });

  it('opens the social-media profile in a new tab, and says so', () => {
    const social = within(block()).getByRole('link', {
      name: `${contactBlock.message} ${newTabNote}`,
    });
    expect(social).toHaveAttribute('href', site.social.url);
    expect(social).toHaveAttribute('target', '_blank');
    expect(social).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('dials the phone number in the same window', () => {
    const call = within(block()).getByRole('link', { name: contactBlock.call });
    expect(call).toHaveAttribute('href', `tel:${site.phone.e164}`);
    expect(call).not.toHaveAttribute('target');
  });

  it('offers exactly these two calls to action', () => {
    expect(within(block()).getAllByRole('link')).toHaveLength(2);
  });
});
