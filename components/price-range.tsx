import type { Fact } from '@/content/types';

interface PriceRangeProps {
  range: Fact;
}

/** A page's price range, e.g. "Investment per retreat $75K–$150K". */
export function PriceRange({ range }: PriceRangeProps) {
  return (
    <p className="mt-6 inline-flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-2xl border border-gold/40 bg-night/60 px-5 py-3">
      <span className="label">{range.label}</span>
      <span className="font-display text-2xl text-gold-light">{range.value}</span>
    </p>
  );
}
