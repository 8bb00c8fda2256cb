import { useId, type ReactNode } from 'react';
import type { SectionHeading } from '@/content/types';

interface SectionProps {
  heading: SectionHeading;
  /** Draws the section on a card; `gold` edges it in gold, for an invitation. */
  frame?: 'card' | 'gold';
  /** Centres the heading and text, for the invitation that closes a page. */
  centered?: boolean;
  /** The page places the section in a grid of its own instead of on the site's column. */
  inGrid?: boolean;
  children: ReactNode;
}

/**
 * A page section: a region named by its h2, under an optional eyebrow, on the site's column.
 * Cards inside use h3.
 */
export function Section({
  heading: { eyebrow, title, intro },
  frame,
  centered = false,
  inGrid = false,
  children,
}: SectionProps) {
  const headingId = useId();
  const frameClass = frame
    ? `card${frame === 'gold' ? ' border-gold/40' : ''}${centered ? ' text-center' : ''}`
    : undefined;
  // The heading block's last line keeps the gap to the content, so no wrapper is sent.
  const gap = 'mb-8 sm:mb-10';
  const body = (
    <>
      {eyebrow ? <p className="eyebrow mb-3">{eyebrow}</p> : null}
      <h2
        id={headingId}
        className={`font-display text-3xl text-ivory sm:text-4xl${intro ? '' : ` ${gap}`}`}
      >
        {title}
      </h2>
      {intro ? (
        <p className={`mt-4 max-w-prose text-mist ${gap}${centered ? ' mx-auto' : ''}`}>{intro}</p>
      ) : null}
      {children}
    </>
  );
  if (inGrid) {
    return (
      <section aria-labelledby={headingId} className={frameClass}>
        {body}
      </section>
    );
  }
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      {frameClass ? <div className={frameClass}>{body}</div> : body}
    </section>
  );
}
