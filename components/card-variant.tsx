import { badgeLabels, type BadgeKey } from '@/content/labels';
import type { InnerCircleTier, Retreat } from '@/content/types';

/**
 * The one place where content flags become words: each flag an offer carries is named by its
 * label, printed as a small mark beside the entry's name. No colour of its own: the word says it.
 */
export type CardVariant = BadgeKey;

export function retreatVariants(retreat: Retreat): CardVariant[] {
  const variants: CardVariant[] = [];
  if (retreat.isLuxury) variants.push('luxury');
  if (retreat.isVampire) variants.push('nocturnal');
  return variants;
}

export function tierVariants(tier: InnerCircleTier): CardVariant[] {
  const variants: CardVariant[] = [];
  if (tier.isMain) variants.push('main');
  if (tier.isVampire) variants.push('nocturnal');
  if (tier.isUltra) variants.push('ultra');
  return variants;
}

/** The flags' words, one after another. */
export function VariantMarks({ variants }: { variants: readonly CardVariant[] }) {
  return variants.map((variant) => (
    <span key={variant} className="flag">
      {badgeLabels[variant]}
    </span>
  ));
}
