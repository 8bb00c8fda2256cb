import { ContactBlock } from '@/components/contact-block';
import { Disclosure } from '@/components/disclosure';
import { IconCard } from '@/components/icon-card';
import { PageHeader } from '@/components/page-header';
import { ProseSection } from '@/components/prose-section';
import { Section } from '@/components/section';
import { StatCard } from '@/components/stat-card';
import { aboutPage as page, biography, masteryAreas, stats } from '@/content/about';
import { pageMetadata } from '@/content/metadata';

export const metadata = pageMetadata('/about/');

export default function AboutPage() {
  return (
    <>
      <PageHeader eyebrow={page.eyebrow} title={page.title}>
        <p>{page.lead}</p>
      </PageHeader>
      <ProseSection section={biography} />
      <Section title={page.statsSection.title} eyebrow={page.statsSection.eyebrow}>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {stats.map((stat) => (
            <StatCard key={stat.number} stat={stat} />
          ))}
        </dl>
        <Disclosure kinds={['results']} />
      </Section>
      <Section
        title={page.masterySection.title}
        eyebrow={page.masterySection.eyebrow}
        intro={page.masterySection.intro}
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {masteryAreas.map((area) => (
            <IconCard key={area.title} item={area} />
          ))}
        </div>
        <Disclosure kinds={['health']} />
      </Section>
      <ContactBlock />
    </>
  );
}
