import { useId } from 'react';

interface FeatureListProps {
  /** A short visible label for the list, e.g. "Included". */
  label: string;
  items: readonly string[];
}

/** An entry's list of features, outcomes or benefits, named by its visible label. */
export function FeatureList({ label, items }: FeatureListProps) {
  const labelId = useId();
  return (
    <div>
      {/* Nearer its list than the words above it: it names what follows. */}
      <p id={labelId} className="label pt-3">
        {label}
      </p>
      <ul aria-labelledby={labelId} className="dash-list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
