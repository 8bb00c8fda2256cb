import { useId } from 'react';
import type { Highlight } from '@/content/types';
import { Icon } from './icon';
import { unwidowed } from './unwidowed';

interface IconCardProps {
  item: Highlight;
}

/** A small mark, a title and a line or two: areas of mastery and the Wire's capabilities. */
export function IconCard({ item }: IconCardProps) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="lg:row-span-2">
      <h3 id={headingId} className="type-voice flex items-baseline gap-3 text-ivory">
        <Icon name={item.icon} className="size-4 shrink-0 translate-y-0.5 text-gold" />
        <span>{unwidowed(item.title)}</span>
      </h3>
      <p className="type-small">{item.description}</p>
    </article>
  );
}
