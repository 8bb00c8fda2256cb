import { siteHeader } from '@/content/layout';
import { contactNav, primaryNav } from '@/content/navigation';
import { site } from '@/content/site';
import { BrandMark } from './brand-mark';
import { MobileMenu } from './mobile-menu';
import { NavLink } from './nav-link';

export function SiteHeader() {
  return (
    <header data-site-header="" className="site-header">
      <div className="site-header-row">
        {/* The brand gives way first, so the menu and Contact keep their room: under 375 px the
            seal goes and the name alone stands, on one line from 360 px (most Android phones),
            on two at 320 px (or 400 % zoom). */}
        <a href="/" className="brand-link">
          <BrandMark className="size-6 shrink-0 text-gold max-[374px]:hidden sm:size-7" />
          <span>{site.brand}</span>
        </a>
        <nav aria-label={siteHeader.navLabel} className="flex shrink-0 items-center gap-2 lg:gap-3">
          {/* The row of links from lg; below, the menu, so a tablet keeps the house's name. */}
          <ul className="hidden items-center lg:flex">
            {primaryNav.map((item) => (
              <li key={item.href}>
                <NavLink item={item} className="nav-link" />
              </li>
            ))}
          </ul>
          {/* Copies: shared objects would be sent as long back-references in the RSC payload. */}
          <MobileMenu
            items={primaryNav.map((item) => ({ ...item }))}
            label={siteHeader.menuLabel}
          />
          <NavLink item={contactNav} className="nav-contact" />
        </nav>
      </div>
    </header>
  );
}
