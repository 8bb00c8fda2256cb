import { ContactBlock } from '@/components/contact-block';
import { Disclosure } from '@/components/disclosure';
import { FactList } from '@/components/fact-list';
import { IconCard } from '@/components/icon-card';
import { PageHeader } from '@/components/page-header';
import { Section } from '@/components/section';
import { hologramCapabilities, hologramPage as page } from '@/content/hologram-wire';
import { pageMetadata } from '@/content/metadata';

export const metadata = pageMetadata('/hologram-wire/');

export default function HologramWirePage() {
  const { offerSection: offer, capabilitiesSection: capabilities } = page;
  return (
    <>
      <PageHeader eyebrow={page.eyebrow} title={page.title}>
        <p>{page.lead}</p>
      </PageHeader>
      <Section title={offer.title} eyebrow={offer.eyebrow} intro={offer.intro}>
        <FactList facts={offer.facts} />
        <Disclosure />
      </Section>
      <Section title={capabilities.title} eyebrow={capabilities.eyebrow}>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {hologramCapabilities.map((capability) => (
            <IconCard key={capability.title} item={capability} />
          ))}
        </div>
      </Section>
      <ContactBlock />
    </>
  );
}
