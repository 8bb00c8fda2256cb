import { Disclosure } from '@/components/disclosure';
import { FrequencyInstructions } from '@/components/frequency-instructions';
import { FrequencyPanel } from '@/components/frequency-panel/frequency-panel';
import { FrequencyTestimonials } from '@/components/frequency-testimonials';
import { PageHeader } from '@/components/page-header';
import { frequencyPage } from '@/content/frequency-controller';
import { pageMetadata } from '@/app/_lib/metadata';

export const metadata = pageMetadata('/frequency-controller/');

export default function FrequencyControllerPage() {
  return (
    <>
      <PageHeader
        eyebrow={frequencyPage.eyebrow}
        title={frequencyPage.title}
        continues={frequencyPage.panelSection}
        beside={
          <FrequencyPanel
            heading={frequencyPage.panelSection.title}
            note={<Disclosure kinds={['health']} />}
          />
        }
      >
        <p>{frequencyPage.lead}</p>
      </PageHeader>
      <FrequencyTestimonials />
      <FrequencyInstructions />
    </>
  );
}
