import { useId } from 'react';
import type { DetailItem, DetailList, TextSection } from '@/content/types';
import { Section } from './section';
import { SectionLink } from './section-link';
import { unwidowed } from './unwidowed';

interface ProseSectionProps {
  section: TextSection;
  /** Its first paragraph set as a lede, in the house's voice: a profile's opening line. */
  lede?: boolean;
  /**
   * Its heading over its words and its points side by side, from large screens: a few ways of
   * doing one thing, read across (the inner circle's payment methods), not one more split list.
   */
  across?: boolean;
}

/**
 * Titled points down one column on hairlines, each title over its words, at reading measure; or
 * `across`, side by side from large screens, their titles level.
 */
function DetailGrid({ items, across = false }: { items: readonly DetailItem[]; across?: boolean }) {
  return (
    // Closing its section, the last entries leave the space before the next rule to it.
    <dl className={across ? 'points-across last:-mb-6' : 'measure mt-10 last:-mb-6'}>
      {items.map((item) => (
        <div key={item.title} className="border-t border-line pb-6 pt-8">
          <dt className="type-voice text-ivory">{item.title}</dt>
          <dd className="type-small measure mt-3">{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled list within a section: a group named by its h3. */
function DetailGroup({ list }: { list: DetailList }) {
  const headingId = useId();
  return (
    // Its label stands just over the list's first rule, as a table's caption does.
    <div role="group" aria-labelledby={headingId} className="mt-12 [&>dl]:mt-3">
      <h3 id={headingId} className="label">
        {unwidowed(list.heading)}
      </h3>
      <DetailGrid items={list.items} />
    </div>
  );
}

/** Running copy beside its heading, with optional lists of titled points and a closing link. */
export function ProseSection({ section, lede = false, across = false }: ProseSectionProps) {
  const items = section.items ?? [];
  // Across, its first paragraph introduces the heading it stands under, set close beneath it.
  const intro = across ? section.paragraphs[0] : undefined;
  const paragraphs = across ? section.paragraphs.slice(1) : section.paragraphs;
  return (
    <Section
      heading={{ eyebrow: section.eyebrow, title: section.heading, intro }}
      shape={across ? 'stacked' : 'split'}
    >
      {paragraphs.length > 0 ? (
        <div className="type-body space-y-4">
          {/* Each at the measure of its own size: a lede's is wider than the words after it. */}
          {paragraphs.map((paragraph, index) => (
            <p key={paragraph} className={lede && index === 0 ? 'lede measure' : 'measure'}>
              {paragraph}
            </p>
          ))}
        </div>
      ) : null}
      {items.length > 0 ? <DetailGrid items={items} across={across} /> : null}
      {section.lists?.map((list) => (
        <DetailGroup key={list.heading} list={list} />
      ))}
      {section.link ? <SectionLink link={section.link} /> : null}
    </Section>
  );
}
