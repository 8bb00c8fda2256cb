import { Disclosure } from '@/components/disclosure';
import { FactTiles } from '@/components/fact-tiles';
import { HomeHero } from '@/components/home-hero';
import { JsonLd } from '@/components/json-ld';
import { TeaserSection } from '@/components/teaser-section';
import { home } from '@/content/home';
import { innerCircleDated } from '@/content/inner-circle';
import { pageMetadata } from '@/app/_lib/metadata';
import { professionalServiceJsonLd } from '@/app/_lib/structured-data';

export const metadata = pageMetadata('/');

export default function HomePage() {
  return (
    <>
      <JsonLd data={professionalServiceJsonLd()} />
      <HomeHero />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 pt-16 sm:px-6 lg:grid-cols-[1.6fr_1fr]">
        <TeaserSection teaser={home.innerCircleTeaser} frame="gold">
          <FactTiles facts={home.innerCircleTeaser.facts} columns="sm:grid-cols-3" />
          <Disclosure dated={Object.values(innerCircleDated)} />
        </TeaserSection>
        <TeaserSection teaser={home.frequencyTeaser} frame="card" />
      </div>
    </>
  );
}
