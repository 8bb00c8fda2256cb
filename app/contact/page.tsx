import { ContactBlock } from '@/components/contact-block';
import { PageHeader } from '@/components/page-header';
import { pageMetadata } from '@/content/metadata';

export const metadata = pageMetadata('/contact/');

export default function ContactPage() {
  return (
    <>
      <PageHeader eyebrow="Contact" title="Private contact">
        <p>Reach the advisor’s office in confidence.</p>
      </PageHeader>
      <ContactBlock />
    </>
  );
}
