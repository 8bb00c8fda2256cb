import { useId } from 'react';
import type { TransformationPackage } from '@/content/types';
import { FeatureList } from './feature-list';
import { Icon } from './icon';

interface TransformationCardProps {
  pkg: TransformationPackage;
}

export function TransformationCard({ pkg }: TransformationCardProps) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="card flex flex-col">
      <h3 id={headingId} className="font-display text-2xl text-ivory sm:text-3xl">
        {pkg.name}
      </h3>
      <dl className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2">
        <div className="w-full">
          <dt className="sr-only">Price</dt>
          <dd className="font-display text-4xl text-gold">{pkg.price}</dd>
        </div>
        <div className="flex items-center gap-2 text-sm text-ivory">
          <dt>
            <Icon name="clock" className="size-4 text-gold" />
            <span className="sr-only">Duration</span>
          </dt>
          <dd>{pkg.duration}</dd>
        </div>
      </dl>
      <p className="mt-6 leading-relaxed text-mist">{pkg.description}</p>
      <FeatureList label="Outcomes" items={pkg.outcomes} />
      <figure className="mt-auto pt-8">
        <blockquote className="border-l-2 border-gold/60 pl-4 font-display text-lg italic leading-relaxed text-ivory">
          <p>“{pkg.testimonial}”</p>
        </blockquote>
        <figcaption className="mt-3 pl-4 text-xs uppercase tracking-[0.2em] text-mist">
          A client of {pkg.name}
        </figcaption>
      </figure>
    </article>
  );
}
