import { ContactBlock } from '@/components/contact-block';
import { PageHeader } from '@/components/page-header';
import { pageMetadata } from '@/content/metadata';

export const metadata = pageMetadata('/privacy/');

export default function PrivacyPage() {
  return (
    <>
      <PageHeader eyebrow="Privacy" title="Privacy policy">
        <p>How this site treats your privacy.</p>
      </PageHeader>
      <ContactBlock />
    </>
  );
}
