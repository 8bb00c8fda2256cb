import { ContactBlock } from '@/components/contact-block';
import { PageHeader } from '@/components/page-header';
import { pageMetadata } from '@/content/metadata';

export const metadata = pageMetadata('/hologram-wire/');

export default function HologramWirePage() {
  return (
    <>
      <PageHeader eyebrow="Hologram Wire" title="The Hologram Wire">
        <p>A personal resonance device in a numbered edition.</p>
      </PageHeader>
      <ContactBlock />
    </>
  );
}
