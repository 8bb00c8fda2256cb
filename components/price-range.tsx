import type { Fact } from '@/content/types';

interface PriceRangeProps {
  range: Fact;
}

/** A page's price range as a quiet line under its lead: "Investment per retreat · $75K–$150K". */
export function PriceRange({ range }: PriceRangeProps) {
  return (
    <p className="mt-8 flex flex-wrap items-baseline gap-x-4 gap-y-1 font-sans">
      <span className="label">{range.label}</span>
      <span className="text-base text-gold-light lining-nums">{range.value}</span>
    </p>
  );
}
