import { ContactBlock } from '@/components/contact-block';
import { PageHeader } from '@/components/page-header';
import { ProseSection } from '@/components/prose-section';
import { pageMetadata } from '@/content/metadata';
import { privacyPage as page, privacySections } from '@/content/privacy';

export const metadata = pageMetadata('/privacy/');

export default function PrivacyPage() {
  return (
    <>
      <PageHeader eyebrow={page.eyebrow} title={page.title}>
        <p>{page.lead}</p>
      </PageHeader>
      {privacySections.map((section) => (
        <ProseSection key={section.heading} section={section} />
      ))}
      <ContactBlock />
    </>
  );
}
