import { render, screen, within } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { disclosures, siteDisclosure } from '@/content/disclosures';
import { siteFooter } from '@/content/layout';
import { routes } from '@/content/navigation';
import { site } from '@/content/site';
import { SiteFooter } from './site-footer';

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }));
const mockedPathname = jest.mocked(usePathname);
const [, aRoute] = routes;

describe('SiteFooter', () => {
  beforeEach(() => {
    mockedPathname.mockReturnValue(aRoute!.href.slice(0, -1));
    render(<SiteFooter />);
  });
  const footer = () => screen.getByRole('contentinfo');
  const footerLinks = () =>
    within(within(footer()).getByRole('navigation', { name: siteFooter.navLabel })).getAllByRole(
      'link',
    );

  it('links every route by its title, the privacy policy among them', () => {
    expect(footerLinks().map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      routes.map((route) => [route.title, route.href]),
    );
    expect(routes.map((route) => route.href)).toContain('/privacy/');
  });

  it('marks the current page’s link, and only it, as the header does', () => {
    const marked = footerLinks().filter((link) => link.hasAttribute('aria-current'));
    expect(marked.map((link) => [link.textContent, link.getAttribute('aria-current')])).toEqual([
      [aRoute!.title, 'page'],
    ]);
  });

  it('names the credit partner, with a link, and says nothing on the site is advice', () => {
    expect(within(footer()).getByRole('link', { name: site.creditPartner.name })).toHaveAttribute(
      'href',
      site.creditPartner.url,
    );
    expect(footer()).toHaveTextContent(siteDisclosure);
    // A claim's own note stands with the claim, once: the footer does not repeat it.
    expect(footer()).not.toHaveTextContent(disclosures.results);
  });
});
