import { useId } from 'react';
import { cardLabels } from '@/content/labels';
import type { OpportunityCategory } from '@/content/types';
import { FeatureList } from './feature-list';
import { unwidowed } from './unwidowed';

interface OpportunityCardProps {
  opportunity: OpportunityCategory;
}

/** A category across the column: its name and what it asks, beside what it is. */
export function OpportunityCard({ opportunity }: OpportunityCardProps) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="entry-wide">
      <div>
        <h3 id={headingId} className="type-name">
          {unwidowed(opportunity.category)}
        </h3>
        <dl>
          <dt className="label">{cardLabels.investment}</dt>
          <dd className="figures mt-1 text-gold-light">{opportunity.investment}</dd>
        </dl>
      </div>
      <div>
        <p className="type-body measure">{opportunity.description}</p>
        <FeatureList label={cardLabels.benefits} items={opportunity.benefits} />
      </div>
    </article>
  );
}
