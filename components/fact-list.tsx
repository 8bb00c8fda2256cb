import type { Fact } from '@/content/types';

interface FactListProps {
  facts: readonly Fact[];
}

/** Headline figures as label and value pairs, the value set large in gold. */
export function FactList({ facts }: FactListProps) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {facts.map((fact) => (
        <div key={fact.label} className="rounded-2xl border border-line bg-night/80 p-5 sm:p-6">
          <dt className="text-xs font-semibold uppercase tracking-[0.2em] text-mist">
            {fact.label}
          </dt>
          <dd className="mt-2 font-display text-3xl text-gold-light">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
