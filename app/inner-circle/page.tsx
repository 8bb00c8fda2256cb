import { ContactBlock } from '@/components/contact-block';
import { PageHeader } from '@/components/page-header';
import { pageMetadata } from '@/content/metadata';

export const metadata = pageMetadata('/inner-circle/');

export default function InnerCirclePage() {
  return (
    <>
      <PageHeader eyebrow="Inner Circle" title="The inner circle">
        <p>An invitation-only council of twelve.</p>
      </PageHeader>
      <ContactBlock />
    </>
  );
}
