import { cardLabels } from '@/content/labels';
import type { InnerCircleTier } from '@/content/types';
import { tierVariants } from './card-variant';
import { OfferEntry } from './offer-entry';

/** An inner-circle tier, beside the others: its flag over its name; the main one ruled in gold. */
export function TierCard({ tier }: { tier: InnerCircleTier }) {
  return (
    <OfferEntry
      className={`lg:row-span-5${tier.isMain ? ' border-gold' : ''}`}
      title={tier.title}
      variants={tierVariants(tier)}
      price={tier.price}
      facts={[{ label: cardLabels.availability, value: tier.urgency }]}
      description={tier.description}
      list={{ label: cardLabels.membership, items: tier.features }}
    />
  );
}
