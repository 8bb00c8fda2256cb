import { render, screen, within } from '@testing-library/react';
import { contactPage } from '@/content/contact';
import { site } from '@/content/site';
import { ContactChannels } from './contact-channels';

describe('ContactChannels', () => {
  beforeEach(() => render(<ContactChannels />));
  const region = () => screen.getByRole('region', { name: contactPage.channels.title });

  it('offers a private message that opens the social profile in a new tab', () => {
    const card = within(region()).getByRole('article', {
      name: contactPage.channels.message.title,
    });
    const link = within(card).getByRole('link', { name: /opens in a new tab/ });
    expect(link).toHaveTextContent(`${site.social.handle} on ${site.social.network}`);
    expect(link).toHaveAttribute('href', site.social.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers the telephone line, dialled in the same window', () => {
    const card = within(region()).getByRole('article', { name: contactPage.channels.call.title });
    const link = within(card).getByRole('link', { name: site.phone.display });
    expect(link).toHaveAttribute('href', `tel:${site.phone.e164}`);
    expect(link).not.toHaveAttribute('target');
  });
});
