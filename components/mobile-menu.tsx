'use client';

import { useCallback, useId, useRef, useSyncExternalStore } from 'react';
import type { NavItem } from '@/content/types';
import { NavLink } from './nav-link';

interface MobileMenuProps {
  items: readonly NavItem[];
  /** The toggle's accessible name. */
  label: string;
}

const supportsPopover = () =>
  typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype;

/**
 * The small-screen navigation, opened and closed by the browser itself: a `popover` list and a
 * `popovertarget` toggle, so it works before the runtime arrives or without it. Escape and a
 * press outside close it and give focus back to the toggle; closed, its links are out of the
 * page and the Tab order. The browser exposes the toggle's expanded state natively; once
 * hydrated, React also mirrors it in `aria-expanded`, read from the popover, never guessed.
 */
export function MobileMenu({ items, label }: MobileMenuProps) {
  const menuId = useId();
  const menu = useRef<HTMLUListElement>(null);

  const subscribe = useCallback((onToggle: () => void) => {
    const list = menu.current;
    list?.addEventListener('toggle', onToggle);
    return () => list?.removeEventListener('toggle', onToggle);
  }, []);
  const open = useSyncExternalStore(
    subscribe,
    () => supportsPopover() && !!menu.current?.matches(':popover-open'),
    // The prerendered HTML states nothing the browser does not already expose.
    () => undefined,
  );

  const close = () => {
    if (supportsPopover()) menu.current?.hidePopover();
  };

  return (
    <div className="lg:hidden">
      <button
        type="button"
        popoverTarget={menuId}
        aria-controls={menuId}
        aria-expanded={open}
        className="menu-toggle"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
        >
          {/* Drawn by CSS from the menu's own state: a cross while it is open. */}
          <path className="menu-icon-open" d="M4 7h16M4 12h16M4 17h16" />
          <path className="menu-icon-close" d="M6 6l12 12M18 6L6 18" />
        </svg>
        <span className="sr-only">{label}</span>
      </button>
      <ul ref={menu} id={menuId} popover="auto" className="menu-panel">
        {items.map((item) => (
          <li key={item.href}>
            <NavLink item={item} className="nav-link-menu" onNavigate={close} />
          </li>
        ))}
      </ul>
    </div>
  );
}
