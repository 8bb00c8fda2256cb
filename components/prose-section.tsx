import { useId } from 'react';
import type { DetailItem, DetailList, TextSection } from '@/content/types';
import { Section } from './section';
import { SectionLink } from './section-link';
import { unwidowed } from './unwidowed';

interface ProseSectionProps {
  section: TextSection;
  /** Its first paragraph set as a lede, in the house's voice: a profile's opening line. */
  lede?: boolean;
}

/** Titled points down one column on hairlines, each title over its words, at reading measure. */
function DetailGrid({ items }: { items: readonly DetailItem[] }) {
  return (
    <dl className="measure mt-10">
      {items.map((item) => (
        <div key={item.title} className="border-t border-line py-5">
          <dt className="type-voice text-ivory">{item.title}</dt>
          <dd className="type-small mt-1">{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled list within a section: a group named by its h3. */
function DetailGroup({ list }: { list: DetailList }) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="mt-12">
      <h3 id={headingId} className="label">
        {unwidowed(list.heading)}
      </h3>
      <DetailGrid items={list.items} />
    </div>
  );
}

/** Running copy beside its heading, with optional lists of titled points and a closing link. */
export function ProseSection({ section, lede = false }: ProseSectionProps) {
  const items = section.items ?? [];
  return (
    <Section heading={{ eyebrow: section.eyebrow, title: section.heading }} shape="split">
      <div className="type-body measure space-y-4">
        {section.paragraphs.map((paragraph, index) => (
          <p key={paragraph} className={lede && index === 0 ? 'lede' : undefined}>
            {paragraph}
          </p>
        ))}
      </div>
      {items.length > 0 ? <DetailGrid items={items} /> : null}
      {section.lists?.map((list) => (
        <DetailGroup key={list.heading} list={list} />
      ))}
      {section.link ? <SectionLink link={section.link} /> : null}
    </Section>
  );
}
