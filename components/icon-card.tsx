import { useId } from 'react';
import type { Highlight } from '@/content/types';
import { Icon } from './icon';
import { unwidowed } from './unwidowed';

interface IconCardProps {
  item: Highlight;
  /**
   * `grid`: the mark before the title, in a grid whose rows the entries share (`.aligned`).
   * `row`: a row of a numbered list, the mark at the end of the title's line.
   */
  shape?: 'grid' | 'row';
}

/** A small mark, a title and a line or two: areas of mastery and the Wire's capabilities. */
export function IconCard({ item, shape = 'grid' }: IconCardProps) {
  const headingId = useId();
  const mark = <Icon name={item.icon} className="size-4 shrink-0 translate-y-0.5 text-gold" />;
  return (
    <article
      aria-labelledby={headingId}
      className={shape === 'grid' ? 'lg:row-span-2' : 'row-entry'}
    >
      <h3 id={headingId} className="type-voice flex items-baseline gap-3 text-ivory">
        {shape === 'grid' ? mark : null}
        <span>{unwidowed(item.title)}</span>
        {shape === 'row' ? mark : null}
      </h3>
      <p className="type-small">{item.description}</p>
    </article>
  );
}
