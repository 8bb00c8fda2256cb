import { ContactChannels } from '@/components/contact-channels';
import { PageHeader } from '@/components/page-header';
import { ProseSection } from '@/components/prose-section';
import { contactPage as page, contactPrivacy } from '@/content/contact';
import { pageMetadata } from '@/app/_lib/metadata';

export const metadata = pageMetadata('/contact/');

export default function ContactPage() {
  return (
    <>
      <PageHeader eyebrow={page.eyebrow} title={page.title} continues={page.channels}>
        <p>{page.lead}</p>
      </PageHeader>
      <ContactChannels />
      <ProseSection section={contactPrivacy} />
    </>
  );
}
