import { useId } from 'react';
import { cardLabels } from '@/content/labels';
import type { OpportunityCategory } from '@/content/types';
import { FeatureList } from './feature-list';
import { unwidowed } from './unwidowed';

interface OpportunityCardProps {
  opportunity: OpportunityCategory;
}

/**
 * A category as a row of the register (`.register` in app/globals.css): its name and what it is,
 * its benefits, then what it asks. Its labels are its own for assistive technology; from large
 * screens they are shown once, over the register's columns (`RegisterHead`).
 */
export function OpportunityCard({ opportunity }: OpportunityCardProps) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId}>
      <h3 id={headingId} className="type-name">
        {unwidowed(opportunity.category)}
      </h3>
      <dl>
        <dt className="label">{cardLabels.investment}</dt>
        <dd className="figures text-gold-light">{opportunity.investment}</dd>
      </dl>
      <p className="type-body measure">{opportunity.description}</p>
      <FeatureList label={cardLabels.benefits} items={opportunity.benefits} />
    </article>
  );
}

/** The register's column labels, shown once over its rows from large screens. */
export function RegisterHead() {
  // Unheard: every row names its own benefits and investment to assistive technology.
  return (
    <div aria-hidden="true" className="register-head">
      <span className="label col-start-2">{cardLabels.benefits}</span>
      <span className="label text-right">{cardLabels.investment}</span>
    </div>
  );
}
