import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePathname } from 'next/navigation';
import { contactNav, primaryNav } from '@/content/navigation';
import { site } from '@/content/site';
import { SiteHeader } from './site-header';

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }));
const mockedPathname = jest.mocked(usePathname);

function renderAt(pathname: string) {
  mockedPathname.mockReturnValue(pathname);
  render(<SiteHeader />);
  return screen.getByRole('navigation', { name: 'Primary' });
}

/** Links of the always-visible desktop list and the contact button (the menu's are hidden). */
function visibleLinks(nav: HTMLElement) {
  return within(nav).getAllByRole('link');
}

describe('SiteHeader', () => {
  it('shows the brand linking home, every primary link and the Contact button', () => {
    const nav = renderAt('/');
    expect(screen.getByRole('link', { name: site.brand })).toHaveAttribute('href', '/');
    expect(visibleLinks(nav).map((link) => link.textContent)).toEqual([
      ...primaryNav.map((item) => item.label),
      contactNav.label,
    ]);
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact/');
  });

  it.each([
    ['/retreats', 'Retreats'],
    ['/frequency-controller/', 'Frequency Controller'],
    ['/contact', 'Contact'],
  ])('on %s marks "%s" as the current page and nothing else', (pathname, label) => {
    const nav = renderAt(pathname);
    const current = visibleLinks(nav).filter(
      (link) => link.getAttribute('aria-current') === 'page',
    );
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent(label);
  });

  it('marks no link as current on the home page', () => {
    const nav = renderAt('/');
    expect(visibleLinks(nav).some((link) => link.hasAttribute('aria-current'))).toBe(false);
  });
});

describe('mobile menu', () => {
  // jsdom cannot navigate; the menu's behaviour, not the navigation, is under test here.
  const preventNavigation = (event: Event) => event.preventDefault();
  beforeEach(() => document.addEventListener('click', preventNavigation));
  afterEach(() => document.removeEventListener('click', preventNavigation));

  it('starts closed, opens with the toggle and closes when a link is selected', async () => {
    const user = userEvent.setup();
    const nav = renderAt('/about');
    const toggle = within(nav).getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();
    const menuLinks = within(menu!).getAllByRole('link');
    expect(menuLinks.map((link) => link.textContent)).toEqual(primaryNav.map((item) => item.label));
    expect(within(menu!).getByRole('link', { name: 'About' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(menu!).getByRole('link', { name: 'Retreats' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const user = userEvent.setup();
    const nav = renderAt('/');
    const toggle = within(nav).getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.tab();
    expect(toggle).not.toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
