import type { Fact } from '@/content/types';

interface FactTilesProps {
  facts: readonly Fact[];
  /** The grid's columns at each breakpoint, e.g. `sm:grid-cols-3`. */
  columns: string;
}

/** Headline figures as tiles: each label over its value, set large in gold. */
export function FactTiles({ facts, columns }: FactTilesProps) {
  return (
    <dl className={`grid gap-4 ${columns}`}>
      {facts.map((fact) => (
        <div key={fact.label} className="tile">
          <dt className="label">{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
