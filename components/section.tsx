import { useId, type ReactNode } from 'react';
import type { SectionHeading } from '@/content/types';
import { unwidowed } from './unwidowed';

interface SectionProps {
  heading: SectionHeading;
  /**
   * `stacked`: the heading over what follows, on the page's column. `split`: the heading in a
   * narrow column beside it, from large screens. `quiet`: the heading set as a label, over what
   * speaks louder (the home page's quotation). `closing`: a smaller heading with what follows
   * beside it, for the line every page ends with, with less room above and below than a section.
   * `continued`: the list the page's opening leads straight into; the opening says its label and
   * introduction (`<PageHeader continues>`), and its heading names it to assistive technology.
   */
  shape?: 'stacked' | 'split' | 'quiet' | 'closing' | 'continued';
  /** The section's own classes, in place of the page column's spacing. */
  className?: string;
  children: ReactNode;
}

const headSpace = {
  stacked: 'mb-10 sm:mb-14',
  quiet: 'mb-10 sm:mb-14',
  split: undefined,
  closing: 'max-w-xl',
};

/**
 * A page section: a region named by its h2, under an optional label, opened by a hairline, in one
 * of a few shapes so that a page is not one pattern all the way down; entries inside use h3.
 */
export function Section({
  heading: { eyebrow, title, intro },
  shape = 'stacked',
  className,
  children,
}: SectionProps) {
  const headingId = useId();
  if (shape === 'continued') {
    // No rule or head of its own: its entries' first hairline opens it, under the opening.
    return (
      <section aria-labelledby={headingId} className={className ?? 'column pb-16 sm:pb-24'}>
        <h2 id={headingId} className="sr-only">
          {title}
        </h2>
        {children}
      </section>
    );
  }
  const head = (
    <div className={headSpace[shape]}>
      {eyebrow ? <p className="eyebrow mb-4">{eyebrow}</p> : null}
      <h2
        id={headingId}
        className={
          shape === 'stacked' || shape === 'split'
            ? 'type-heading max-w-3xl'
            : shape === 'quiet'
              ? 'eyebrow'
              : 'type-name'
        }
      >
        {unwidowed(title)}
      </h2>
      {intro ? <p className="type-body measure mt-5">{intro}</p> : null}
    </div>
  );
  return (
    <section
      aria-labelledby={headingId}
      className={className ?? (shape === 'closing' ? 'section sm:py-16' : 'section')}
    >
      {shape === 'split' || shape === 'closing' ? (
        <div className={shape}>
          {head}
          <div className="min-w-0">{children}</div>
        </div>
      ) : (
        <>
          {head}
          {children}
        </>
      )}
    </section>
  );
}
