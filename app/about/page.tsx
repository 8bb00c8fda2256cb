import { ContactBlock } from '@/components/contact-block';
import { PageHeader } from '@/components/page-header';
import { pageMetadata } from '@/content/metadata';

export const metadata = pageMetadata('/about/');

export default function AboutPage() {
  return (
    <>
      <PageHeader eyebrow="About" title="About the advisor">
        <p>Fifteen years of private counsel to founders, families and principals.</p>
      </PageHeader>
      <ContactBlock />
    </>
  );
}
