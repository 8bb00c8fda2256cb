import { preconnect, preload } from 'react-dom';
import { home } from '@/content/home';
import { site } from '@/content/site';

/** The media query under which each photograph variant is the one the stylesheet uses. */
function heroImageMedia(index: number): string {
  const { variants } = site.heroImage;
  const min = variants[index]!.minWidth;
  const next = variants[index + 1]?.minWidth;
  const parts = [
    min > 0 ? `(min-width: ${min}px)` : '',
    next ? `(max-width: ${next - 0.02}px)` : '',
  ];
  return parts.filter(Boolean).join(' and ');
}

/** The home page's opening: the brand as its h1 over the photograph, and its two invitations. */
export function HomeHero() {
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
  return (
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
  );
}
