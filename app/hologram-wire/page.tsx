import { Disclosure } from '@/components/disclosure';
import { FigureBand } from '@/components/figure-band';
import { IconCard } from '@/components/icon-card';
import { PageHeader } from '@/components/page-header';
import { Section } from '@/components/section';
import { JsonLd } from '@/components/json-ld';
import { offerCatalogJsonLd } from '@/app/_lib/structured-data';
import {
  hologramCapabilities,
  hologramDated,
  hologramOffer,
  hologramPage as page,
} from '@/content/hologram-wire';
import { pageMetadata } from '@/app/_lib/metadata';

export const metadata = pageMetadata('/hologram-wire/');

export default function HologramWirePage() {
  const { offerSection: offer, capabilitiesSection: capabilities } = page;
  return (
    <>
      <JsonLd
        data={offerCatalogJsonLd(page.title, '/hologram-wire/', [
          { name: page.title, price: hologramOffer.price, description: page.lead },
        ])}
      />
      <PageHeader eyebrow={page.eyebrow} title={page.title} continues={offer}>
        <p>{page.lead}</p>
      </PageHeader>
      <Section heading={offer} shape="continued">
        <FigureBand facts={offer.facts} />
        <Disclosure kinds={['results']} dated={[hologramDated.remaining]} />
      </Section>
      <Section heading={capabilities} shape="split">
        <ul className="marked-list">
          {hologramCapabilities.map((capability) => (
            <li key={capability.title}>
              <IconCard item={capability} shape="row" />
            </li>
          ))}
        </ul>
        <Disclosure kinds={['results', 'health']} />
      </Section>
    </>
  );
}
