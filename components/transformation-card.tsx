import { cardLabels } from '@/content/labels';
import type { TransformationPackage } from '@/content/types';
import { OfferEntry } from './offer-entry';

/**
 * A transformation package, beside the others, closing on its client's words: side by side, the
 * clients' names stand level under quotations of different lengths.
 */
export function TransformationCard({ pkg }: { pkg: TransformationPackage }) {
  return (
    <OfferEntry
      className="lg:row-span-6"
      title={pkg.name}
      price={pkg.price}
      facts={[{ label: cardLabels.duration, value: pkg.duration }]}
      description={pkg.description}
      list={{ label: cardLabels.outcomes, items: pkg.outcomes }}
    >
      <figure className="mt-6 lg:row-span-2 lg:grid lg:grid-rows-subgrid">
        <blockquote className="type-voice measure text-ivory">
          <p>“{pkg.testimonial}”</p>
        </blockquote>
        <figcaption className="label mt-4 lg:mt-0">
          {cardLabels.clientOf} {pkg.name}
        </figcaption>
      </figure>
    </OfferEntry>
  );
}
