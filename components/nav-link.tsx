'use client';

import { usePathname } from 'next/navigation';
import type { NavItem } from '@/content/types';

/** usePathname() drops the export's trailing slash; the hrefs in content keep it. */
function isCurrentPath(pathname: string | null, href: string): boolean {
  if (pathname === null) return false;
  const normalized = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return normalized === href;
}

interface NavLinkProps {
  item: NavItem;
  className: string;
  onNavigate?: () => void;
}

/** A header link that marks itself as the current page; style it with `aria-[current=page]:`. */
export function NavLink({ item, className, onNavigate }: NavLinkProps) {
  const current = isCurrentPath(usePathname(), item.href);
  return (
    <a
      href={item.href}
      aria-current={current ? 'page' : undefined}
      className={className}
      onClick={onNavigate}
    >
      {item.label}
    </a>
  );
}
