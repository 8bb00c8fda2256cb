import { useId } from 'react';
import { cardLabels } from '@/content/labels';
import type { OpportunityCategory } from '@/content/types';
import { FeatureList } from './feature-list';
import { IconBadge } from './icon';

interface OpportunityCardProps {
  opportunity: OpportunityCategory;
}

export function OpportunityCard({ opportunity }: OpportunityCardProps) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="card flex flex-col">
      <IconBadge name={opportunity.icon} />
      <h3 id={headingId} className="mt-5 font-display text-2xl text-ivory">
        {opportunity.category}
      </h3>
      <p className="mt-3 leading-relaxed text-mist">{opportunity.description}</p>
      <FeatureList label={cardLabels.benefits} items={opportunity.benefits} />
      <dl className="mt-auto pt-8">
        <div className="border-t border-line pt-5">
          <dt className="label">{cardLabels.investment}</dt>
          <dd className="mt-1 font-display text-2xl text-gold">{opportunity.investment}</dd>
        </div>
      </dl>
    </article>
  );
}
