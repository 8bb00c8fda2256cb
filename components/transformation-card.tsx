import { cardLabels } from '@/content/labels';
import type { TransformationPackage } from '@/content/types';
import { OfferCard } from './offer-card';

export function TransformationCard({ pkg }: { pkg: TransformationPackage }) {
  return (
    <OfferCard
      title={pkg.name}
      price={pkg.price}
      facts={[{ icon: 'clock', label: cardLabels.duration, value: pkg.duration }]}
      description={pkg.description}
      list={{ label: cardLabels.outcomes, items: pkg.outcomes }}
    >
      <figure className="mt-auto pt-8">
        <blockquote className="border-l-2 border-gold/60 pl-4 font-display text-lg italic leading-relaxed text-ivory">
          <p>“{pkg.testimonial}”</p>
        </blockquote>
        <figcaption className="label mt-3 pl-4">
          {cardLabels.clientOf} {pkg.name}
        </figcaption>
      </figure>
    </OfferCard>
  );
}
