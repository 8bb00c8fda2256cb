import { ContactBlock } from '@/components/contact-block';
import { PageHeader } from '@/components/page-header';
import { pageMetadata } from '@/content/metadata';

export const metadata = pageMetadata('/retreats/');

export default function RetreatsPage() {
  return (
    <>
      <PageHeader eyebrow="Retreats" title="Private retreats">
        <p>Four retreats, each held for a handful of guests in places chosen for silence.</p>
      </PageHeader>
      <ContactBlock />
    </>
  );
}
