import { contactNav, primaryNav } from '@/content/navigation';
import { site } from '@/content/site';
import { BrandMark } from './brand-mark';
import { MobileMenu } from './mobile-menu';
import { NavLink } from './nav-link';

export function SiteHeader() {
  return (
    <header data-site-header="" className="site-header">
      <div className="site-header-bar">
        <a href="/" className="brand-link">
          <BrandMark className="size-7 shrink-0 text-gold" />
          {/* Between md and lg the full navigation needs the room; the mark alone stands in. */}
          <span className="md:max-lg:sr-only">{site.brand}</span>
        </a>
        <nav aria-label="Primary" className="flex items-center gap-2 lg:gap-3">
          <ul className="hidden items-center md:flex">
            {primaryNav.map((item) => (
              <li key={item.href}>
                <NavLink item={item} className="nav-link" />
              </li>
            ))}
          </ul>
          {/* Copies: shared objects would be sent as long back-references in the RSC payload. */}
          <MobileMenu items={primaryNav.map((item) => ({ ...item }))} />
          <NavLink item={contactNav} className="nav-contact" />
        </nav>
      </div>
    </header>
  );
}
