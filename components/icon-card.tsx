import { useId } from 'react';
import type { HologramCapability, MasteryArea } from '@/content/types';
import { Icon } from './icon';

interface IconCardProps {
  item: MasteryArea | HologramCapability;
}

/** An icon, a title and a line or two: areas of mastery and the Hologram Wire's capabilities. */
export function IconCard({ item }: IconCardProps) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="card">
      <span className="inline-flex size-12 items-center justify-center rounded-full border border-gold/50 bg-ink/60">
        <Icon name={item.icon} className="size-6 text-gold" />
      </span>
      <h3 id={headingId} className="mt-5 font-display text-xl text-ivory sm:text-2xl">
        {item.title}
      </h3>
      <p className="mt-3 leading-relaxed text-mist">{item.description}</p>
    </article>
  );
}
