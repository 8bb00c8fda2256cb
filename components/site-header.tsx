import { siteHeader } from '@/content/layout';
import { contactNav, primaryNav } from '@/content/navigation';
import { site } from '@/content/site';
import { BrandMark } from './brand-mark';
import { MobileMenu } from './mobile-menu';
import { NavLink } from './nav-link';

export function SiteHeader() {
  return (
    <header
      data-site-header=""
      className="fixed inset-x-0 top-0 z-40 border-b border-line/70 bg-ink/90 backdrop-blur supports-[backdrop-filter]:bg-ink/75"
    >
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
        {/* The brand gives way first: on the narrowest screens (320px, or 400 % zoom) its name
            takes two lines so the menu and Contact keep theirs. */}
        <a
          href="/"
          className="inline-flex min-h-11 min-w-0 items-center gap-2 font-display text-sm leading-tight tracking-wide text-ivory sm:gap-3 sm:text-lg"
        >
          <BrandMark className="size-7 shrink-0 text-gold" />
          {/* Between md and lg the full navigation needs the room; the mark alone stands in. */}
          <span className="md:max-lg:sr-only">{site.brand}</span>
        </a>
        <nav aria-label={siteHeader.navLabel} className="flex shrink-0 items-center gap-2 lg:gap-3">
          <ul className="hidden items-center md:flex">
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
          <NavLink
            item={contactNav}
            className="btn-ghost min-h-11 whitespace-nowrap px-4 py-2 aria-[current=page]:bg-gold aria-[current=page]:text-ink forced-colors:aria-[current=page]:underline lg:px-5"
          />
        </nav>
      </div>
    </header>
  );
}
