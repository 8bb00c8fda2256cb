import { useId } from 'react';
import type { Highlight } from '@/content/types';
import { Icon } from './icon';
import { unwidowed } from './unwidowed';

interface IconCardProps {
  item: Highlight;
  /**
   * `grid`: the mark before the title, in a grid whose rows the entries share (`.aligned`).
   * `row`: a row of a list down its column, the mark in the margin beside the title.
   */
  shape?: 'grid' | 'row';
}

/** A small mark, a title and a line or two: areas of mastery and the Wire's capabilities. */
export function IconCard({ item, shape = 'grid' }: IconCardProps) {
  const headingId = useId();
  if (shape === 'row') {
    return (
      <article aria-labelledby={headingId} className="row-entry">
        <Icon name={item.icon} />
        <h3 id={headingId} className="type-voice text-ivory">
          {unwidowed(item.title)}
        </h3>
        <p className="type-small measure">{item.description}</p>
      </article>
    );
  }
  return (
    <article aria-labelledby={headingId} className="lg:row-span-2">
      <h3 id={headingId} className="type-voice flex items-baseline gap-3 text-ivory">
        <Icon name={item.icon} className="size-5 shrink-0 translate-y-0.5 text-gold" />
        <span>{unwidowed(item.title)}</span>
      </h3>
      <p className="type-small">{item.description}</p>
    </article>
  );
}
