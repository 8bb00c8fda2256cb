import { badgeLabels, type BadgeKey } from '@/content/labels';
import type { InnerCircleTier, Retreat } from '@/content/types';

/**
 * The one place where content flags become looks: each flag names a variant, each variant
 * has a text badge and its classes. Colour always comes with the badge's words.
 */
export type CardVariant = BadgeKey;

interface VariantStyle {
  /** Border and ground of the card, added after `card`. */
  frame: string;
  badge: string;
  /** Small icons. */
  accent: string;
  /** List markers (kept apart from `accent`: a marker colour is a `marker:` class). */
  marker: string;
}

const plain: VariantStyle = {
  frame: '',
  badge: '',
  accent: 'text-gold',
  marker: 'marker:text-gold',
};

const styles: Record<CardVariant, VariantStyle> = {
  main: {
    frame: 'border-gold bg-gradient-to-b from-gold/15 ring-1 ring-gold/40',
    badge: 'bg-gold text-ink',
    accent: 'text-gold',
    marker: 'marker:text-gold',
  },
  ultra: {
    frame: 'border-aurora/70 bg-gradient-to-b from-aurora-deep/60',
    badge: 'bg-aurora text-ink',
    accent: 'text-aurora',
    marker: 'marker:text-aurora',
  },
  nocturnal: {
    frame: 'border-crimson/60 bg-gradient-to-b from-crimson-deep/50',
    badge: 'bg-crimson text-ink',
    accent: 'text-crimson',
    marker: 'marker:text-crimson',
  },
  luxury: {
    frame: 'border-gold/60 bg-gradient-to-b from-gold/10',
    badge: 'bg-gold text-ink',
    accent: 'text-gold',
    marker: 'marker:text-gold',
  },
};

/** When a card carries several flags, the first of these sets its frame. */
const framePrecedence: readonly CardVariant[] = ['main', 'ultra', 'nocturnal', 'luxury'];

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

export function variantStyle(variants: readonly CardVariant[]): VariantStyle {
  const lead = framePrecedence.find((variant) => variants.includes(variant));
  return lead ? styles[lead] : plain;
}

interface VariantBadgesProps {
  variants: readonly CardVariant[];
}

export function VariantBadges({ variants }: VariantBadgesProps) {
  if (variants.length === 0) return null;
  return (
    <ul className="mb-4 flex flex-wrap gap-2">
      {variants.map((variant) => (
        <li
          key={variant}
          className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-[0.16em] ${styles[variant].badge}`}
        >
          {badgeLabels[variant]}
        </li>
      ))}
    </ul>
  );
}
