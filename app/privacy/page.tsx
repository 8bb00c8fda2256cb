import { PageHeader } from '@/components/page-header';
import { ProseSection } from '@/components/prose-section';
import { formatDate } from '@/content/_lib/format';
import { pageMetadata } from '@/app/_lib/metadata';
import { privacyPage as page, privacySections } from '@/content/privacy';

export const metadata = pageMetadata('/privacy/');

export default function PrivacyPage() {
  return (
    <>
      <PageHeader eyebrow={page.eyebrow} title={page.title}>
        <p>{page.lead}</p>
        <p className="type-small measure mt-6">
          {page.updatedLabel}{' '}
          <time dateTime={page.lastUpdated}>{formatDate(page.lastUpdated)}</time>.{' '}
          {page.contactLabel}: {page.contact.name},{' '}
          <a href={`mailto:${page.contact.email}`} className="text-link">
            {page.contact.email}
          </a>
          .
        </p>
      </PageHeader>
      {privacySections.map((section) => (
        <ProseSection key={section.heading} section={section} />
      ))}
    </>
  );
}
