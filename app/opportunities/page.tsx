import { Disclosure } from '@/components/disclosure';
import { OpportunityCard, RegisterHead } from '@/components/opportunity-card';
import { PageHeader } from '@/components/page-header';
import { Section } from '@/components/section';
import { pageMetadata } from '@/app/_lib/metadata';
import { opportunityCategories, opportunitiesPage as page } from '@/content/opportunities';

export const metadata = pageMetadata('/opportunities/');

export default function OpportunitiesPage() {
  return (
    <>
      <PageHeader eyebrow={page.eyebrow} title={page.title} continues={page.list}>
        <p>{page.lead}</p>
      </PageHeader>
      <Section heading={page.list} shape="continued">
        <RegisterHead />
        <div className="entries register">
          {opportunityCategories.map((opportunity) => (
            <OpportunityCard key={opportunity.category} opportunity={opportunity} />
          ))}
        </div>
        <Disclosure kinds={['earnings']} />
      </Section>
    </>
  );
}
