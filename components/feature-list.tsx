import { useId } from 'react';

interface FeatureListProps {
  /** A short visible label for the list, e.g. "Included". */
  label: string;
  items: readonly string[];
  /** The markers' colour, a `marker:` class from the card's variant. */
  markerClass?: string;
}

/** A card's list of features, outcomes or benefits, named by its visible label. */
export function FeatureList({ label, items, markerClass = 'marker:text-gold' }: FeatureListProps) {
  const labelId = useId();
  return (
    <div className="mt-6">
      <p id={labelId} className="label">
        {label}
      </p>
      {/* CSS markers, not an SVG per item: lists are long and every item ships twice (HTML + RSC). */}
      <ul
        aria-labelledby={labelId}
        className={`mt-3 list-[square] space-y-2 pl-5 text-sm leading-relaxed text-ivory/90 ${markerClass}`}
      >
        {items.map((item) => (
          <li key={item} className="pl-1">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
