import { useId } from 'react';
import type { Highlight } from '@/content/types';
import { IconBadge } from './icon';

interface IconCardProps {
  item: Highlight;
}

/** An icon, a title and a line or two: areas of mastery and the Hologram Wire's capabilities. */
export function IconCard({ item }: IconCardProps) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="card">
      <IconBadge name={item.icon} />
      <h3 id={headingId} className="mt-5 font-display text-xl text-ivory sm:text-2xl">
        {item.title}
      </h3>
      <p className="mt-3 leading-relaxed text-mist">{item.description}</p>
    </article>
  );
}
