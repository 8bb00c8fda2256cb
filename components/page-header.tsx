import type { ReactNode } from 'react';
import type { SectionHeading } from '@/content/types';
import { articlesBound, unwidowed } from './unwidowed';

interface PageHeaderProps {
  eyebrow: string;
  title: string;
  /**
   * The section the page goes straight on to (its list of offers): its label and introduction
   * are said here, beside the lead from large screens, and its heading is left to assistive
   * technology (`<Section shape="continued">`), so the page opens once, not twice.
   */
  continues?: SectionHeading;
  /**
   * What the opening stands beside from large screens: the frequency panel, whose card rises to
   * the opening's first line and keeps its place there while its options scroll by (`.stage`).
   */
  beside?: ReactNode;
  children?: ReactNode;
}

/** The opening of every content page: its one h1, set large, and a lead in the house's voice. */
export function PageHeader({ eyebrow, title, continues, beside, children }: PageHeaderProps) {
  // From md the lead's lines are balanced: one statement, never ending on a short line ("is
  // for."); on a phone, where it runs to five lines, it keeps the column's full measure.
  const lead = children ? (
    <div className="lede measure mt-8 md:[&>p:first-child]:text-balance">{children}</div>
  ) : null;
  const header = (
    <header className={beside ? 'pb-16 sm:pb-20' : 'opening pb-16 sm:pb-20'}>
      <p className="eyebrow">{eyebrow}</p>
      <h1 className="type-title mt-6 max-w-4xl">{unwidowed(title)}</h1>
      {continues ? (
        <div className="opening-continues">
          {lead}
          <div className="mt-10 max-w-md lg:mt-8">
            {continues.eyebrow ? <p className="label">{continues.eyebrow}</p> : null}
            {continues.intro ? (
              <p className="type-small mt-2">{articlesBound(continues.intro)}</p>
            ) : null}
          </div>
        </div>
      ) : (
        lead
      )}
    </header>
  );
  return beside ? (
    <div className="stage">
      {header}
      {beside}
    </div>
  ) : (
    header
  );
}
