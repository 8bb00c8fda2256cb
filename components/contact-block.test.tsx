import { render, screen, within } from '@testing-library/react';
import { site } from '@/content/site';
import { ContactBlock } from './contact-block';

describe('ContactBlock', () => {
  beforeEach(() => render(<ContactBlock />));

  const block = () => screen.getByRole('region', { name: 'Begin a private conversation' });

  it('opens the social-media profile in a new tab, and says so', () => {
    const social = within(block()).getByRole('link', {
      name: `Message us on ${site.social.network} (opens in a new tab)`,
    });
    expect(social).toHaveAttribute('href', site.social.url);
    expect(social).toHaveAttribute('target', '_blank');
    expect(social).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('dials the phone number in the same window', () => {
    const call = within(block()).getByRole('link', { name: `Call ${site.phone.display}` });
    expect(call).toHaveAttribute('href', `tel:${site.phone.e164}`);
    expect(call).not.toHaveAttribute('target');
  });

  it('offers exactly these two calls to action', () => {
    expect(within(block()).getAllByRole('link')).toHaveLength(2);
  });
});
