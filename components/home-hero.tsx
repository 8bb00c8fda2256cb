import { preconnect, preload } from 'react-dom';
import { home } from '@/content/home';
import { site } from '@/content/site';
import { denseScreen } from '@/tailwind.config';
import { unwidowed } from './unwidowed';

/** The media query under which each photograph variant is the one the stylesheet uses. */
function heroImageMedia(index: number): string {
  const { variants } = site.heroImage;
  const min = variants[index]!.minWidth;
  const next = variants[index + 1]?.minWidth;
  const parts = [
    min > 0 ? `(min-width: ${min}px)` : '',
    next ? `(max-width: ${next - 0.02}px)` : '',
  ];
  const range = parts.filter(Boolean).join(' and ');
  // A dense phone takes the second width, not the first (tailwind.config.ts `.bg-hero`).
  const phone = `(max-width: ${variants[1]!.minWidth - 0.02}px)`;
  if (index === 0) return `${range} and (not ${denseScreen})`;
  return index === 1 ? `${range}, ${phone} and ${denseScreen}` : range;
}

/**
 * The home page's opening: the photograph across the screen, and over its lower part, behind the
 * words, a scrim dark enough for them over any photograph; the brand as the h1, and two links.
 */
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
    <section aria-labelledby="home-title" className="hero bg-hero">
      <div className="column relative flex min-h-[inherit] flex-col justify-end pb-14 sm:pb-20">
        <div className="hero-words">
          {/* The light gold: the line is small, and on a wide screen the scrim above the title is
              at its thinnest. */}
          <p className="eyebrow text-gold-light">{home.eyebrow}</p>
          <h1 id="home-title" className="type-title mt-5">
            {unwidowed(site.brand)}
          </h1>
          <p className="type-voice mt-6 max-w-xl text-balance text-ivory">{home.lead}</p>
          <p className="mt-8 flex flex-col items-start gap-x-8 gap-y-1 sm:flex-row">
            <a href={home.primaryCta.href} className="link">
              {home.primaryCta.label}
            </a>
            <a href={home.secondaryCta.href} className="link">
              {home.secondaryCta.label}
            </a>
          </p>
        </div>
      </div>
    </section>
  );
}
