import { useId, type ReactNode } from 'react';

interface SectionProps {
  title: string;
  eyebrow?: string;
  intro?: string;
  children: ReactNode;
}

/** A page section: a region named by its h2, on the site's column. Cards inside use h3. */
export function Section({ title, eyebrow, intro, children }: SectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h2 id={headingId} className="mt-3 font-display text-3xl text-ivory sm:text-4xl">
        {title}
      </h2>
      {intro ? <p className="mt-4 max-w-prose text-mist">{intro}</p> : null}
      <div className="mt-8 sm:mt-10">{children}</div>
    </section>
  );
}
