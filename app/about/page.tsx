import { Disclosure } from '@/components/disclosure';
import { FactTiles } from '@/components/fact-tiles';
import { IconCard } from '@/components/icon-card';
import { PageHeader } from '@/components/page-header';
import { ProseSection } from '@/components/prose-section';
import { Section } from '@/components/section';
import { aboutPage as page, biography, masteryAreas, stats } from '@/content/about';
import { pageMetadata } from '@/app/_lib/metadata';

export const metadata = pageMetadata('/about/');

export default function AboutPage() {
  return (
    <>
      <PageHeader eyebrow={page.eyebrow} title={page.title}>
        <p>{page.lead}</p>
      </PageHeader>
      <ProseSection section={biography} />
      <Section heading={page.statsSection}>
        <FactTiles facts={stats} columns="sm:grid-cols-2 lg:grid-cols-4" />
        <Disclosure kinds={['results']} />
      </Section>
      <Section heading={page.masterySection}>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {masteryAreas.map((area) => (
            <IconCard key={area.title} item={area} />
          ))}
        </div>
        <Disclosure kinds={['health']} />
      </Section>
    </>
  );
}
