import { useId } from 'react';
import type { InnerCircleTier } from '@/content/types';
import { tierVariants, VariantBadges, variantStyle } from './card-variant';
import { FeatureList } from './feature-list';
import { Icon } from './icon';

interface TierCardProps {
  tier: InnerCircleTier;
}

/** An inner-circle tier; its flags choose the main, nocturnal or ultra look. */
export function TierCard({ tier }: TierCardProps) {
  const headingId = useId();
  const variants = tierVariants(tier);
  const style = variantStyle(variants);
  return (
    <article aria-labelledby={headingId} className={`card flex flex-col ${style.frame}`}>
      <VariantBadges variants={variants} />
      <h3 id={headingId} className="font-display text-2xl text-ivory sm:text-3xl">
        {tier.title}
      </h3>
      <p className="mt-4 font-display text-4xl text-gold">{tier.price}</p>
      <p className="mt-3 flex items-center gap-2 text-sm font-semibold text-ivory">
        <Icon name="hourglass" className={`size-4 shrink-0 ${style.accent}`} />
        {tier.urgency}
      </p>
      <p className="mt-6 leading-relaxed text-mist">{tier.description}</p>
      <FeatureList label="Membership includes" items={tier.features} markerClass={style.marker} />
    </article>
  );
}
