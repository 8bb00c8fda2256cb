import type { NavItem } from '@/content/types';

/** A section's closing link to another page: plain text, underlined, on a line of its own. */
export function SectionLink({ link }: { link: NavItem }) {
  return (
    <p className="mt-8">
      <a href={link.href} className="link">
        {link.label}
      </a>
    </p>
  );
}
