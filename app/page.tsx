import { preconnect, preload } from 'react-dom';
import { ContactBlock } from '@/components/contact-block';
import { JsonLd } from '@/components/json-ld';
import { Disclosure } from '@/components/disclosure';
import { home } from '@/content/home';
import { innerCircleDated } from '@/content/inner-circle';
import { pageMetadata } from '@/content/metadata';
import { heroImageMedia, site } from '@/content/site';
import { professionalServiceJsonLd } from '@/content/structured-data';

export const metadata = pageMetadata('/');

export default function HomePage() {
  // The photograph comes from the image host: connect and fetch it before the CSS asks for it,
  // only the width this screen will use.
  preconnect(site.heroImage.host);
  site.heroImage.variants.forEach((variant, index) => {
    preload(site.heroImage.src(variant.width), {
      as: 'image',
      media: heroImageMedia(index),
      fetchPriority: 'high',
    });
  });
  const { innerCircleTeaser: teaser, frequencyTeaser } = home;

  return (
    <>
      <JsonLd data={professionalServiceJsonLd()} />
      <section aria-labelledby="home-title" className="-mt-16 bg-hero bg-cover bg-center pt-16">
        <div className="mx-auto flex min-h-[34rem] max-w-6xl flex-col justify-center px-4 py-24 sm:px-6 md:min-h-[40rem]">
          <p className="eyebrow">{home.eyebrow}</p>
          <h1
            id="home-title"
            className="mt-5 font-display text-5xl leading-[1.05] text-ivory sm:text-7xl"
          >
            {site.brand}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ivory/90">{home.lead}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <a href={home.primaryCta.href} className="btn-gold">
              {home.primaryCta.label}
            </a>
            <a href={home.secondaryCta.href} className="btn-ghost">
              {home.secondaryCta.label}
            </a>
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-6 px-4 pt-16 sm:px-6 lg:grid-cols-[1.4fr_1fr]">
        <section aria-labelledby="inner-circle-teaser" className="card border-gold/40">
          <p className="eyebrow">{teaser.eyebrow}</p>
          <h2 id="inner-circle-teaser" className="mt-3 font-display text-3xl text-ivory">
            {teaser.title}
          </h2>
          <p className="mt-4 max-w-prose text-mist">{teaser.body}</p>
          <dl className="mt-8 grid gap-4 sm:grid-cols-3">
            {teaser.facts.map((fact) => (
              <div key={fact.label} className="rounded-xl border border-line bg-ink/60 p-4">
                <dt className="text-xs uppercase tracking-[0.2em] text-mist">{fact.label}</dt>
                <dd className="mt-2 font-display text-2xl text-gold-light">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <Disclosure dated={Object.values(innerCircleDated)} />
          <a href={teaser.cta.href} className="btn-ghost mt-8">
            {teaser.cta.label}
          </a>
        </section>

        <section aria-labelledby="frequency-teaser" className="card">
          <p className="eyebrow">{frequencyTeaser.eyebrow}</p>
          <h2 id="frequency-teaser" className="mt-3 font-display text-3xl text-ivory">
            {frequencyTeaser.title}
          </h2>
          <p className="mt-4 text-mist">{frequencyTeaser.body}</p>
          <a href={frequencyTeaser.cta.href} className="btn-ghost mt-8">
            {frequencyTeaser.cta.label}
          </a>
        </section>
      </div>

      <ContactBlock />
    </>
  );
}
