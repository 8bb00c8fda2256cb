import { cardLabels } from '@/content/labels';
import type { InnerCircleTier } from '@/content/types';
import { tierVariants } from './card-variant';
import { OfferCard } from './offer-card';

/** An inner-circle tier; its flags choose the main, nocturnal or ultra look. */
export function TierCard({ tier }: { tier: InnerCircleTier }) {
  return (
    <OfferCard
      title={tier.title}
      variants={tierVariants(tier)}
      price={tier.price}
      facts={[{ icon: 'hourglass', label: cardLabels.availability, value: tier.urgency }]}
      description={tier.description}
      list={{ label: cardLabels.membership, items: tier.features }}
    />
  );
}
