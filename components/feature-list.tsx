import { useId } from 'react';
import { Icon } from './icon';

interface FeatureListProps {
  /** A short visible label for the list, e.g. "Included". */
  label: string;
  items: readonly string[];
  /** The tick's colour class, from the card's variant. */
  tickClass?: string;
}

/** A card's list of features, outcomes or benefits, named by its visible label. */
export function FeatureList({ label, items, tickClass = 'text-gold' }: FeatureListProps) {
  const labelId = useId();
  return (
    <div className="mt-6">
      <p id={labelId} className="text-xs font-semibold uppercase tracking-[0.2em] text-mist">
        {label}
      </p>
      <ul aria-labelledby={labelId} className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-sm leading-relaxed text-ivory/90">
            <Icon name="check" className={`mt-0.5 size-4 shrink-0 ${tickClass}`} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
