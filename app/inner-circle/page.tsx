import { Disclosure } from '@/components/disclosure';
import { PageHeader } from '@/components/page-header';
import { ProseSection } from '@/components/prose-section';
import { Section } from '@/components/section';
import { TierCard } from '@/components/tier-card';
import {
  innerCircleDated,
  innerCirclePage as page,
  innerCircleTiers,
  paymentMethods,
  qualification,
} from '@/content/inner-circle';
import { JsonLd } from '@/components/json-ld';
import { offerCatalogJsonLd } from '@/app/_lib/structured-data';
import { pageMetadata } from '@/app/_lib/metadata';

export const metadata = pageMetadata('/inner-circle/');

export default function InnerCirclePage() {
  const { tiersSection: tiers } = page;
  return (
    <>
      <JsonLd
        data={offerCatalogJsonLd(
          page.title,
          '/inner-circle/',
          innerCircleTiers.map((tier) => ({ ...tier, name: tier.title })),
        )}
      />
      <PageHeader eyebrow={page.eyebrow} title={page.title} continues={tiers}>
        <p>{`${page.lead} ${page.invitationStatement}`}</p>
      </PageHeader>
      <Section heading={tiers} shape="continued">
        <div className="aligned">
          {innerCircleTiers.map((tier) => (
            <TierCard key={tier.title} tier={tier} />
          ))}
        </div>
        <Disclosure dated={Object.values(innerCircleDated)} />
      </Section>
      <ProseSection section={qualification} />
      <ProseSection section={paymentMethods} across />
    </>
  );
}
