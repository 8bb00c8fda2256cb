import { useId, type ReactNode } from 'react';
import { cardLabels } from '@/content/labels';
import type { Fact } from '@/content/types';
import { VariantMarks, type CardVariant } from './card-variant';
import { FeatureList } from './feature-list';
import { unwidowed } from './unwidowed';

interface OfferEntryProps {
  title: string;
  /** The offer's flags, as words over its name. */
  variants?: readonly CardVariant[];
  /** Where it happens, over its name (a retreat's place). */
  place?: string;
  price: string;
  /** What the price buys, read after it on one quiet line: guests, length, seats. */
  facts: readonly Fact[];
  description: string;
  /** What it includes, under a short visible label. */
  list: { label: string; items: readonly string[] };
  /** Anything after the list, e.g. a client's words. */
  children?: ReactNode;
  /** Its classes: the rows it spans where entries sit side by side. */
  className?: string;
  /** `wide`: the name and figures beside the text (a list of one entry a row). */
  wide?: boolean;
}

/**
 * Something the advisor offers at a price: a retreat, a package or an inner-circle tier. Its name
 * first, the price a quiet line of figures; each part a row of its own, so that entries side by
 * side line up (`.aligned` in app/globals.css).
 */
export function OfferEntry({
  title,
  variants = [],
  place,
  price,
  facts,
  description,
  list,
  children,
  className,
  wide = false,
}: OfferEntryProps) {
  const headingId = useId();
  const name = (
    <>
      {place || variants.length > 0 ? (
        // On a phone the flag takes a line of its own under the place in every entry, rather
        // than beside a short place and under a long one.
        <p className="flex flex-wrap gap-x-4 max-sm:flex-col">
          {place ? <span className="label text-ivory">{place}</span> : null}
          <VariantMarks variants={variants} />
        </p>
      ) : null}
      <h3 id={headingId} className="type-name">
        {unwidowed(title)}
      </h3>
      <dl className="facts lining-nums">
        <div>
          <dt className="sr-only">{cardLabels.price}</dt>
          <dd className="text-gold-light">{price}</dd>
        </div>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="sr-only">{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
  const text = (
    <>
      <p className="type-body measure">{description}</p>
      <FeatureList label={list.label} items={list.items} />
      {children}
    </>
  );
  return (
    <article aria-labelledby={headingId} className={wide ? 'entry-wide' : className}>
      {wide ? (
        <>
          <div>{name}</div>
          <div className="measure">{text}</div>
        </>
      ) : (
        <>
          {name}
          {text}
        </>
      )}
    </article>
  );
}
