import { cardLabels } from '@/content/labels';
import type { Retreat } from '@/content/types';
import { retreatVariants } from './card-variant';
import { OfferEntry } from './offer-entry';

/** A retreat across the column: its place and name beside what it is. */
export function RetreatCard({ retreat }: { retreat: Retreat }) {
  return (
    <OfferEntry
      wide
      title={retreat.name}
      variants={retreatVariants(retreat)}
      place={retreat.location}
      price={retreat.price}
      facts={[
        { label: cardLabels.capacity, value: retreat.capacity },
        { label: cardLabels.duration, value: retreat.duration },
      ]}
      description={retreat.description}
      list={{ label: cardLabels.included, items: retreat.features }}
    />
  );
}
