import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { usePathname } from 'next/navigation';
import { siteHeader } from '@/content/layout';
import { contactNav, primaryNav } from '@/content/navigation';
import { site } from '@/content/site';
import { SiteHeader } from './site-header';

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }));
const mockedPathname = jest.mocked(usePathname);

function renderAt(pathname: string) {
  mockedPathname.mockReturnValue(pathname);
  render(<SiteHeader />);
  return screen.getByRole('navigation', { name: siteHeader.navLabel });
}

/** Links outside the menu, which the browser hides closed (a popover): jsdom cannot. */
function visibleLinks(nav: HTMLElement) {
  return within(nav)
    .getAllByRole('link')
    .filter((link) => !link.closest('[popover]'));
}

describe('SiteHeader', () => {
  it('shows the brand linking home, every primary link and the Contact button', () => {
    const nav = renderAt('/');
    expect(screen.getByRole('link', { name: site.brand })).toHaveAttribute('href', '/');
    expect(visibleLinks(nav).map((link) => link.textContent)).toEqual([
      ...primaryNav.map((item) => item.label),
      contactNav.label,
    ]);
    expect(within(nav).getByRole('link', { name: contactNav.label })).toHaveAttribute(
      'href',
      contactNav.href,
    );
  });

  it('marks the current page’s link, and only it, wherever the address ends', () => {
    const [first] = primaryNav;
    const last = primaryNav[primaryNav.length - 1]!;
    const cases = [
      // With and without the trailing slash the export adds.
      [first!.href.slice(0, -1), [first!.label]],
      [last.href, [last.label]],
      [contactNav.href.slice(0, -1), [contactNav.label]],
      ['/', []],
    ] as const;
    const marked = cases.map(([pathname]) => {
      const nav = renderAt(pathname);
      const current = visibleLinks(nav)
        .filter((link) => link.hasAttribute('aria-current'))
        .map((link) => `${link.textContent}: ${link.getAttribute('aria-current')}`);
      cleanup();
      return [pathname, current];
    });
    expect(marked).toEqual(
      cases.map(([pathname, labels]) => [pathname, labels.map((label) => `${label}: page`)]),
    );
  });
});

describe('mobile menu', () => {
  // Opening, Escape and focus are the browser's (popover); e2e/navigation.spec.ts covers them.
  it('is a toggle the browser wires to a popover list of every primary link', () => {
    const nav = renderAt(primaryNav[1]!.href);
    const toggle = within(nav).getByRole('button', { name: siteHeader.menuLabel });
    const menuId = toggle.getAttribute('popovertarget');
    expect(toggle).toHaveAttribute('aria-controls', menuId);
    const menu = document.getElementById(menuId!)!;
    expect(menu).toHaveAttribute('popover', 'auto');
    const menuLinks = within(menu).getAllByRole('link');
    expect(menuLinks.map((link) => link.textContent)).toEqual(primaryNav.map((item) => item.label));
  });

  it('states no expanded state the browser could contradict in the prerendered HTML', () => {
    // HTML attribute names are case-insensitive; React writes this one as popoverTarget.
    const html = renderToString(<SiteHeader />).toLowerCase();
    expect(html).toContain('popovertarget=');
    expect(html).not.toContain('aria-expanded');
  });
});
