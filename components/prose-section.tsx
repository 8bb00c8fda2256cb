import { useId } from 'react';
import type { DetailItem, DetailList, TextSection } from '@/content/types';
import { Section } from './section';

interface ProseSectionProps {
  section: TextSection;
}

function DetailGrid({ items }: { items: readonly DetailItem[] }) {
  // Four points sit better as two pairs than as three and one.
  const columns = items.length % 2 === 0 ? 'lg:grid-cols-2' : 'lg:grid-cols-3';
  return (
    <dl className={`mt-8 grid gap-4 sm:grid-cols-2 ${columns}`}>
      {items.map((item) => (
        <div key={item.title} className="rounded-2xl border border-line bg-night/80 p-5 sm:p-6">
          <dt className="break-words font-display text-xl text-gold-light">{item.title}</dt>
          <dd className="mt-2 text-sm leading-relaxed text-mist">{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled list within a section: a group named by its h3. */
function DetailGroup({ list }: { list: DetailList }) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="mt-10">
      <h3 id={headingId} className="font-display text-2xl text-ivory">
        {list.heading}
      </h3>
      <DetailGrid items={list.items} />
    </div>
  );
}

/** A section of running copy, with optional lists of titled points and a closing link. */
export function ProseSection({ section }: ProseSectionProps) {
  const items = section.items ?? [];
  return (
    <Section heading={{ eyebrow: section.eyebrow, title: section.heading }}>
      <div className="max-w-prose space-y-4 text-lg leading-relaxed text-mist">
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {items.length > 0 ? <DetailGrid items={items} /> : null}
      {section.lists?.map((list) => (
        <DetailGroup key={list.heading} list={list} />
      ))}
      {section.link ? (
        <p className="mt-8">
          <a href={section.link.href} className="btn-ghost">
            {section.link.label}
          </a>
        </p>
      ) : null}
    </Section>
  );
}
