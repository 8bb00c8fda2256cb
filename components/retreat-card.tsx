import { useId } from 'react';
import type { Retreat } from '@/content/types';
import { retreatVariants, VariantBadges, variantStyle } from './card-variant';
import { FeatureList } from './feature-list';
import { Icon } from './icon';

interface RetreatCardProps {
  retreat: Retreat;
}

export function RetreatCard({ retreat }: RetreatCardProps) {
  const headingId = useId();
  const variants = retreatVariants(retreat);
  const style = variantStyle(variants);
  return (
    <article aria-labelledby={headingId} className={`card flex flex-col ${style.frame}`}>
      <VariantBadges variants={variants} />
      <h3 id={headingId} className="font-display text-2xl text-ivory sm:text-3xl">
        {retreat.name}
      </h3>
      <p className="mt-2 flex items-center gap-2 text-sm text-mist">
        <Icon name="map-pin" className={`size-4 shrink-0 ${style.accent}`} />
        {retreat.location}
      </p>
      <dl className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2">
        <div className="w-full">
          <dt className="sr-only">Price</dt>
          <dd className="font-display text-4xl text-gold">{retreat.price}</dd>
        </div>
        <div className="flex items-center gap-2 text-sm text-ivory">
          <dt>
            <Icon name="users" className={`size-4 ${style.accent}`} />
            <span className="sr-only">Capacity</span>
          </dt>
          <dd>{retreat.capacity}</dd>
        </div>
        <div className="flex items-center gap-2 text-sm text-ivory">
          <dt>
            <Icon name="clock" className={`size-4 ${style.accent}`} />
            <span className="sr-only">Duration</span>
          </dt>
          <dd>{retreat.duration}</dd>
        </div>
      </dl>
      <p className="mt-6 leading-relaxed text-mist">{retreat.description}</p>
      <FeatureList label="Included" items={retreat.features} markerClass={style.marker} />
    </article>
  );
}
