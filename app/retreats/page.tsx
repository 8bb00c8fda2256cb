import { PageHeader } from '@/components/page-header';
import { PriceRange } from '@/components/price-range';
import { RetreatCard } from '@/components/retreat-card';
import { Section } from '@/components/section';
import { JsonLd } from '@/components/json-ld';
import { offerCatalogJsonLd } from '@/app/_lib/structured-data';
import { pageMetadata } from '@/app/_lib/metadata';
import { retreats, retreatsPage as page } from '@/content/retreats';

export const metadata = pageMetadata('/retreats/');

export default function RetreatsPage() {
  return (
    <>
      <JsonLd data={offerCatalogJsonLd(page.title, '/retreats/', retreats)} />
      <PageHeader eyebrow={page.eyebrow} title={page.title} continues={page.list}>
        <p>{page.lead}</p>
        <PriceRange range={page.priceRange} />
      </PageHeader>
      <Section heading={page.list} shape="continued">
        <div className="entries">
          {retreats.map((retreat) => (
            <RetreatCard key={retreat.name} retreat={retreat} />
          ))}
        </div>
      </Section>
    </>
  );
}
