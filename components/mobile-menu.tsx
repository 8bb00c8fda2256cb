'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { NavItem } from '@/content/types';
import { NavLink } from './nav-link';

interface MobileMenuProps {
  items: readonly NavItem[];
}

/**
 * The small-screen navigation: a WAI-ARIA disclosure. Closed links are `hidden`, so Tab skips
 * them; without JavaScript, /no-js.css hides the toggle and shows the list instead.
 */
export function MobileMenu({ items }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className="md:hidden">
      <button
        ref={toggleRef}
        type="button"
        data-menu-toggle=""
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className="inline-flex size-11 items-center justify-center rounded-full border border-line text-ivory hover:border-gold/70"
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
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
        <span className="sr-only">Menu</span>
      </button>
      <ul
        id={panelId}
        data-menu-panel=""
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-line bg-ink/95 px-4 pb-4 pt-2 backdrop-blur"
      >
        {items.map((item) => (
          <li key={item.href}>
            <NavLink item={item} className="nav-link-menu" onNavigate={close} />
          </li>
        ))}
      </ul>
    </div>
  );
}
