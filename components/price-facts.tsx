import { cardLabels } from '@/content/labels';
import type { IconFact } from '@/content/types';
import { Icon } from './icon';

interface PriceFactsProps {
  price: string;
  /** What the price buys at a glance: guests, length, seats. */
  facts: readonly IconFact[];
  /** The icons' colour class, from the card's variant. */
  accent?: string;
}

/** An offer card's price, large, over its other facts, each shown by an icon and read by name. */
export function PriceFacts({ price, facts, accent = 'text-gold' }: PriceFactsProps) {
  return (
    <dl className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2">
      <div className="w-full">
        <dt className="sr-only">{cardLabels.price}</dt>
        <dd className="font-display text-4xl text-gold">{price}</dd>
      </div>
      {facts.map((fact) => (
        <div key={fact.label} className="flex items-center gap-2 text-sm text-ivory">
          <dt>
            <Icon name={fact.icon} className={`size-4 ${accent}`} />
            <span className="sr-only">{fact.label}</span>
          </dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
