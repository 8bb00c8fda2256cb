import Link from 'next/link';
import { contactNav, primaryNav } from '@/content/navigation';
import { site } from '@/content/site';
import { BrandMark } from './brand-mark';
import { MobileMenu } from './mobile-menu';
import { NavLink } from './nav-link';

const desktopLinkClass =
  'relative inline-flex min-h-11 items-center px-3 text-sm text-mist transition-colors hover:text-ivory aria-[current=page]:text-gold-light aria-[current=page]:after:absolute aria-[current=page]:after:inset-x-3 aria-[current=page]:after:bottom-1.5 aria-[current=page]:after:h-px aria-[current=page]:after:bg-gold';

const contactClass =
  'btn-ghost min-h-11 px-4 py-2 sm:px-5 aria-[current=page]:bg-gold aria-[current=page]:text-ink';

export function SiteHeader() {
  return (
    <header
      data-site-header=""
      className="fixed inset-x-0 top-0 z-40 border-b border-line/70 bg-ink/90 backdrop-blur supports-[backdrop-filter]:bg-ink/75"
    >
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          href="/"
          className="inline-flex min-h-11 shrink-0 items-center gap-2 font-display text-sm tracking-wide text-ivory sm:gap-3 sm:text-lg"
        >
          <BrandMark className="size-7 shrink-0 text-gold" />
          <span>{site.brand}</span>
        </Link>
        <nav aria-label="Primary" className="flex items-center gap-2 lg:gap-3">
          <ul className="hidden items-center md:flex">
            {primaryNav.map((item) => (
              <li key={item.href}>
                <NavLink item={item} className={desktopLinkClass} />
              </li>
            ))}
          </ul>
          <MobileMenu items={primaryNav} />
          <NavLink item={contactNav} className={contactClass} />
        </nav>
      </div>
    </header>
  );
}
