import { Disclosure } from '@/components/disclosure';
import { FigureBand } from '@/components/figure-band';
import { HomeHero } from '@/components/home-hero';
import { JsonLd } from '@/components/json-ld';
import { OfferIndex } from '@/components/offer-index';
import { Section } from '@/components/section';
import { SectionLink } from '@/components/section-link';
import { stats } from '@/content/about';
import { home } from '@/content/home';
import { innerCircleDated } from '@/content/inner-circle';
import { cardLabels } from '@/content/labels';
import { transformationPackages } from '@/content/transformations';
import { pageMetadata } from '@/app/_lib/metadata';
import { professionalServiceJsonLd } from '@/app/_lib/structured-data';

export const metadata = pageMetadata('/');

/** The client's words the home page sets large: the longest programme's. */
const voice = transformationPackages[transformationPackages.length - 1]!;

export default function HomePage() {
  const { innerCircleTeaser: circle, practice, frequencyTeaser: controller } = home;
  return (
    <>
      <JsonLd data={professionalServiceJsonLd()} />
      <HomeHero />
      <Section heading={circle} shape="split">
        <FigureBand facts={circle.facts} />
        <Disclosure dated={Object.values(innerCircleDated)} />
        <SectionLink link={circle.cta} />
      </Section>
      <Section heading={practice}>
        <FigureBand facts={stats} />
        <Disclosure kinds={['results']} />
        <SectionLink link={practice.cta} />
      </Section>
      <Section heading={home.offers} shape="split">
        <OfferIndex offers={home.offers.entries} />
      </Section>
      <Section heading={home.voice} shape="quiet">
        {/* One quotation set large: from xl at 60px, half again a section heading; from lg at
            48px, where the margin its opening mark hangs into is narrowest. */}
        <figure className="max-w-5xl">
          <blockquote className="type-heading lg:text-5xl lg:leading-[1.12] xl:text-6xl">
            <p className="text-balance">“{voice.testimonial}”</p>
          </blockquote>
          <figcaption className="label mt-6 lg:mt-8">
            {cardLabels.clientOfProgramme(voice.name)}
          </figcaption>
        </figure>
        <Disclosure kinds={['testimonials']} />
      </Section>
      {/* Its words beside its name, the link under them: not a lone link across from a heading. */}
      <Section heading={{ eyebrow: controller.eyebrow, title: controller.title }} shape="split">
        <div aria-hidden="true" className="trace" />
        <p className="type-body measure">{controller.intro}</p>
        <SectionLink link={controller.cta} />
      </Section>
    </>
  );
}
