import type { Fact } from '@/content/types';

interface FigureBandProps {
  facts: readonly Fact[];
}

/** Headline figures in a band divided by hairlines: each label over its figure. */
export function FigureBand({ facts }: FigureBandProps) {
  return (
    <dl className={`figure-band${facts.length === 3 ? ' figure-band-3' : ''}`}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt className="label">{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
