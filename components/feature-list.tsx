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
      <p id={labelId} className="label">
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
