import { Disclosure } from '@/components/disclosure';
import { FigureBand } from '@/components/figure-band';
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
      <ProseSection section={biography} lede />
      <Section heading={page.statsSection}>
        <FigureBand facts={stats} />
        <Disclosure kinds={['results']} />
      </Section>
      <Section heading={page.masterySection}>
        <div className="aligned md:grid-cols-2 lg:grid-cols-3">
          {masteryAreas.map((area) => (
            <IconCard key={area.title} item={area} />
          ))}
        </div>
        <Disclosure kinds={['health']} />
      </Section>
    </>
  );
}
