import { useId, type ReactNode } from 'react';
import type { IconFact } from '@/content/types';
import { VariantBadges, variantStyle, type CardVariant } from './card-variant';
import { FeatureList } from './feature-list';
import { Icon } from './icon';
import { PriceFacts } from './price-facts';

interface OfferCardProps {
  title: string;
  /** The card's flags, as badges and its frame. */
  variants?: readonly CardVariant[];
  /** Where it happens, under the title (a retreat's place). */
  place?: string;
  price: string;
  facts: readonly IconFact[];
  description: string;
  /** What it includes, under a short visible label. */
  list: { label: string; items: readonly string[] };
  /** Anything after the list, e.g. a client's words. */
  children?: ReactNode;
}

/** Something the advisor offers at a price: a retreat, a package or an inner-circle tier. */
export function OfferCard({
  title,
  variants = [],
  place,
  price,
  facts,
  description,
  list,
  children,
}: OfferCardProps) {
  const headingId = useId();
  const style = variantStyle(variants);
  return (
    <article aria-labelledby={headingId} className={`card flex flex-col ${style.frame}`}>
      <VariantBadges variants={variants} />
      <h3 id={headingId} className="font-display text-2xl text-ivory sm:text-3xl">
        {title}
      </h3>
      {place ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-mist">
          <Icon name="map-pin" className={`size-4 shrink-0 ${style.accent}`} />
          {place}
        </p>
      ) : null}
      <PriceFacts price={price} facts={facts} accent={style.accent} />
      <p className="mt-6 leading-relaxed text-mist">{description}</p>
      <FeatureList label={list.label} items={list.items} markerClass={style.marker} />
      {children}
    </article>
  );
}
