import { ContactBlock } from '@/components/contact-block';
import { PageHeader } from '@/components/page-header';
import { pageMetadata } from '@/content/metadata';

export const metadata = pageMetadata('/opportunities/');

export default function OpportunitiesPage() {
  return (
    <>
      <PageHeader eyebrow="Opportunities" title="Opportunities">
        <p>Six categories of opportunity, open to members by application or invitation.</p>
      </PageHeader>
      <ContactBlock />
    </>
  );
}
