import { ContactBlock } from '@/components/contact-block';
import { PageHeader } from '@/components/page-header';
import { pageMetadata } from '@/content/metadata';

export const metadata = pageMetadata('/transformations/');

export default function TransformationsPage() {
  return (
    <>
      <PageHeader eyebrow="Transformations" title="Transformation packages">
        <p>Three structured programmes of private work, each with defined outcomes.</p>
      </PageHeader>
      <ContactBlock />
    </>
  );
}
