import { ContactBlock } from '@/components/contact-block';
import { PageHeader } from '@/components/page-header';
import { pageMetadata } from '@/content/metadata';

export const metadata = pageMetadata('/frequency-controller/');

export default function FrequencyControllerPage() {
  return (
    <>
      <PageHeader eyebrow="Frequency Controller" title="The frequency controller">
        <p>Tune a frequency, an intention and a brainwave state.</p>
      </PageHeader>
      <ContactBlock />
    </>
  );
}
