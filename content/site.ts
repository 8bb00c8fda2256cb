/**
 * The owner's details, in one place. Every component, the sitemap, the metadata and the
 * tests read them from here; nothing else hard-codes a phone number, URL or host.
 */

/** The image host serving the home page's background photograph. */
const imageHost = 'https://images.unsplash.com';
const heroPhoto = `${imageHost}/photo-1519681393784-d120267933ba`;

export const site = {
  /** Lower-case by design, as the client writes it. */
  brand: 'the illuminated order',
  advisor: 'Aurelian Vale',
  tagline: 'Private counsel in wealth and consciousness',
  description:
    'Private counsel in wealth and consciousness: discreet retreats, transformation packages and an invitation-only inner circle for those who already have everything but stillness.',
  /** Production origin, without a trailing slash: canonical URLs, sitemap and Open Graph. */
  origin: 'https://www.theilluminatedorder.com',
  locale: 'en_US',
  /** Fictional (555-01xx) until the owner supplies the real number. */
  phone: {
    display: '+1 (212) 555-0147',
    e164: '+12125550147',
  },
  social: {
    network: 'Instagram',
    handle: '@theilluminatedorder',
    url: 'https://www.instagram.com/theilluminatedorder/',
  },
  creditPartner: {
    name: 'Meridian Private Credit',
    url: 'https://meridian-credit.example.com/',
  },
  /** The sharing card for Open Graph and Twitter, served from public/. */
  shareImage: {
    path: '/og-image.jpg',
    width: 1200,
    height: 630,
    alt: 'the illuminated order: private counsel in wealth and consciousness',
  },
  heroImage: {
    host: imageHost,
    /** The host resizes on its side: `w` is the width asked for; a dark scrim hides low quality. */
    src: (width: number) => `${heroPhoto}?auto=format&fit=crop&q=50&w=${width}`,
    /** One width per breakpoint, from the smallest screen up; read by Tailwind and the preload. */
    variants: [
      { minWidth: 0, width: 750 },
      { minWidth: 768, width: 1280 },
      { minWidth: 1280, width: 1920 },
    ],
  },
} as const;

/** The media query under which each hero variant is the one the stylesheet uses. */
export function heroImageMedia(index: number): string {
  const { variants } = site.heroImage;
  const min = variants[index]!.minWidth;
  const next = variants[index + 1]?.minWidth;
  const parts = [
    min > 0 ? `(min-width: ${min}px)` : '',
    next ? `(max-width: ${next - 0.02}px)` : '',
  ];
  return parts.filter(Boolean).join(' and ');
}

export const telHref = `tel:${site.phone.e164}`;

/** Absolute URL on the production origin, always with the trailing slash the export uses. */
export function absoluteUrl(path: string): string {
  const withSlash = path.endsWith('/') ? path : `${path}/`;
  return `${site.origin}${withSlash}`;
}
