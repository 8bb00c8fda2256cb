import { Disclosure } from '@/components/disclosure';
import { PageHeader } from '@/components/page-header';
import { PriceRange } from '@/components/price-range';
import { Section } from '@/components/section';
import { TransformationCard } from '@/components/transformation-card';
import { JsonLd } from '@/components/json-ld';
import { offerCatalogJsonLd } from '@/app/_lib/structured-data';
import { pageMetadata } from '@/app/_lib/metadata';
import { transformationPackages, transformationsPage as page } from '@/content/transformations';

export const metadata = pageMetadata('/transformations/');

export default function TransformationsPage() {
  return (
    <>
      <JsonLd data={offerCatalogJsonLd(page.title, '/transformations/', transformationPackages)} />
      <PageHeader eyebrow={page.eyebrow} title={page.title} continues={page.list}>
        <p>{page.lead}</p>
        <PriceRange range={page.priceRange} />
      </PageHeader>
      <Section heading={page.list} shape="continued">
        <div className="aligned">
          {transformationPackages.map((pkg) => (
            <TransformationCard key={pkg.name} pkg={pkg} />
          ))}
        </div>
        <Disclosure kinds={['results', 'testimonials']} />
      </Section>
    </>
  );
}
