import { ContactBlock } from '@/components/contact-block';
import { Disclosure } from '@/components/disclosure';
import { FactList } from '@/components/fact-list';
import { IconCard } from '@/components/icon-card';
import { PageHeader } from '@/components/page-header';
import { Section } from '@/components/section';
import { JsonLd } from '@/components/json-ld';
import { offerCatalogJsonLd } from '@/content/structured-data';
import {
  hologramCapabilities,
  hologramDated,
  hologramOffer,
  hologramPage as page,
} from '@/content/hologram-wire';
import { pageMetadata } from '@/content/metadata';

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
      <PageHeader eyebrow={page.eyebrow} title={page.title}>
        <p>{page.lead}</p>
      </PageHeader>
      <Section title={offer.title} eyebrow={offer.eyebrow} intro={offer.intro}>
        <FactList facts={offer.facts} />
        <Disclosure kinds={['results']} dated={[hologramDated.remaining]} />
      </Section>
      <Section title={capabilities.title} eyebrow={capabilities.eyebrow}>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {hologramCapabilities.map((capability) => (
            <IconCard key={capability.title} item={capability} />
          ))}
        </div>
        <Disclosure kinds={['results', 'health']} />
      </Section>
      <ContactBlock />
    </>
  );
}
