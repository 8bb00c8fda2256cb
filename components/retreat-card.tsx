import { cardLabels } from '@/content/labels';
import type { Retreat } from '@/content/types';
import { retreatVariants } from './card-variant';
import { OfferCard } from './offer-card';

export function RetreatCard({ retreat }: { retreat: Retreat }) {
  return (
    <OfferCard
      title={retreat.name}
      variants={retreatVariants(retreat)}
      place={retreat.location}
      price={retreat.price}
      facts={[
        { icon: 'users', label: cardLabels.capacity, value: retreat.capacity },
        { icon: 'clock', label: cardLabels.duration, value: retreat.duration },
      ]}
      description={retreat.description}
      list={{ label: cardLabels.included, items: retreat.features }}
    />
  );
}
