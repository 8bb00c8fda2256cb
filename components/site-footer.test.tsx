import { render, screen, within } from '@testing-library/react';
import { siteDisclosure } from '@/content/disclosures';
import { siteFooter } from '@/content/layout';
import { routes } from '@/content/navigation';
import { site } from '@/content/site';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  beforeEach(() => render(<SiteFooter />));
  const footer = () => screen.getByRole('contentinfo');

  it('links every route by its title, the privacy policy among them', () => {
    const links = within(
      within(footer()).getByRole('navigation', { name: siteFooter.navLabel }),
    ).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      routes.map((route) => [route.title, route.href]),
    );
    expect(routes.map((route) => route.href)).toContain('/privacy/');
  });

  it('names the credit partner, with a link, and carries the results disclosure', () => {
    expect(within(footer()).getByRole('link', { name: site.creditPartner.name })).toHaveAttribute(
      'href',
      site.creditPartner.url,
    );
    expect(footer()).toHaveTextContent(siteDisclosure);
  });
});
