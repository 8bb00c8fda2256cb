import type { ReactNode } from 'react';
import type { Teaser } from '@/content/types';
import { Section } from './section';

interface TeaserSectionProps {
  teaser: Teaser;
  frame: 'card' | 'gold';
  /** What the teaser shows before its link, if anything. */
  children?: ReactNode;
}

/** A card that introduces another page and ends with the link to it; the page lays them out. */
export function TeaserSection({ teaser, frame, children }: TeaserSectionProps) {
  return (
    <Section heading={teaser} frame={frame} inGrid>
      {children}
      <a href={teaser.cta.href} className={children ? 'btn-ghost mt-8' : 'btn-ghost'}>
        {teaser.cta.label}
      </a>
    </Section>
  );
}
