import { routes, type RoutePath } from '@/content/navigation';
import { site } from '@/content/site';
import type { Route } from '@/content/types';

/** Open Graph's recommended size: what feeds crop their large previews from. */
export const shareCardSize = { width: 1200, height: 630 } as const;

/**
 * The id of a route's one card image (share-card-image.tsx), which Next exports as
 * `<route>/opengraph-image/card.png`. With an extension, every host serves it as image/png; a
 * plain opengraph-image.tsx is exported as a file named `opengraph-image`, which hosts send as
 * application/octet-stream, and feeds and chat apps then show no picture.
 */
export const shareCardId = 'card.png';

/** Where a route's card is served, from the site's root. */
export function shareCardPath(href: RoutePath): string {
  return `${href}opengraph-image/${shareCardId}`;
}

/** Everything a page's share card draws, and the alt text that says so. */
export interface ShareCardText {
  /** The small line above the title: the brand, or on the home page (titled the brand) its tagline. */
  eyebrow: string;
  /** The page's title as its `<title>` names it, before the brand. */
  title: string;
  figure: string;
  details: readonly string[];
  alt: string;
}

export function routeFor(path: RoutePath): Route {
  const route = routes.find((candidate) => candidate.href === path);
  if (!route) throw new Error(`No route ${path} in content/navigation.ts`);
  return route;
}

/** The page's name in titles: the home page goes by the brand alone. */
export function pageName(route: Route): string {
  return route.href === '/' ? site.brand : route.title;
}

export function shareCardText(path: RoutePath): ShareCardText {
  const route = routeFor(path);
  const title = pageName(route);
  const { figure, details = [] } = route.card;
  const shown = details.length > 0 ? `${figure} (${details.join(', ')})` : figure;
  const isBrand = title === site.brand;
  return {
    eyebrow: isBrand ? site.tagline : site.brand,
    title,
    figure,
    details,
    alt: isBrand
      ? `Share card: ${title} — ${site.tagline}. ${shown}`
      : `Share card: ${title} — ${shown}, ${site.brand}`,
  };
}

/** Every text a card shows, for the launch check to hold against the placeholders. */
export function shareCardTexts(card: ShareCardText): readonly string[] {
  return [card.eyebrow, card.title, card.figure, ...card.details, card.alt];
}
